-- Alerts: saved searches that notify their owner, in-app notifications, the matcher's cursor and the
-- persisted outbox of alert e-mails.

CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
  query text NOT NULL DEFAULT '',
  search_type text NOT NULL DEFAULT 'hybrid',
  filters jsonb NOT NULL DEFAULT '{}',
  frequency text NOT NULL DEFAULT 'instant' CHECK (frequency IN ('off', 'instant', 'daily', 'weekly')),
  channels text[] NOT NULL DEFAULT '{email,in_app}',
  -- Part of the signed feed URL: replacing it retires every earlier feed link.
  feed_key text NOT NULL,
  -- Notices first seen before this are not news to this search.
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_notified_at timestamptz,
  last_digest_at timestamptz
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at);
CREATE INDEX saved_searches_active_idx ON saved_searches (frequency) WHERE frequency <> 'off';

-- One row per event and user: the unique key makes an event notify once, whichever instance matched it.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('new_match', 'amendment', 'deadline')),
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  saved_search_id uuid REFERENCES saved_searches (id) ON DELETE CASCADE,
  amendment_number integer,
  days_before_closing integer,
  -- E-mail state: 'none' (in-app only), 'pending' (waits for a digest), 'queued' (in the outbox).
  mail_state text NOT NULL DEFAULT 'none' CHECK (mail_state IN ('none', 'pending', 'queued')),
  mail_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (user_id, event_key)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_search_idx ON notifications (saved_search_id, created_at DESC);
CREATE INDEX notifications_pending_mail_idx ON notifications (saved_search_id) WHERE mail_state = 'pending';

-- How far the matcher has looked (one row); each pass re-reads a short overlap, the unique key above drops
-- what it had already seen, so a notice committed late by a slow ingest is not missed.
CREATE TABLE alert_cursor (
  id integer PRIMARY KEY CHECK (id = 1),
  matched_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO alert_cursor (id, matched_until) VALUES (1, now());

-- Alert e-mails, rendered when queued and sent by whichever instance claims them (FOR UPDATE SKIP LOCKED).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  saved_search_id uuid REFERENCES saved_searches (id) ON DELETE SET NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('queued', 'sending');
