import type { Language } from '@tenderscout/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { dataVersionSql } from '../../db/data-version';
import { filterSql, type ResolvedFilters, effectiveStatusSql } from '../tenders';
import { hitsSql, type SearchHitRow } from './search-hits.store';
import { matchSetSql, type KeywordPlan } from './search-keyword.store';

/**
 * A search's counts statement: over the whole match set (keyword matches plus `extraIds`, or exactly `onlyIds`,
 * or every tender to browse), filtered, in one statement — the total and the facet counts, how many of the
 * matches the caller hid, the page's tenders with their highlights (and the related tenders'), and the store's
 * data version. The page is known beforehand (`ids`: a page of the ranked list, the references), or read in
 * date order from the match set (`ordered`: browsing, a sort by date, the matches past the ranked list).
 */

export type MatchOrder = 'date' | 'closing_date' | 'open_first';

export interface PagePlan {
  /** The page's ids, in order, decided beforehand. */
  ids: string[];
  /** `ids` stand only while the match set holds at most this many tenders; null: always. */
  idsUpTo: number | null;
  /** The page (or its rest) in date order from the match set, when it holds more than `whenTotalAbove`. */
  ordered: {
    order: MatchOrder;
    excludeIds: string[];
    limit: number;
    offset: number;
    whenTotalAbove: number;
  } | null;
  /** Related tenders, loaded with the page. */
  relatedIds: string[];
}

export interface PageWithCounts {
  facets: Array<{ facet: string; value: string | null; other: string | null; count: number }>;
  hiddenCount: number;
  /** The page's tenders, in order. */
  pageIds: string[];
  /** The page's and the related tenders' rows. */
  rows: SearchHitRow[];
  dataVersion: string;
}

const orderSql = (order: MatchOrder): RawBuilder<unknown> =>
  order === 'date'
    ? sql`m.publication_date DESC NULLS LAST, m.id`
    : order === 'open_first'
      ? sql`(m.status = 'open') DESC, m.publication_date DESC NULLS LAST, m.id`
      : // Open tenders closing soonest first, then closed ones (most recently closed first), then none.
        sql`(m.closing_at IS NULL), (m.status <> 'open'), CASE WHEN m.status = 'open' THEN m.closing_at END ASC,
          m.closing_at DESC, m.id`;

/** The facet counts over the visible matches `v`. */
const FACETS = sql`
  SELECT 'total' AS facet, NULL AS value, NULL AS other, count(*)::int AS count FROM v
  UNION ALL SELECT 'status', status, NULL, count(*)::int FROM v GROUP BY status
  UNION ALL SELECT 'category', c, NULL, count(*)::int FROM v, unnest(v.procurement_categories) AS c GROUP BY c
  UNION ALL SELECT 'region', r, NULL, count(*)::int FROM v, unnest(v.regions) AS r GROUP BY r
  UNION ALL (SELECT 'organization', organization_en, max(organization_fr), count(*)::int FROM v
    WHERE organization_en IS NOT NULL GROUP BY organization_en ORDER BY count(*) DESC, organization_en LIMIT 20)
  UNION ALL SELECT 'notice_type', notice_type_en, max(notice_type_fr), count(*)::int FROM v
    WHERE notice_type_en IS NOT NULL GROUP BY notice_type_en
  UNION ALL SELECT 'pdf', pdf_processing_status, NULL, count(*)::int FROM v
    WHERE pdf_processing_status IS NOT NULL GROUP BY pdf_processing_status
  UNION ALL SELECT 'canadianMade', canadian_made::text, NULL, count(*)::int FROM v GROUP BY canadian_made
  UNION ALL SELECT 'experienceRequired', experience_required::text, NULL, count(*)::int FROM v
    GROUP BY experience_required
  UNION ALL SELECT 'indigenousBusinessRequired', indigenous_business_required::text, NULL, count(*)::int FROM v
    GROUP BY indigenous_business_required
  UNION ALL SELECT 'securityClearanceRequired', security_clearance_required::text, NULL, count(*)::int FROM v
    GROUP BY security_clearance_required`;

