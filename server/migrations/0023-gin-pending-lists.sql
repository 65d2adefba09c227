-- Every search reads the whole pending list of each GIN index it uses (entries inserted since the last
-- clean-up, kept unsorted). PostgreSQL's autovacuum empties those lists in the background; the embedded store
-- has no autovacuum, so they only empty when they reach gin_pending_list_limit (4 MB by default): after PDF
-- text, amendments or feed updates a search could scan megabytes of them on every query. A 256 kB limit keeps
-- that scan small on both engines; a bulk load also empties them when it ends (db/index-maintenance.ts).
ALTER INDEX tenders_regions_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_categories_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_search_en_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_search_fr_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_title_en_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_title_fr_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tenders_document_search_idx SET (gin_pending_list_limit = 256);
ALTER INDEX tender_documents_search_text_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_families_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_unspsc_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_regions_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_search_en_idx SET (gin_pending_list_limit = 256);
