-- Search (issue 4): PostgreSQL full text over both languages, and sentence embeddings in pgvector.

-- Text-search configurations that fold accents before stemming, so "securite" finds "sécurité" and
-- "deneigement" finds "déneigement". unaccent() itself is only STABLE, but as a dictionary inside a
-- configuration it makes to_tsvector(regconfig, text) usable in stored generated columns.
CREATE TEXT SEARCH CONFIGURATION ts_en (COPY = english);
ALTER TEXT SEARCH CONFIGURATION ts_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION ts_fr (COPY = french);
ALTER TEXT SEARCH CONFIGURATION ts_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

-- array_to_string() is STABLE; lists of plain text are safe to join in an IMMUTABLE wrapper.
CREATE FUNCTION search_join(list text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(list, ' '), '') $$;

-- Procurement category codes (CNST, GD, SRV, SRVTGD) as the words a buyer or supplier types.
CREATE FUNCTION search_category_words(codes text[], lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(
      CASE code
        WHEN 'CNST' THEN 'Construction'
        WHEN 'GD' THEN CASE WHEN lang = 'fr' THEN 'Biens' ELSE 'Goods' END
        WHEN 'SRV' THEN 'Services'
        WHEN 'SRVTGD' THEN CASE WHEN lang = 'fr' THEN 'Services liés aux biens' ELSE 'Services related to goods' END
        ELSE code
      END, ' '), '')
    FROM unnest(codes) AS code
  $$;

-- One document per language, weighted: title A; reference, solicitation number and buyer B; categories and
-- UNSPSC / GSIN descriptions C; description D. Kept by PostgreSQL itself on every insert and update.
ALTER TABLE tenders
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('ts_en', coalesce(title_en, '')), 'A') ||
    setweight(to_tsvector('ts_en', id || ' ' || coalesce(solicitation_number, '') || ' ' || coalesce(organization_en, '')), 'B') ||
    setweight(to_tsvector('ts_en', search_category_words(procurement_categories, 'en') || ' ' ||
      search_join(unspsc_descriptions_en) || ' ' || search_join(gsin_descriptions_en)), 'C') ||
    setweight(to_tsvector('ts_en', coalesce(description_en, '')), 'D')
  ) STORED,
  ADD COLUMN search_fr tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('ts_fr', coalesce(title_fr, '')), 'A') ||
    setweight(to_tsvector('ts_fr', id || ' ' || coalesce(solicitation_number, '') || ' ' || coalesce(organization_fr, '')), 'B') ||
    setweight(to_tsvector('ts_fr', search_category_words(procurement_categories, 'fr') || ' ' ||
      search_join(unspsc_descriptions_fr) || ' ' || search_join(gsin_descriptions_fr)), 'C') ||
    setweight(to_tsvector('ts_fr', coalesce(description_fr, '')), 'D')
  ) STORED;

CREATE INDEX tenders_search_en_idx ON tenders USING gin (search_en);
CREATE INDEX tenders_search_fr_idx ON tenders USING gin (search_fr);
-- An exact reference or solicitation number ranks its tender first (case-insensitive look-ups).
CREATE INDEX tenders_lower_id_idx ON tenders (lower(id));
CREATE INDEX tenders_lower_solicitation_idx ON tenders (lower(solicitation_number));
-- "Newest first" browsing and the cheap order that caps full-text candidates before ranking.
CREATE INDEX tenders_publication_idx ON tenders (publication_date DESC NULLS LAST, id);
CREATE INDEX tenders_organization_fr_idx ON tenders (organization_fr);
-- Misspelt queries ("janitorail"): pg_trgm word similarity against the titles (case-insensitive trigrams).
CREATE INDEX tenders_title_en_trgm_idx ON tenders USING gin (title_en gin_trgm_ops);
CREATE INDEX tenders_title_fr_trgm_idx ON tenders USING gin (title_fr gin_trgm_ops);

-- Sentence embeddings of each tender, one row per (tender, model): a new model is filled in beside the old one
-- by the background job, and the old model's rows are removed once the new one covers every tender.
-- `embedding` has no fixed dimension so that any model fits (the built-in model has 512; an
-- OpenAI-compatible endpoint may have another); each model gets its own partial HNSW index over the cast
-- `embedding::vector(<dims>)`, which is how pgvector indexes mixed dimensions.
CREATE TABLE tender_embeddings (
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  model text NOT NULL,
  content_hash text NOT NULL,              -- tenders.content_hash when embedded: a different hash is stale
  embedding vector NOT NULL,
  embedded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tender_id, model)
);
CREATE INDEX tender_embeddings_model_idx ON tender_embeddings (model);

-- The built-in model's index (name: tender_embeddings_hnsw_ + the first 12 hex digits of md5(model), as the
-- embedding job names the index of any other model it meets).
CREATE INDEX tender_embeddings_hnsw_6a25c92dac1b ON tender_embeddings
  USING hnsw ((embedding::vector(512)) vector_cosine_ops)
  WHERE model = 'builtin:use-lite-en@0.2.0';
