-- Request rate limits (search, public tender routes, AI, uploads, feedback …) counted in the store, so every app
-- instance sharing it counts together. One row per route and caller ('GET/api/search|ip:<address>'), changed by
-- one atomic upsert per request: a fixed window starts with the first request and ends at `expires_at`.
-- Unlogged: counters need no crash safety (a crash forgets them, like a restart forgot the in-memory ones), and
-- writing them skips the write-ahead log. Expired rows are deleted by the app every minute or so.
CREATE UNLOGGED TABLE request_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX request_limits_expires_idx ON request_limits (expires_at);
