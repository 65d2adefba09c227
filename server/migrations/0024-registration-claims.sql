-- Registration proves the address (approval mode): a sign-up is a claim until the link mailed to its address is
-- followed. Only a confirmed claim becomes a pending account on the admin's list; a later claim for an address
-- nobody confirmed replaces the earlier one when it is confirmed (every other claim of the address is deleted).
-- The link's token is stored hashed (sha256, hex); claims expire.
CREATE TABLE registration_claims (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  company text,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX registration_claims_email_idx ON registration_claims (email);
CREATE INDEX registration_claims_expires_idx ON registration_claims (expires_at);
