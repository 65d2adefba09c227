import type { JSONColumnType } from 'kysely';
import type { BusinessIntelligence, TenderChange } from '@tenderscout/domain';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';
import type { Address } from './normalised-tender';

/** Columns are generated from the migrations; these are the jsonb shapes SQL cannot say. */
export type TendersTable = Narrowed<
  DB['tenders'],
  {
    buyer_address: JSONColumnType<{ en: Address; fr: Address }>;
    contact_address: JSONColumnType<{ en: Address; fr: Address }>;
    business_intelligence: JSONColumnType<BusinessIntelligence>;
  }
>;

export type TenderVersionsTable = Narrowed<
  DB['tender_versions'],
  {
    changes: JSONColumnType<TenderChange[]>;
    snapshot: JSONColumnType<Record<string, unknown>>;
  }
>;

export type IngestRunsTable = Narrowed<
  DB['ingest_runs'],
  { rejects: JSONColumnType<Array<{ line: number; reason: string }>, string | undefined, string> }
>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    tenders: true;
    tender_versions: true;
    ingest_runs: true;
  }
  interface Database {
    tenders: TendersTable;
    tender_versions: TenderVersionsTable;
    ingest_runs: IngestRunsTable;
  }
}
