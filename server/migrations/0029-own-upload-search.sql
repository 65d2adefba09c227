-- A signed-in user's search matches the words of their own uploads (issue 29): their uploads are found by
-- uploader without reading every document row.
CREATE INDEX IF NOT EXISTS tender_documents_uploader_idx ON tender_documents (uploaded_by) WHERE source = 'upload';
