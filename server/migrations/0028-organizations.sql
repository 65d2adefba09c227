-- Organizations: every account belongs to exactly one. The company profile is the organization's (one profile
-- drives recommendations, fit, drafting and company alerts for every member). Members have a role: an owner
-- decides and manages members, a member works, a viewer reads. Existing accounts become organizations of one,
-- owning their profile; saved tenders and drafts stay keyed by their author, who is the organization's owner.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- The organization's company profile (the onboarding form); null until someone fills it in.
  company_profile jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per account: an account belongs to exactly one organization.
CREATE TABLE org_members (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member', 'viewer')),
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX org_members_org_idx ON org_members (org_id, joined_at);

-- Every existing account becomes an organization of one, with the same id, owning its profile.
INSERT INTO organizations (id, name, company_profile, created_at)
SELECT id,
       coalesce(nullif(btrim(company_profile ->> 'companyName'), ''), nullif(btrim(company), ''), name),
       company_profile,
       created_at
FROM users;
INSERT INTO org_members (user_id, org_id, role, joined_at)
SELECT id, id, 'owner', created_at FROM users;

-- A new account (sign-up, the demo and its copies, an invited colleague before joining) founds its organization
-- of one in the same statement, whichever code path inserts it.
CREATE FUNCTION found_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organizations (id, name, company_profile)
  VALUES (NEW.id,
          coalesce(nullif(btrim(NEW.company_profile ->> 'companyName'), ''), nullif(btrim(NEW.company), ''),
                   NEW.name),
          NEW.company_profile);
  INSERT INTO org_members (user_id, org_id, role) VALUES (NEW.id, NEW.id, 'owner');
  RETURN NEW;
END
$$;
CREATE TRIGGER users_found_organization AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION found_organization();

-- An organization left without members (its last account deleted, or it joined another) goes, with all it holds.
CREATE FUNCTION drop_empty_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM organizations o
  WHERE o.id = OLD.org_id AND NOT EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = OLD.org_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER org_members_drop_empty AFTER DELETE OR UPDATE OF org_id ON org_members
  FOR EACH ROW EXECUTE FUNCTION drop_empty_organization();

-- Invitations: the mailed link carries `<id>.<HMAC of id and e-mail>`; it works once (accepted_at) and until
-- expires_at. Inviting the same address again replaces the pending invitation.
CREATE TABLE org_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'member', 'viewer')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX org_invitations_pending_key ON org_invitations (org_id, lower(email)) WHERE accepted_at IS NULL;

-- The bid pipeline: the tenders an organization tracks, one row per tender.
CREATE TABLE pipeline_items (
  org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('watching', 'qualifying', 'go', 'no_go', 'drafting', 'submitted', 'won',
                                       'lost')),
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  due_date date,
  value double precision CHECK (value IS NULL OR value >= 0),
  p_win integer CHECK (p_win IS NULL OR p_win BETWEEN 0 AND 100),
  -- The go / no-go decision: who, when, why, and the fit criteria checked.
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_reason text,
  decision_checklist jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Won or lost: from an award notice ('award') or set by a member ('member'); the winner and value when lost.
  outcome_source text CHECK (outcome_source IN ('award', 'member')),
  outcome_supplier text,
  outcome_value double precision,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, tender_id)
);
CREATE INDEX pipeline_items_tender_idx ON pipeline_items (tender_id);

-- What happened to a tracked tender: stage changes, decisions, comments (with their mentions), draft edits,
-- amendments of the notice and outcomes, oldest first.
CREATE TABLE pipeline_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id uuid NOT NULL,
  tender_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('tracked', 'stage', 'decision', 'updated', 'comment', 'draft', 'amendment',
                                     'outcome')),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (org_id, tender_id) REFERENCES pipeline_items (org_id, tender_id) ON DELETE CASCADE
);
CREATE INDEX pipeline_events_item_idx ON pipeline_events (org_id, tender_id, id);
