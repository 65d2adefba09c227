-- A member mentioned in a comment of their organization's pipeline: shown in the app until read (the mail goes
-- through the outbox).
CREATE TABLE org_mentions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES pipeline_events (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  PRIMARY KEY (user_id, event_id)
);
CREATE INDEX org_mentions_unread_idx ON org_mentions (user_id, created_at DESC) WHERE read_at IS NULL;
