import type { DB } from './tables.generated';

/**
 * Table types for the typed query layer (Kysely), named as in SQL, generated from the migrated schema by
 * `npm run db:types` (tables.generated.ts, never edited by hand; `npm test` fails when a migration changes
 * without it). A feature's `*.tables.ts` narrows the columns SQL cannot type precisely (jsonb shapes, checked
 * text values) and puts its narrowed tables here by declaration merging, so the db layer imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features merge their narrowed tables in
export interface Database extends Omit<DB, NarrowedTables> {}

/** Tables a feature narrows (each `*.tables.ts` adds its names here and its table to Database). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features merge their table names in
export interface NarrowedTableNames {}
export type NarrowedTables = keyof NarrowedTableNames & keyof DB;
