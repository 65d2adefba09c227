-- Tender notices from the CanadaBuys open data, one row per reference number (amended in place).
-- Both languages are kept side by side; list columns keep the feed's order; flags derived from the notice text
-- are real columns so search can filter and count on them.
CREATE TABLE tenders (
  id text PRIMARY KEY,                       -- CanadaBuys referenceNumber (tender_id in the API)
  amendment_number integer NOT NULL DEFAULT 0,
  amendment_date date,
  solicitation_number text,
  source_system text NOT NULL,               -- CanadaBuys, SAP Ariba, MERX, Buyandsell (legacy), Synthetic
  title_en text,
  title_fr text,
  description_en text,
  description_fr text,
  status text NOT NULL,                      -- open | cancelled | expired | awarded (as published)
  status_en text,
  status_fr text,
  publication_date date,
  closing_at timestamptz,                    -- published as naive Eastern time, stored as an instant
  contract_start_date date,
  contract_end_date date,
  procurement_categories text[] NOT NULL DEFAULT '{}',   -- CNST, GD, SRV, SRVTGD
  notice_type_en text,
  notice_type_fr text,
  procurement_method_en text,
  procurement_method_fr text,
  selection_criteria_en text,
  selection_criteria_fr text,
  limited_tendering_reason_en text,
  limited_tendering_reason_fr text,
  trade_agreements_en text[] NOT NULL DEFAULT '{}',
  trade_agreements_fr text[] NOT NULL DEFAULT '{}',
  gsin_codes text[] NOT NULL DEFAULT '{}',
  gsin_descriptions_en text[] NOT NULL DEFAULT '{}',
  gsin_descriptions_fr text[] NOT NULL DEFAULT '{}',
  unspsc_codes text[] NOT NULL DEFAULT '{}',
  unspsc_descriptions_en text[] NOT NULL DEFAULT '{}',
  unspsc_descriptions_fr text[] NOT NULL DEFAULT '{}',
  regions_opportunity_en text[] NOT NULL DEFAULT '{}',
  regions_opportunity_fr text[] NOT NULL DEFAULT '{}',
  regions_delivery_en text[] NOT NULL DEFAULT '{}',
  regions_delivery_fr text[] NOT NULL DEFAULT '{}',
  regions text[] NOT NULL DEFAULT '{}',      -- normalised: the 13 provinces and territories, NCR, National
  organization_en text,
  organization_fr text,
  buyer_address jsonb NOT NULL DEFAULT '{}',
  end_user_en text,
  end_user_fr text,
  end_user_address_en text,
  end_user_address_fr text,
  contact_name text,
  contact_email text,
  contact_phone text,
  contact_fax text,
  contact_address jsonb NOT NULL DEFAULT '{}',
  notice_url_en text,
  notice_url_fr text,
  attachments_en text[] NOT NULL DEFAULT '{}',
  attachments_fr text[] NOT NULL DEFAULT '{}',
  value_amount numeric,                      -- only when the notice discloses one; never estimated here
  value_currency text,
  canadian_made boolean NOT NULL DEFAULT false,
  indigenous_business_required boolean NOT NULL DEFAULT false,
  experience_required boolean NOT NULL DEFAULT false,
  security_clearance_required boolean NOT NULL DEFAULT false,
  lowest_price_selection boolean NOT NULL DEFAULT false,
  clearance_levels text[] NOT NULL DEFAULT '{}',
  product_certifications text[] NOT NULL DEFAULT '{}',
  business_certifications text[] NOT NULL DEFAULT '{}',
  language_requirements text[] NOT NULL DEFAULT '{}',
  contract_length_months integer,
  business_intelligence jsonb NOT NULL DEFAULT '{}',
  pdf_processing_status text,                -- pending | processing | completed | failed; NULL: no PDF
  content_hash text NOT NULL,                -- hash of the normalised notice: re-ingesting the same row is a no-op
  last_ingest_run_id bigint,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tenders_closing_at_idx ON tenders (closing_at);
CREATE INDEX tenders_status_idx ON tenders (status);
CREATE INDEX tenders_first_seen_at_idx ON tenders (first_seen_at);
-- Consumers that index or embed tenders (search) pick up what changed since they last looked.
CREATE INDEX tenders_updated_at_idx ON tenders (updated_at);
CREATE INDEX tenders_regions_idx ON tenders USING gin (regions);
CREATE INDEX tenders_categories_idx ON tenders USING gin (procurement_categories);
CREATE INDEX tenders_organization_en_idx ON tenders (organization_en);

-- Each version a tender had before an update, with what the update changed.
CREATE TABLE tender_versions (
  id bigserial PRIMARY KEY,
  tender_id text NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  amendment_number integer NOT NULL,        -- the amendment this snapshot was
  replaced_by_amendment integer NOT NULL,   -- the amendment that replaced it
  amendment_date date,                       -- the replacing notice's amendment date
  changed_fields text[] NOT NULL,
  changes jsonb NOT NULL,                    -- [{ field, before, after }]
  snapshot jsonb NOT NULL,                   -- the whole normalised notice as it was
  content_hash text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tender_versions_tender_idx ON tender_versions (tender_id, id);

-- Every ingest run (CLI, start-up sample, live feeds), for operators and the analytics dashboard.
CREATE TABLE ingest_runs (
  id bigserial PRIMARY KEY,
  source text NOT NULL,                      -- file path or URL
  feed text NOT NULL,                        -- bundled | file | url | new-notices | open-notices | generated
  status text NOT NULL DEFAULT 'running',    -- running | succeeded | failed
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  rows_read integer NOT NULL DEFAULT 0,
  rows_inserted integer NOT NULL DEFAULT 0,
  rows_updated integer NOT NULL DEFAULT 0,
  rows_unchanged integer NOT NULL DEFAULT 0,
  rows_rejected integer NOT NULL DEFAULT 0,
  rejects jsonb NOT NULL DEFAULT '[]',       -- the first rejected rows: [{ line, reason }]
  error text
);
CREATE INDEX ingest_runs_started_at_idx ON ingest_runs (started_at);
