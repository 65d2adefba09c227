import type { Language } from '@tenderscout/domain';
import { sql, type RawBuilder } from 'kysely';
import { tsQueries, type KeywordPlan } from './search-keyword.store';

export interface SearchHitRow {
  id: string;
  solicitation_number: string | null;
  title_en: string | null;
  title_fr: string | null;
  description: string;
  organization_en: string | null;
  organization_fr: string | null;
  value_amount: number | null;
  publication_date: string | null;
  closing_at: Date | null;
  status: string;
  procurement_categories: string[];
  unspsc_codes: string[];
  unspsc_descriptions_en: string[];
  unspsc_descriptions_fr: string[];
  gsin_codes: string[];
  gsin_descriptions_en: string[];
  gsin_descriptions_fr: string[];
  regions: string[];
  notice_type_en: string | null;
  notice_type_fr: string | null;
  pdf_processing_status: string | null;
  canadian_made: boolean;
  experience_required: boolean;
  indigenous_business_required: boolean;
  security_clearance_required: boolean;
  product_certifications: string[];
  business_certifications: string[];
  contract_length_months: number | null;
  title_headline: string | null;
  description_headline: string | null;
  /** `<file name>: <fragment>` of the first matching document, or null. */
  document_headline: string | null;
  /** The matching document is the searching user's own upload (labelled as theirs). */
  document_is_upload: boolean | null;
}

/**
 * The page's tenders with their highlight fragments, as a SELECT over the tenders whose ids are the text array
 * `ids` (a parameter or a subquery): part of a search's counts statement (search-page.store.ts). The text is
 * HTML-escaped before `ts_headline`, so the only markup in a fragment is the `<mark>` it adds; the query of
 * both languages marks words in either text.
 */
export const hitsSql = (ids: RawBuilder<unknown>, keyword: KeywordPlan | null, language: Language) => {
  const config = language === 'fra' ? sql.lit('ts_fr') : sql.lit('ts_en');
  const title =
    language === 'fra'
      ? sql`coalesce(t.title_fr, t.title_en, '')`
      : sql`coalesce(t.title_en, t.title_fr, '')`;
  const description =
    language === 'fra'
      ? sql`coalesce(t.description_fr, t.description_en, '')`
      : sql`coalesce(t.description_en, t.description_fr, '')`;
  const escape = (text: RawBuilder<unknown>) =>
    sql`replace(replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
  // Only the page is headlined; the text is cut first so a very long description stays cheap.
  const q = keyword ? tsQueries(keyword) : null;
  const headlines = q
    ? sql`,
      ts_headline(${config}, ${escape(title)}, ${q.hq},
        'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') AS title_headline,
      ts_headline(${config}, ${escape(sql`left(${description}, 20000)`)}, ${q.hq},
        'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
        AS description_headline`
    : sql`, NULL::text AS title_headline, NULL::text AS description_headline`;
  // The first processed notice document whose words match, named before its fragment (issue 8); uploads are
  // private to their uploader: only the searching user's own are quoted, to them, after the notice's.
  const ownUploads = keyword?.uploaderId
    ? sql`OR (d.source = 'upload' AND d.uploaded_by = ${keyword.uploaderId}::uuid)`
    : sql``;
  const documentHeadline = keyword
    ? sql`, doc.headline AS document_headline, doc.is_upload AS document_is_upload`
    : sql`, NULL::text AS document_headline, NULL::boolean AS document_is_upload`;
  const documentJoin = q
    ? sql`LEFT JOIN LATERAL (SELECT ${escape(sql`d.filename`)} || ': ' || ts_headline(
          CASE WHEN d.language = 'fra' THEN 'ts_fr'::regconfig ELSE 'ts_en'::regconfig END,
          ${escape(sql`left(d.text_content, 200000)`)}, ${q.hq},
          'StartSel=<mark>, StopSel=</mark>, MaxFragments=1, MaxWords=30, MinWords=12') AS headline,
          d.source = 'upload' AS is_upload
        FROM tender_documents AS d
        WHERE d.tender_id = t.id AND (d.source = 'notice' ${ownUploads})
          AND (d.search_text @@ ${q.men} OR d.search_text @@ ${q.mfr} OR d.search_text @@ ${q.sen}
            OR d.search_text @@ ${q.sfr})
        ORDER BY d.source = 'upload', d.created_at, d.id LIMIT 1) AS doc ON TRUE`
    : sql``;

  return sql<SearchHitRow>`
    SELECT t.id, t.solicitation_number, t.title_en, t.title_fr, left(${description}, 600) AS description,
      t.organization_en, t.organization_fr, t.value_amount,
      to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at, t.status,
      t.procurement_categories, t.unspsc_codes, t.unspsc_descriptions_en, t.unspsc_descriptions_fr,
      t.gsin_codes, t.gsin_descriptions_en, t.gsin_descriptions_fr, t.regions,
      t.notice_type_en, t.notice_type_fr, t.pdf_processing_status, t.canadian_made, t.experience_required,
      t.indigenous_business_required, t.security_clearance_required, t.product_certifications,
      t.business_certifications, t.contract_length_months ${headlines} ${documentHeadline}
    FROM tenders AS t ${documentJoin} WHERE t.id = ANY(${ids})`;
};
