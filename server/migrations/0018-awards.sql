-- Award history: CanadaBuys award notices, contract history (one row per amendment, the latest kept) and the
-- legacy buyandsell contract history, one row per contract. Feeds the award search, the supplier pages and the
-- similar-contracts list and value estimate on a tender.

-- Solicitation numbers carry amendment noise ("25-58049 Amendment 8 Modification") and contract numbers extend
-- them ("W8482-264695/A", "W8482-264695/001/MP9"): the key keeps what comes before that noise and the first "/",
-- upper case, without spaces. Used on both sides of the award → tender link.
CREATE FUNCTION award_solicitation_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT nullif(
      regexp_replace(
        split_part(regexp_replace(upper(coalesce(value, '')), '\s*(AMENDMENT|MODIFICATION).*$', ''), '/', 1),
        '\s+', '', 'g'),
      '')
  $$;

CREATE TABLE awards (
  id text PRIMARY KEY,                       -- kind prefix + the source's own key (see the loader)
  kind text NOT NULL,                        -- award_notice | contract_history | legacy_contract
  reference_number text,
  solicitation_number text,
  solicitation_key text GENERATED ALWAYS AS (award_solicitation_key(solicitation_number)) STORED,
  contract_number text,
  amendment_number integer NOT NULL DEFAULT 0,
  title_en text,
  title_fr text,
  description_en text,
  description_fr text,
  supplier_name text NOT NULL,
  supplier_key text NOT NULL,                -- spelling variants grouped (supplierKeyOf in the domain)
  supplier_city text,
  supplier_province text,
  buyer_en text,
  buyer_fr text,
  buyer_key text,                            -- lower-cased English buyer name, for "same buyer"
  publication_date date,
  award_date date,
  start_date date,
  end_date date,
  value_amount numeric,                      -- the larger published amount; NULL when 0.00 (not published)
  value_currency text,                       -- CAD, USD …; NULL when the file does not say
  procurement_categories text[] NOT NULL DEFAULT '{}',
  unspsc_codes text[] NOT NULL DEFAULT '{}',
  unspsc_descriptions_en text[] NOT NULL DEFAULT '{}',
  unspsc_descriptions_fr text[] NOT NULL DEFAULT '{}',
  gsin_codes text[] NOT NULL DEFAULT '{}',
  gsin_descriptions_en text[] NOT NULL DEFAULT '{}',
  gsin_descriptions_fr text[] NOT NULL DEFAULT '{}',
  commodity_families text[] NOT NULL DEFAULT '{}',   -- U:<UNSPSC segment+family> and G:<GSIN group>
  regions text[] NOT NULL DEFAULT '{}',      -- normalised like tenders.regions
  status_en text,
  status_fr text,
  content_hash text NOT NULL,
  last_ingest_run_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_en tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('ts_en', coalesce(title_en, '')), 'A') ||
    setweight(to_tsvector('ts_en', supplier_name || ' ' || coalesce(buyer_en, '')), 'B') ||
    setweight(to_tsvector('ts_en', search_join(unspsc_descriptions_en) || ' ' || search_join(gsin_descriptions_en)), 'C') ||
    setweight(to_tsvector('ts_en', left(coalesce(description_en, ''), 4000)), 'D')
  ) STORED
);

CREATE INDEX awards_solicitation_key_idx ON awards (solicitation_key);
CREATE INDEX awards_reference_idx ON awards (reference_number);
CREATE INDEX awards_supplier_key_idx ON awards (supplier_key, award_date DESC NULLS LAST);
CREATE INDEX awards_buyer_key_idx ON awards (buyer_key, award_date DESC NULLS LAST);
CREATE INDEX awards_award_date_idx ON awards (award_date DESC NULLS LAST, id);
CREATE INDEX awards_families_idx ON awards USING gin (commodity_families);
CREATE INDEX awards_unspsc_idx ON awards USING gin (unspsc_codes);
-- Similar awards read the newest few of a commodity through these (a GIN look-up of a common family would
-- gather every match first).
CREATE INDEX awards_first_family_idx ON awards ((commodity_families[1]), award_date DESC NULLS LAST);
CREATE INDEX awards_first_code_idx ON awards ((unspsc_codes[1]), award_date DESC NULLS LAST);
CREATE INDEX awards_regions_idx ON awards USING gin (regions);
CREATE INDEX awards_search_en_idx ON awards USING gin (search_en);

-- Tenders found by the same key an award carries.
CREATE INDEX tenders_solicitation_key_idx ON tenders (award_solicitation_key(solicitation_number));
