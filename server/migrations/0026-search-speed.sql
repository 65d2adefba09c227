-- Search by status reads (status, closing_at): an open notice whose closing instant has passed is closed, so the
-- status filter compares closing_at to now() (shared/tenders/tender-filters.ts) and this index answers it.
CREATE INDEX tenders_status_closing_idx ON tenders (status, closing_at);
