import type { Generated } from 'kysely';

/** 0014: sign-in limit counters shared by every app instance. */
export interface AuthLimitsTable {
  key: string;
  count: number;
  started_at: Generated<Date>;
  last_at: Generated<Date>;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    auth_limits: AuthLimitsTable;
  }
}
