-- Amendment alerts name what changed and come for material changes only, unless the user asks for every change.
ALTER TABLE users ADD COLUMN amendment_alerts text NOT NULL DEFAULT 'material'
  CHECK (amendment_alerts IN ('material', 'all'));

-- What a notification says beyond its kind: an amendment's changes ({ "eng": "…", "fra": "…" }), or why a
-- tender matched a saved search.
ALTER TABLE notifications ADD COLUMN details jsonb;
-- "Not relevant": hidden from the user's notifications (kept, so the same event never notifies again).
ALTER TABLE notifications ADD COLUMN hidden_at timestamptz;

-- Words a saved search leaves out, added from "Not relevant" and shown to the user, who can remove them.
ALTER TABLE saved_searches ADD COLUMN exclusions text[] NOT NULL DEFAULT '{}';
