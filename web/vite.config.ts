import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bundleBudget } from './build/bundle-budget';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies next to each built file; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2)$/] }),
    // Every screen the router loads lazily, on top of what the landing page loads.
    bundleBudget({
      landingKb: 200,
      screenKb: 350,
      router: '/src/app/router.tsx',
      shell: '/src/app/layout/app-layout.tsx',
    }),
  ],
  server: {
    port: 5173,
    // In development the API runs on its own port; in production both share one.
    proxy: { '/api': 'http://127.0.0.1:3000', '/feedback': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // Maps are written for debugging but not referenced from the bundles, and the server never serves them.
    sourcemap: 'hidden',
    rollupOptions: {
      // The shared domain builds its schemas with zod at module level; `z.…()` has no side effect, so a schema no
      // screen uses is left out (without this, the whole domain and zod ship with the landing page).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
