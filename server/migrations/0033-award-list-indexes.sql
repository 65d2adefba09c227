-- The award list's first page without reading every match: by value through its own index (as by date), and
-- the supplier and buyer filters (any part of a name, ILIKE) through trigram indexes, so a rare name is found
-- without walking every award. The facet counts do not read these (they count in memory per data version).
CREATE INDEX awards_value_idx ON awards (value_amount DESC NULLS LAST, id);
CREATE INDEX awards_supplier_name_trgm_idx ON awards USING gin (supplier_name gin_trgm_ops);
CREATE INDEX awards_supplier_key_trgm_idx ON awards USING gin (supplier_key gin_trgm_ops);
CREATE INDEX awards_buyer_en_trgm_idx ON awards USING gin (buyer_en gin_trgm_ops);
CREATE INDEX awards_buyer_fr_trgm_idx ON awards USING gin (buyer_fr gin_trgm_ops);
-- As the other GIN indexes (0023): a small pending list, since the embedded store has no autovacuum.
ALTER INDEX awards_supplier_name_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_supplier_key_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_buyer_en_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX awards_buyer_fr_trgm_idx SET (gin_pending_list_limit = 256);
