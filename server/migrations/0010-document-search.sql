-- Search over the text of a tender's documents (issue 8 with the search module of issue 4).
-- tenders.document_search: the words of the tender's processed documents, kept by the document worker
-- (PostgreSQL cannot derive a column from another table), indexed like search_en / search_fr so search can
-- OR it into its keyword match with one more index scan.
ALTER TABLE tenders ADD COLUMN document_search tsvector;
CREATE INDEX tenders_document_search_idx ON tenders USING gin (document_search);

-- Each document's own words, to pick the document that matched and headline it (named in the highlight).
-- The text is cut so the vector stays far below PostgreSQL's 1 MB tsvector limit.
ALTER TABLE tender_documents
  ADD COLUMN search_text tsvector GENERATED ALWAYS AS (
    to_tsvector(CASE WHEN language = 'fra' THEN 'ts_fr'::regconfig ELSE 'ts_en'::regconfig END,
      left(coalesce(text_content, ''), 200000))
  ) STORED;
CREATE INDEX tender_documents_search_text_idx ON tender_documents USING gin (search_text);
