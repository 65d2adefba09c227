-- "New tenders for my company": the company profile is one more alert source of each user, with its own
-- frequency. New accounts get a daily digest; accounts that already exist get it only when they had completed
-- their profile (the others never described their company, so nothing would match; they can turn it on in Alerts).
ALTER TABLE users
  ADD COLUMN company_alert_frequency text NOT NULL DEFAULT 'daily'
    CHECK (company_alert_frequency IN ('off', 'instant', 'daily', 'weekly')),
  -- Notices first seen before this are not news to this source.
  ADD COLUMN company_alert_since timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN company_alert_digest_at timestamptz;
UPDATE users SET company_alert_frequency = 'off' WHERE company_profile IS NULL OR NOT onboarding_complete;

-- A new notice that matches the company profile: once per notice and user (event key `company:<tender id>`).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_match', 'amendment', 'deadline', 'company_match'));
CREATE INDEX notifications_company_pending_idx ON notifications (user_id)
  WHERE mail_state = 'pending' AND kind = 'company_match';
