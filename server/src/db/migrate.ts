import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface Migration {
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.sql$/;
// Any fixed number: every instance takes the same lock so only one migrates at a time.
const MIGRATION_LOCK_ID = 7_310_201;

/**
 * Migrations renumbered after they shipped, new name → old name: a store that applied the old name has
 * applied the new one (two files once shared the number 0010).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0011-language.sql': '0010-language.sql',
  // Two pipeline migrations first shipped under the organizations' number 0028.
  '0030-pipeline-decided-stage.sql': '0028-pipeline-decided-stage.sql',
  '0031-pipeline-mentions.sql': '0028-pipeline-mentions.sql',
};

export const readMigrations = async (directory: string): Promise<Migration[]> => {
  const files = (await readdir(directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({ name: file, sql: await readFile(path.join(directory, file), 'utf8') })),
  );
};

/**
 * Applies every migration not yet applied, each in its own transaction, in file-name order.
 * A failure rolls that migration back and stops with a MigrationError naming it.
 */
export const migrate = async (
  pool: pg.Pool,
  migrations: Migration[],
  renamed: Readonly<Record<string, string>> = RENAMED_MIGRATIONS,
): Promise<string[]> => {
  const client = await pool.connect();
  try {
    // Migrations (index builds on a large store) and waiting for another instance's are not bounded by the
    // statement timeout of request queries; RESET below restores it before the connection serves requests.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      const formerName = renamed[migration.name];
      if (formerName !== undefined && applied.has(formerName)) {
        await client.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [
          migration.name,
          formerName,
        ]);
        continue;
      }
      try {
        await client.query('BEGIN');
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        await client.query('COMMIT');
        ran.push(migration.name);
      } catch (error) {
        await client.query('ROLLBACK');
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${migration.name} failed: ${reason}`);
      }
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
};