const pageSql = (plan: PagePlan): RawBuilder<unknown> => {
  const idsWhen = plan.idsUpTo === null ? sql`TRUE` : sql`(SELECT n FROM total) <= ${plan.idsUpTo}`;
  const known = sql`SELECT p.id, p.ord FROM unnest(${plan.ids}::text[]) WITH ORDINALITY AS p(id, ord) WHERE ${idsWhen}`;
  const { ordered } = plan;
  if (!ordered) return known;
  return sql`${known}
    UNION ALL
    SELECT o.id, 1000000 + o.ord FROM (
      SELECT m.id, row_number() OVER (ORDER BY ${orderSql(ordered.order)}) AS ord FROM v AS m
      WHERE NOT (m.id = ANY(${ordered.excludeIds}::text[])) AND (SELECT n FROM total) > ${ordered.whenTotalAbove}
      ORDER BY ${orderSql(ordered.order)}
      LIMIT ${ordered.limit} OFFSET ${ordered.offset}) AS o`;
};

export const pageWithCounts = async (
  db: Db,
  options: {
    match: { keyword: KeywordPlan | null; extraIds: string[]; onlyIds?: string[] };
    filters: ResolvedFilters;
    /** The caller whose not-applicable tenders are hidden (and counted), or null. */
    hiddenFor: string | null;
    page: PagePlan;
    /** The plan whose words the hits highlight, or null for none. */
    highlight: KeywordPlan | null;
    language: Language;
  },
): Promise<PageWithCounts> => {
  const { from, match } = matchSetSql(options.match);
  const hidden = options.hiddenFor
    ? sql`EXISTS (SELECT 1 FROM tender_reviews AS r
        WHERE r.tender_id = t.id AND r.user_id = ${options.hiddenFor}::uuid AND r.status = 'not_applicable')`
    : sql`FALSE`;
  const hitIds = sql`ARRAY(SELECT id FROM page UNION SELECT unnest(${options.page.relatedIds}::text[]))`;
  const { rows } = await sql<
    Partial<SearchHitRow> & {
      facets: PageWithCounts['facets'];
      hidden_count: number;
      data_version: string | null;
      page_ord: number | null;
    }
  >`
    WITH m AS MATERIALIZED (
      SELECT t.id, ${effectiveStatusSql('t')} AS status, t.procurement_categories, t.regions,
        t.organization_en, t.organization_fr, t.notice_type_en, t.notice_type_fr, t.pdf_processing_status,
        t.canadian_made, t.experience_required, t.indigenous_business_required, t.security_clearance_required,
        t.publication_date, t.closing_at, ${hidden} AS hidden
      FROM ${from} WHERE ${match} AND ${filterSql({ ...options.filters, hideNotApplicableFor: undefined })}
    ),
    v AS MATERIALIZED (SELECT * FROM m WHERE NOT hidden),
    total AS (SELECT count(*)::int AS n FROM v),
    page AS (${pageSql(options.page)})
    SELECT (SELECT json_agg(f) FROM (${FACETS}) AS f) AS facets,
      (SELECT count(*)::int FROM m WHERE hidden) AS hidden_count,
      ${dataVersionSql} AS data_version,
      h.*, (SELECT min(page.ord) FROM page WHERE page.id = h.id)::int AS page_ord
    FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (${hitsSql(hitIds, options.highlight, options.language)}) AS h ON TRUE`.execute(db);
  const first = rows[0];
  const hits = rows.filter((row): row is (typeof rows)[number] & SearchHitRow => typeof row.id === 'string');
  return {
    facets: first?.facets ?? [],
    hiddenCount: first?.hidden_count ?? 0,
    pageIds: hits
      .filter((row) => row.page_ord !== null)
      .sort((left, right) => left.page_ord! - right.page_ord!)
      .map((row) => row.id),
    rows: hits,
    dataVersion: first?.data_version ?? 'empty',
  };
};
