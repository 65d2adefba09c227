import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BusinessIntelligence, TenderChange } from '@tenderscout/domain';
import type { Address } from './normalised-tender';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<string | null, string | null, string | null>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface TendersTable {
  id: string;
  amendment_number: number;
  amendment_date: DateColumn;
  solicitation_number: string | null;
  source_system: string;
  title_en: string | null;
  title_fr: string | null;
  description_en: string | null;
  description_fr: string | null;
  status: string;
  status_en: string | null;
  status_fr: string | null;
  publication_date: DateColumn;
  closing_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  contract_start_date: DateColumn;
  contract_end_date: DateColumn;
  procurement_categories: TextArray;
  notice_type_en: string | null;
  notice_type_fr: string | null;
  procurement_method_en: string | null;
  procurement_method_fr: string | null;
  selection_criteria_en: string | null;
  selection_criteria_fr: string | null;
  limited_tendering_reason_en: string | null;
  limited_tendering_reason_fr: string | null;
  trade_agreements_en: TextArray;
  trade_agreements_fr: TextArray;
  gsin_codes: TextArray;
  gsin_descriptions_en: TextArray;
  gsin_descriptions_fr: TextArray;
  unspsc_codes: TextArray;
  unspsc_descriptions_en: TextArray;
  unspsc_descriptions_fr: TextArray;
  regions_opportunity_en: TextArray;
  regions_opportunity_fr: TextArray;
  regions_delivery_en: TextArray;
  regions_delivery_fr: TextArray;
  regions: TextArray;
  organization_en: string | null;
  organization_fr: string | null;
  buyer_address: JSONColumnType<{ en: Address; fr: Address }>;
  end_user_en: string | null;
  end_user_fr: string | null;
  end_user_address_en: string | null;
  end_user_address_fr: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_fax: string | null;
  contact_address: JSONColumnType<{ en: Address; fr: Address }>;
  notice_url_en: string | null;
  notice_url_fr: string | null;
  attachments_en: TextArray;
  attachments_fr: TextArray;
  value_amount: number | null;
  value_currency: string | null;
  canadian_made: boolean;
  indigenous_business_required: boolean;
  experience_required: boolean;
  security_clearance_required: boolean;
  lowest_price_selection: boolean;
  clearance_levels: TextArray;
  product_certifications: TextArray;
  business_certifications: TextArray;
  language_requirements: TextArray;
  contract_length_months: number | null;
  business_intelligence: JSONColumnType<BusinessIntelligence>;
  pdf_processing_status: string | null;
  content_hash: string;
  last_ingest_run_id: number | null;
  first_seen_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TenderVersionsTable {
  id: Generated<number>;
  tender_id: string;
  amendment_number: number;
  replaced_by_amendment: number;
  amendment_date: DateColumn;
  changed_fields: string[];
  changes: JSONColumnType<TenderChange[]>;
  snapshot: JSONColumnType<Record<string, unknown>>;
  content_hash: string;
  recorded_at: Timestamp;
}

export interface IngestRunsTable {
  id: Generated<number>;
  source: string;
  feed: string;
  status: ColumnType<string, string | undefined, string>;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rows_read: ColumnType<number, number | undefined, number>;
  rows_inserted: ColumnType<number, number | undefined, number>;
  rows_updated: ColumnType<number, number | undefined, number>;
  rows_unchanged: ColumnType<number, number | undefined, number>;
  rows_rejected: ColumnType<number, number | undefined, number>;
  rejects: JSONColumnType<Array<{ line: number; reason: string }>, string | undefined, string>;
  error: string | null;
  /** Last sign of life of a running run (migration 0015). */
  heartbeat_at: ColumnType<Date | null, Date | string | undefined, Date | string>;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    tenders: TendersTable;
    tender_versions: TenderVersionsTable;
    ingest_runs: IngestRunsTable;
  }
}
