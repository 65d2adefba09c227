-- Shared drafts: a tender's response draft is the organization's. Every member edits the same draft; each save
-- records who saved it (`saved_by`, kept when the account goes). Drafts written per account before this become
-- their organization's. Two members of one organization who each drafted the same tender get one draft, the
-- most recently saved first: a section that differs keeps both texts (the other after a blank line), so nothing
-- is lost.

-- A section's text folded with another's: unchanged when the other is empty or already in it.
CREATE FUNCTION fold_draft_text(kept text, other text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN other = '' OR position(other IN kept) > 0 THEN kept
    WHEN kept = '' THEN other
    ELSE kept || E'\n\n' || other
  END
$$;

ALTER TABLE response_drafts ADD COLUMN org_id uuid;
UPDATE response_drafts d SET org_id = m.org_id FROM org_members m WHERE m.user_id = d.user_id;
ALTER TABLE response_drafts DROP CONSTRAINT response_drafts_pkey;
ALTER TABLE response_drafts DROP CONSTRAINT response_drafts_user_id_fkey;
ALTER TABLE response_drafts RENAME COLUMN user_id TO saved_by;
ALTER TABLE response_drafts ALTER COLUMN saved_by DROP NOT NULL;
ALTER TABLE response_drafts
  ADD CONSTRAINT response_drafts_saved_by_fkey FOREIGN KEY (saved_by) REFERENCES users (id) ON DELETE SET NULL;

DO $$
DECLARE
  other record;
BEGIN
  FOR other IN
    SELECT r.*
    FROM (SELECT d.*,
                 first_value(d.saved_by) OVER w AS keeper,
                 row_number() OVER w AS n
          FROM response_drafts d
          WINDOW w AS (PARTITION BY d.org_id, d.tender_id ORDER BY d.saved_at DESC, d.saved_by)) r
    WHERE r.n > 1
    ORDER BY r.org_id, r.tender_id, r.n
  LOOP
    UPDATE response_drafts k SET
      executive_summary = fold_draft_text(k.executive_summary, other.executive_summary),
      technical_approach = fold_draft_text(k.technical_approach, other.technical_approach),
      project_team = fold_draft_text(k.project_team, other.project_team),
      timeline = fold_draft_text(k.timeline, other.timeline),
      budget = fold_draft_text(k.budget, other.budget),
      additional_info = fold_draft_text(k.additional_info, other.additional_info),
      executive_summary_updated_at = greatest(k.executive_summary_updated_at, other.executive_summary_updated_at),
      technical_approach_updated_at = greatest(k.technical_approach_updated_at, other.technical_approach_updated_at),
      project_team_updated_at = greatest(k.project_team_updated_at, other.project_team_updated_at),
      timeline_updated_at = greatest(k.timeline_updated_at, other.timeline_updated_at),
      budget_updated_at = greatest(k.budget_updated_at, other.budget_updated_at),
      additional_info_updated_at = greatest(k.additional_info_updated_at, other.additional_info_updated_at),
      version = greatest(k.version, other.version) + 1,
      status = 'draft',
      submitted_at = NULL,
      created_at = least(k.created_at, other.created_at)
    WHERE k.org_id = other.org_id AND k.tender_id = other.tender_id AND k.saved_by = other.keeper;
    DELETE FROM response_drafts
    WHERE org_id = other.org_id AND tender_id = other.tender_id AND saved_by = other.saved_by;
  END LOOP;
END
$$;

ALTER TABLE response_drafts ALTER COLUMN org_id SET NOT NULL;
ALTER TABLE response_drafts
  ADD CONSTRAINT response_drafts_org_id_fkey FOREIGN KEY (org_id) REFERENCES organizations (id) ON DELETE CASCADE;
ALTER TABLE response_drafts ADD PRIMARY KEY (org_id, tender_id);
DROP INDEX response_drafts_user_saved_idx;
-- My Responses lists the organization's most recently saved first.
CREATE INDEX response_drafts_org_saved_idx ON response_drafts (org_id, saved_at DESC);

-- An account that joins another organization leaves its own empty, which then goes with all it holds: its
-- drafts come along first, folded into the joined organization's draft of the same tender when there is one.
-- (Fires before org_members_drop_empty: triggers of one event run in name order.)
CREATE FUNCTION carry_drafts_to_joined_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = OLD.org_id) THEN
    UPDATE response_drafts k SET
      executive_summary = fold_draft_text(k.executive_summary, s.executive_summary),
      technical_approach = fold_draft_text(k.technical_approach, s.technical_approach),
      project_team = fold_draft_text(k.project_team, s.project_team),
      timeline = fold_draft_text(k.timeline, s.timeline),
      budget = fold_draft_text(k.budget, s.budget),
      additional_info = fold_draft_text(k.additional_info, s.additional_info),
      version = k.version + 1,
      saved_at = now()
    FROM response_drafts s
    WHERE s.org_id = OLD.org_id AND k.org_id = NEW.org_id AND k.tender_id = s.tender_id;
    DELETE FROM response_drafts s
    WHERE s.org_id = OLD.org_id
      AND EXISTS (SELECT 1 FROM response_drafts k WHERE k.org_id = NEW.org_id AND k.tender_id = s.tender_id);
    UPDATE response_drafts SET org_id = NEW.org_id WHERE org_id = OLD.org_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER org_members_carry_drafts AFTER UPDATE OF org_id ON org_members
  FOR EACH ROW WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id) EXECUTE FUNCTION carry_drafts_to_joined_organization();
