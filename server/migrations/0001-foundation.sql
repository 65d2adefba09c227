-- pgvector powers semantic search; both engines (PGlite's extension and PostgreSQL's package) provide it.
CREATE EXTENSION IF NOT EXISTS vector;
-- accent folding for French and English full-text search ("securite" finds "sécurité").
CREATE EXTENSION IF NOT EXISTS unaccent;
-- trigram similarity for misspelt queries and organisation look-ups.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Small facts the app keeps about itself (e.g. the generated JWT secret's fingerprint, the data version).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
