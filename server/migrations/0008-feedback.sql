-- Bug reports and feature requests from signed-in users (SPEC.md §3 Feedback), listed to admins.
-- A screenshot is kept as a file under DATA_DIR (screenshot_path, relative to it), never as a data URL in the row.

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The sender; the report outlives a deleted account.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('bug', 'feature')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('general', 'search', 'ui', 'performance', 'pdf', 'analytics', 'auth', 'other')),
  -- Bugs only.
  priority text CHECK (priority IN ('low', 'medium', 'high', 'critical')),
  email text,
  browser_info jsonb,
  captured_errors jsonb,
  screenshot_path text,
  screenshot_type text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  -- What the browser said (submittedAt), kept apart from the server's own clock.
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL
);
-- The admin tab lists by status, newest first.
CREATE INDEX feedback_status_created_idx ON feedback (status, created_at DESC);
CREATE INDEX feedback_user_idx ON feedback (user_id);
