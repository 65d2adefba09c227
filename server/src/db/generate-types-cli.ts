/**
 * `npm run db:types`: migrates a fresh in-memory embedded store and writes the table types Kysely reads
 * (src/db/tables.generated.ts) from its catalogue. `npm run db:types -- --check` fails when the file is stale,
 * so a migration cannot land without its types.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate, PostgresDialect as GeneratorDialect } from 'kysely-codegen';
import { format, resolveConfig } from 'prettier';
import { migrationsDir, serverRoot } from '../lib/paths';
import { connect } from './database';
import { startEmbeddedInProcess } from './embedded';
import { migrate, readMigrations } from './migrate';

const outFile = path.join(serverRoot, 'src', 'db', 'tables.generated.ts');

const generateTypes = async (): Promise<string> => {
  const store = await startEmbeddedInProcess(undefined);
  const connection = connect(store.connectionString, { maxConnections: 1 });
  try {
    await migrate(connection.pool, await readMigrations(migrationsDir));
    const source = await generate({
      db: connection.db,
      dialect: new GeneratorDialect(),
      excludePattern: 'schema_migrations',
      print: false,
      outFile: null,
      typeOnlyImports: true,
      // The pool parses these as JavaScript numbers (db/database.ts).
      typeMapping: { int8: 'number', numeric: 'number' },
    });
    const options = await resolveConfig(outFile);
    return format(source, { ...options, filepath: outFile });
  } finally {
    await connection.close();
    await store.stop();
  }
};

const main = async (): Promise<void> => {
  const generated = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(outFile, 'utf8').catch(() => '');
    if (current !== generated) {
      console.error(`${path.relative(process.cwd(), outFile)} is stale: run npm run db:types and commit it.`);
      process.exitCode = 1;
    } else console.log('Table types match the migrations.');
    return;
  }
  await writeFile(outFile, generated);
  console.log(`Wrote ${path.relative(process.cwd(), outFile)}.`);
};

await main();
