import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** tsx's ESM API (a dev dependency): registers the TypeScript loader inside a worker thread. */
const tsxApiUrl = (): string => {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports?.['./esm/api']?.import?.default;
  if (!entry) throw new Error('This version of tsx has no ESM API to load a worker from source');
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
};

/**
 * Starts a worker thread from a built `.js` entry, or from a `.ts` entry when running from source (Vitest,
 * tsx): loader hooks given to the parent do not reach a worker thread on Node 20, so the worker registers tsx
 * first, then imports the entry.
 */
export const startWorkerEntry = (entry: URL, options: WorkerOptions = {}): Worker => {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
};
