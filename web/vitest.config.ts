import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: './web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A screen test renders the whole app (router, Mantine, queries) in jsdom; on two shared cores that can
    // take longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
});
