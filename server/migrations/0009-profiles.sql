-- Per-user preferences kept on the server so they follow the user to any browser (DECISIONS.md).

-- Saved dashboard filter sets (SPEC.md §3 Filter profile, §5: at most 3 per user, enforced by the service
-- under a lock on the user's row). Names are unique per user, ignoring case and surrounding spaces.
CREATE TABLE filter_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX filter_profiles_user_name_idx ON filter_profiles (user_id, lower(btrim(name)));
-- The list is sorted by last use.
CREATE INDEX filter_profiles_user_used_idx ON filter_profiles (user_id, last_used_at DESC);

-- The AI panel's user profile (SPEC.md §3 AI user profile), one per user; its routes belong to the AI module.
CREATE TABLE ai_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  profile jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
