-- Both official languages (issue 12): the interface language a signed-in user chose, 'en' or 'fr';
-- NULL until they choose, when the browser's language decides.
ALTER TABLE users ADD COLUMN preferred_language text CHECK (preferred_language IN ('en', 'fr'));
