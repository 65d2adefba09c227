import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's lint zones (eslint.config.js): a module imports shared server code, itself, and another module only
 * through that module's face (its index.ts), never its inner files; the composition root wires modules together;
 * shared code imports no module. Linted without type
 * information, which these rules do not need.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

const RULE = 'import-x/no-restricted-paths';
const restrictedImports = async (code: string, filePath: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE);
};

const modulesDir = path.join(root, 'server/src/modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A file of the module to import, as an import path from a sibling module's folder. */
const someFileOf = (feature: string): string => {
  const file = readdirSync(path.join(modulesDir, feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && name !== 'index.ts')
    .sort()[0];
  if (!file) throw new Error(`${feature} has no file`);
  return `../${feature}/${file.replace(/\.ts$/, '')}`;
};

// Loading the lint configuration and resolving imports takes a few seconds on two shared cores.
describe('server feature boundaries', { timeout: 30_000 }, () => {
  it("fails a module that imports another module's inner file", async () => {
    const messages = await restrictedImports(
      "export { searchTenders } from '../search/search.service';\n",
      'server/src/modules/alerts/cross-feature.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('The alerts module imports another module only through its face');
  });

  it("fails a deep import into another module's subfolder, and passes the same capability from its face", async () => {
    const deep = await restrictedImports(
      "export { extractBusinessIntelligence } from '../tenders/ingest/business-intelligence';\n",
      'server/src/modules/responses/cross-feature.ts',
    );
    const face = await restrictedImports(
      "export { extractBusinessIntelligence } from '../tenders';\n",
      'server/src/modules/responses/cross-feature.ts',
    );
    expect(deep).toHaveLength(1);
    expect(face).toEqual([]);
  });

  it("passes a module's face in the composition root, and fails its inner files there", async () => {
    const face = await restrictedImports(
      "export { searchTenders } from './modules/search';\n",
      'server/src/app.ts',
    );
    const deep = await restrictedImports(
      "export { searchTenders } from './modules/search/search.service';\n",
      'server/src/feature-sources.ts',
    );
    expect(face).toEqual([]);
    expect(deep).toHaveLength(1);
    expect(deep[0]?.message).toContain('through their faces');
  });

  it('lets a module import shared server code and its own files', async () => {
    const messages = await restrictedImports(
      [
        "export { tenderReadStore } from '../tenders';",
        "export { usersStore } from '../auth';",
        "export { AppError } from '../../lib/app-error';",
        "export type { Db } from '../../db/database';",
        "export { readCanadaBuysCsv } from '../../shared/open-data/csv-reader';",
        "export { toPgVector } from '../../embeddings';",
        "export { hasFeatureFlag } from '@tenderscout/domain';",
        "export { searchTenders } from './search.service';",
        '',
      ].join('\n'),
      'server/src/modules/search/own.ts',
    );
    expect(messages).toEqual([]);
  });

  it('fails shared code that imports a module or the composition root', async () => {
    const fromShared = await restrictedImports(
      "export { searchTenders } from '../../modules/search/search.service';\n",
      'server/src/shared/open-data/uses-a-feature.ts',
    );
    const fromLib = await restrictedImports(
      "export { featureSources } from '../feature-sources';\n",
      'server/src/lib/uses-the-root.ts',
    );
    expect(fromShared).toHaveLength(1);
    expect(fromLib).toHaveLength(1);
  });

  it('fences every module folder', async () => {
    expect(modules.length).toBeGreaterThan(1);
    for (const [index, feature] of modules.entries()) {
      const other = modules[(index + 1) % modules.length] ?? feature;
      const messages = await restrictedImports(
        `export * from '${someFileOf(other)}';\n`,
        `server/src/modules/${feature}/cross-feature.ts`,
      );
      expect(messages, `${feature} importing ${other}`).toHaveLength(1);
    }
  });
});

/** The lint messages about SQL outside a store (no-restricted-syntax in eslint.config.js). */
const sqlOutsideStores = async (code: string, filePath: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === 'no-restricted-syntax');
};

const QUERIES = [
  "import { sql } from 'kysely';",
  "import type { Db } from '../../db/database';",
  "export const all = (db: Db) => db.selectFrom('users').selectAll().execute();",
  "export const add = (db: Db) => db.insertInto('users').values({ email: 'a@b.c' }).execute();",
  "export const rename = (db: Db) => db.updateTable('users').set({ email: 'a@b.c' }).execute();",
  "export const drop = (db: Db) => db.deleteFrom('users').execute();",
  'export const one = (db: Db) => sql`SELECT 1`.execute(db);',
  '',
].join('\n');

describe('SQL only in stores', { timeout: 30_000 }, () => {
  it('fails the sql tag and the query builder in a service, a job or a route', async () => {
    for (const file of ['alerts/x.service.ts', 'documents/jobs/x.ts', 'auth/x.routes.ts']) {
      const messages = await sqlOutsideStores(QUERIES, `server/src/modules/${file}`);
      expect(messages, file).toHaveLength(5);
      expect(messages[0]?.message).toContain('SQL belongs in *.store.ts');
    }
  });

  it('passes the same queries in a store and in the storage layer (server/src/db), and types from kysely anywhere', async () => {
    expect(await sqlOutsideStores(QUERIES, 'server/src/modules/alerts/x.store.ts')).toEqual([]);
    expect(await sqlOutsideStores(QUERIES, 'server/src/db/x.ts')).toEqual([]);
    const types =
      "import type { Selectable } from 'kysely';\nexport type Row = Selectable<{ id: string }>;\n";
    expect(await sqlOutsideStores(types, 'server/src/modules/alerts/x.service.ts')).toEqual([]);
  });
});
