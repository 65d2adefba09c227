-- A tender's documents: the notice's attachments (source 'notice', downloaded from an allowed government host)
-- and files users upload (source 'upload', stored under DATA_DIR/documents with a generated name).
CREATE TABLE tender_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('notice', 'upload')),
  language text CHECK (language IN ('eng', 'fra')),
  url text,                                   -- the published URL of a notice attachment; NULL for uploads
  storage_path text,                          -- relative to DATA_DIR/documents; NULL until a copy is stored
  filename text NOT NULL,                     -- display name only, never used as a path
  file_type text NOT NULL,                    -- extension in lower case: pdf, png, xlsx, …
  size_bytes bigint,
  checksum text,                              -- sha256 of the stored bytes, hex
  platform_name text,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  error text,                                 -- why processing failed, in words a reader understands
  text_content text,                          -- extracted text (PDF pages, CSV rows); NULL when there is none
  page_count integer,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tender_documents_tender_idx ON tender_documents (tender_id, created_at);
-- One row per published attachment URL of a tender (the discovery sweep relies on it).
CREATE UNIQUE INDEX tender_documents_notice_url_idx ON tender_documents (tender_id, url) WHERE source = 'notice';
CREATE INDEX tender_documents_checksum_idx ON tender_documents (tender_id, checksum);

-- The persisted document queue. Workers claim with FOR UPDATE SKIP LOCKED, so each job runs once even with
-- several app instances; a job left 'processing' by a crashed instance is reclaimed after its lock expires.
CREATE TABLE document_jobs (
  id bigserial PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES tender_documents (id) ON DELETE CASCADE,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('download', 'extract')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  locked_by text,
  locked_until timestamptz
);
CREATE INDEX document_jobs_claim_idx ON document_jobs (status, id);
CREATE INDEX document_jobs_document_idx ON document_jobs (document_id);
CREATE INDEX document_jobs_finished_idx ON document_jobs (finished_at);
