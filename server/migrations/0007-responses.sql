-- Bid response drafts, one per user and tender (DECISIONS.md: stored on the server so they follow the user).
-- Each section keeps the time it last changed: a save carries only the sections its editor changed, so two tabs
-- editing different sections both keep their text (last write wins per section). `version` grows by one per
-- save; an editor whose base version is behind is told to reload.
CREATE TABLE response_drafts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  executive_summary text NOT NULL DEFAULT '',
  technical_approach text NOT NULL DEFAULT '',
  project_team text NOT NULL DEFAULT '',
  timeline text NOT NULL DEFAULT '',
  budget text NOT NULL DEFAULT '',
  additional_info text NOT NULL DEFAULT '',
  executive_summary_updated_at timestamptz,
  technical_approach_updated_at timestamptz,
  project_team_updated_at timestamptz,
  timeline_updated_at timestamptz,
  budget_updated_at timestamptz,
  additional_info_updated_at timestamptz,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tender_id),
  CHECK ((status = 'submitted') = (submitted_at IS NOT NULL))
);
-- My Responses lists the most recently saved first.
CREATE INDEX response_drafts_user_saved_idx ON response_drafts (user_id, saved_at DESC);
CREATE INDEX response_drafts_tender_idx ON response_drafts (tender_id);
