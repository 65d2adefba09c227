-- Uploads belong to their uploader (issue 16): only the notice's documents are public.
-- tender_documents.uploaded_by (migration 0006) already records the uploader of every upload. An upload whose
-- uploader is gone (NULL after the account was deleted) is visible to nobody; nothing is reassigned.

-- The tender's public search words and processing status come from the notice's documents alone.
UPDATE tenders t SET document_search = (
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE
    to_tsvector('ts_en', left(coalesce(string_agg(d.text_content, ' ') FILTER (WHERE d.language IS DISTINCT FROM 'fra'), ''), 400000)) ||
    to_tsvector('ts_fr', left(coalesce(string_agg(d.text_content, ' ') FILTER (WHERE d.language = 'fra'), ''), 400000))
  END
  FROM tender_documents d
  WHERE d.tender_id = t.id AND d.source = 'notice' AND d.status = 'completed' AND d.text_content IS NOT NULL
)
WHERE EXISTS (SELECT 1 FROM tender_documents u WHERE u.tender_id = t.id AND u.source = 'upload');

UPDATE tenders t SET pdf_processing_status = (
  SELECT CASE
    WHEN bool_or(d.status = 'processing') THEN 'processing'
    WHEN bool_or(d.status = 'pending') THEN 'pending'
    WHEN bool_or(d.status = 'completed') THEN 'completed'
    WHEN count(*) > 0 THEN 'failed'
  END
  FROM tender_documents d WHERE d.tender_id = t.id AND d.source = 'notice'
), updated_at = now()
WHERE EXISTS (SELECT 1 FROM tender_documents u WHERE u.tender_id = t.id AND u.source = 'upload');

-- A 'requirements' job re-reads a tender's public facts (security clearance, certifications …) from the notice
-- alone: queued once here for every tender whose facts an upload's text may have changed.
ALTER TABLE document_jobs DROP CONSTRAINT IF EXISTS document_jobs_kind_check;
ALTER TABLE document_jobs ADD CONSTRAINT document_jobs_kind_check
  CHECK (kind IN ('download', 'extract', 'requirements'));
INSERT INTO document_jobs (document_id, tender_id, kind)
SELECT DISTINCT ON (d.tender_id) d.id, d.tender_id, 'requirements'
FROM tender_documents d
WHERE d.source = 'upload' AND d.status = 'completed' AND d.text_content IS NOT NULL
ORDER BY d.tender_id, d.created_at, d.id;
