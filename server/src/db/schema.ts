/**
 * Table types for the typed query layer (Kysely), named as in SQL. This file holds only the foundation's own
 * table; every other `*.tables.ts` file (a feature's in server/src/modules, the shared ones in server/src/shared)
 * adds its tables to Database itself by declaration merging, so features grow without editing this file and the
 * db layer imports none of them.
 */
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
