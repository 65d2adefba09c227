import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'embedded-worker': 'src/db/embedded-worker.ts',
    'embedding-worker': 'src/embeddings/embedding-worker.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The shared domain package is TypeScript source: bundle it; npm dependencies stay external.
  noExternal: ['@tenderscout/domain'],
});
