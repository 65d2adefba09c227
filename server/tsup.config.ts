import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'embedded-worker': 'src/db/embedded-worker.ts',
    'embedding-worker': 'src/embeddings/embedding-worker.ts',
    'pdf-text-child': 'src/modules/documents/jobs/pdf-text-child.ts',
    // `node dist/ingest.js <file>` and the award generator, for deployments and the browser journeys.
    ingest: 'src/modules/tenders/ingest/cli.ts',
    'generate-awards': 'src/modules/awards/generate-awards-cli.ts',
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
