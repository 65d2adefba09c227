import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<string | Date | null, string | null, string | null>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface AwardsTable {
  id: string;
  kind: string;
  reference_number: string | null;
  solicitation_number: string | null;
  solicitation_key: Generated<string | null>;
  contract_number: string | null;
  amendment_number: number;
  title_en: string | null;
  title_fr: string | null;
  description_en: string | null;
  description_fr: string | null;
  supplier_name: string;
  supplier_key: string;
  supplier_city: string | null;
  supplier_province: string | null;
  buyer_en: string | null;
  buyer_fr: string | null;
  buyer_key: string | null;
  publication_date: DateColumn;
  award_date: DateColumn;
  start_date: DateColumn;
  end_date: DateColumn;
  value_amount: ColumnType<number | null, number | null, number | null>;
  value_currency: string | null;
  procurement_categories: TextArray;
  unspsc_codes: TextArray;
  unspsc_descriptions_en: TextArray;
  unspsc_descriptions_fr: TextArray;
  gsin_codes: TextArray;
  gsin_descriptions_en: TextArray;
  gsin_descriptions_fr: TextArray;
  commodity_families: TextArray;
  regions: TextArray;
  status_en: string | null;
  status_fr: string | null;
  content_hash: string;
  last_ingest_run_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_en: Generated<unknown>;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    awards: AwardsTable;
  }
}
