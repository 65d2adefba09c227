import type { Generated } from 'kysely';

export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  key_hash: string;
  key_preview: string;
  created_at: Generated<Date>;
  last_used: Date | null;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    api_keys: ApiKeysTable;
  }
}
