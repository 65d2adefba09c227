import type { ColumnType } from 'kysely';

/** Migration 0004. The tsvector columns `tenders.search_en` / `search_fr` are generated; search reads them in SQL. */
export interface TenderEmbeddingsTable {
  tender_id: string;
  model: string;
  content_hash: string;
  /** pgvector text form `'[0.1,…]'`; no fixed dimension (each model has its own partial HNSW index). */
  embedding: string;
  embedded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    tender_embeddings: TenderEmbeddingsTable;
  }
}
