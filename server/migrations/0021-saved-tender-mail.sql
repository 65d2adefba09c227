-- Alerts about saved tenders (amendments, closing reminders) also go by e-mail unless the user turns them off
-- (in Alerts, or with the one-click unsubscribe link of such an e-mail).
ALTER TABLE users ADD COLUMN saved_tender_mail boolean NOT NULL DEFAULT true;
