-- Account security: suspended accounts, revocable sign-in sessions, per-visitor demo copies and sign-in
-- limits kept in the store (so every app instance shares them).

-- An administrator can suspend an approved account (and reinstate it).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_account_status_check;
ALTER TABLE users ADD CONSTRAINT users_account_status_check
  CHECK (account_status IN ('approved', 'pending', 'rejected', 'suspended'));

-- A short-lived copy of the demo account made for one visitor: deleted (with everything it owns) after this time.
ALTER TABLE users ADD COLUMN demo_expires_at timestamptz;
CREATE INDEX users_demo_expires_idx ON users (demo_expires_at) WHERE demo_expires_at IS NOT NULL;

-- One row per issued bearer token (its `jti`): deleting the row revokes the token at once (sign-out, password
-- change, suspension). Tokens without a row are refused.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Sign-in limits: one counter per key ('login:<e-mail>|<address>', 'login-ip:<address>', 'register-ip:<address>'
-- …), changed by one atomic upsert before the password is checked.
CREATE TABLE auth_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_limits_last_idx ON auth_limits (last_at);
