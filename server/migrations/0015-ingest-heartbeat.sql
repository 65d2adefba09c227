-- An ingest run writes a heartbeat while it works; a run whose process died keeps status 'running' and an old
-- heartbeat, and is marked 'interrupted' at the next start (see server/src/ingest/ingest.store.ts).
ALTER TABLE ingest_runs ADD COLUMN heartbeat_at timestamptz;
UPDATE ingest_runs SET heartbeat_at = coalesce(finished_at, started_at);
ALTER TABLE ingest_runs ALTER COLUMN heartbeat_at SET DEFAULT now();
