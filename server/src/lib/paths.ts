import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from src/ (tsx, vitest) or dist/. */
const findServerRoot = (): string => {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the server package folder');
    directory = parent;
  }
  return directory;
};

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsDir = path.join(serverRoot, 'migrations');
export const defaultWebDistDir = path.join(repoRoot, 'web', 'dist');
