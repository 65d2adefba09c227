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

export interface SearchTables {
  tender_embeddings: TenderEmbeddingsTable;
}
