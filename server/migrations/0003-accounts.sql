-- Accounts and access: users (with their feature flags and onboarding profile) and their API keys.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored trimmed and lower-cased; the unique index on lower(email) guards against any other writer.
  email text NOT NULL,
  -- argon2id PHC string: algorithm, parameters, salt and hash together.
  password_hash text NOT NULL,
  name text NOT NULL,
  company text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  account_status text NOT NULL DEFAULT 'pending' CHECK (account_status IN ('approved', 'pending', 'rejected')),
  -- Only the flags a user (or the defaults at sign-up) set; missing flags take DEFAULT_FEATURE_FLAGS.
  feature_flags jsonb NOT NULL DEFAULT '{}'::jsonb,
  company_profile jsonb,
  onboarding_complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_login timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_pending_idx ON users (created_at) WHERE account_status = 'pending';

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- SHA-256 of the full key (keys are 256-bit random, so a fast hash is enough); the key itself is never stored.
  key_hash text NOT NULL UNIQUE,
  key_preview text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used timestamptz,
  UNIQUE (user_id, name)
);
