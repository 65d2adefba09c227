-- Saving and tracking tenders, per user (DECISIONS.md: stored on the server so they follow the user).
-- A tender is bookmarked exactly when its review is 'saved'; the service keeps the two in step.

CREATE TABLE bookmarks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tender_id)
);
-- Saved Tenders lists newest first.
CREATE INDEX bookmarks_user_created_idx ON bookmarks (user_id, created_at DESC);
CREATE INDEX bookmarks_tender_idx ON bookmarks (tender_id);

-- No row means unreviewed. Search excludes the caller's not_applicable tenders through the primary key.
CREATE TABLE tender_reviews (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('saved', 'not_applicable')),
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tender_id)
);
CREATE INDEX tender_reviews_user_status_idx ON tender_reviews (user_id, status, reviewed_at DESC);
CREATE INDEX tender_reviews_tender_idx ON tender_reviews (tender_id);

-- The secret calendar feed URL of a user's saved tenders (calendar apps cannot send headers). The URL carries
-- `<feed_id>.<HMAC of feed_id>`; only feed_id is stored, so the table alone cannot produce a working URL.
-- Regenerating replaces feed_id, which retires the old URL.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  feed_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
