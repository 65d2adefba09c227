import type { BusinessEvidence, BusinessIntelligence } from '@tenderscout/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { filterSql, type ResolvedFilters } from '../tenders';
import { buyerRegionOf, type FitTender } from './fit';

/** SQL of the AI module: the tenders the fit model reads, and recommendation candidates. */

export interface FitTenderRow {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  description_en: string | null;
  description_fr: string | null;
  organization_en: string | null;
  organization_fr: string | null;
  status: string;
  procurement_categories: string[];
  unspsc_codes: string[];
  unspsc_descriptions_en: string[];
  unspsc_descriptions_fr: string[];
  gsin_codes: string[];
  gsin_descriptions_en: string[];
  gsin_descriptions_fr: string[];
  regions: string[];
  buyer_province: string | null;
  buyer_city: string | null;
  value_amount: number | null;
  closing_at: Date | null;
  security_clearance_required: boolean;
  clearance_levels: string[];
  indigenous_business_required: boolean;
  indigenous_set_aside: 'full' | 'partial' | null;
  canadian_made: boolean;
  experience_required: boolean;
  experience_years: number | null;
  business_certifications: string[];
  product_certifications: string[];
  language_requirements: string[];
  evidence: BusinessEvidence[] | null;
  similarity: number | null;
}

const fitColumns = (vector: VectorQuery | null): RawBuilder<unknown> => sql`
  t.id, t.title_en, t.title_fr, left(t.description_en, 3000) AS description_en,
  left(t.description_fr, 2000) AS description_fr, t.organization_en, t.organization_fr, t.status,
  t.procurement_categories, t.unspsc_codes, t.unspsc_descriptions_en, t.unspsc_descriptions_fr,
  t.gsin_codes, t.gsin_descriptions_en, t.gsin_descriptions_fr, t.regions,
  t.buyer_address->'en'->>'province' AS buyer_province, t.buyer_address->'en'->>'city' AS buyer_city,
  t.value_amount, t.closing_at,
  t.security_clearance_required, t.clearance_levels, t.indigenous_business_required,
  t.business_intelligence->>'indigenous_set_aside' AS indigenous_set_aside, t.canadian_made,
  t.experience_required, (t.business_intelligence->>'experience_years')::int AS experience_years,
  t.business_certifications, t.product_certifications, t.language_requirements,
  t.business_intelligence->'evidence' AS evidence,
  ${vector ? sql`(1 - (e.embedding::${dims(vector)} <=> ${vector.vector}::${dims(vector)}))::float8` : sql`NULL::float8`} AS similarity`;

export interface VectorQuery {
  vector: string;
  model: string;
  dimensions: number;
}

const dims = (vector: VectorQuery) => sql.raw(`vector(${Math.trunc(vector.dimensions)})`);

const embeddingJoin = (vector: VectorQuery | null): RawBuilder<unknown> =>
  vector ? sql`LEFT JOIN tender_embeddings AS e ON e.tender_id = t.id AND e.model = ${vector.model}` : sql``;

export const toFitTender = (row: FitTenderRow): FitTender => ({
  id: row.id,
  title: row.title_en ?? row.title_fr ?? '',
  titleFr: row.title_fr,
  description: row.description_en ?? row.description_fr ?? '',
  descriptionFr: row.description_fr,
  categories: row.procurement_categories,
  unspscCodes: row.unspsc_codes,
  commodityDescriptions: [
    ...row.unspsc_descriptions_en,
    ...row.gsin_descriptions_en,
    ...row.unspsc_descriptions_fr,
    ...row.gsin_descriptions_fr,
  ],
  commodities: [
    ...row.unspsc_codes.map((code, index) => ({
      code,
      en: row.unspsc_descriptions_en[index] ?? null,
      fr: row.unspsc_descriptions_fr[index] ?? null,
    })),
    ...row.gsin_codes.map((code, index) => ({
      code,
      en: row.gsin_descriptions_en[index] ?? null,
      fr: row.gsin_descriptions_fr[index] ?? null,
    })),
  ],
  regions: row.regions,
  buyerRegion: buyerRegionOf(row.buyer_province, row.buyer_city),
  valueAmount: row.value_amount,
  closingAt: row.closing_at === null ? null : new Date(row.closing_at),
  clearanceRequired: row.security_clearance_required,
  clearanceLevels: row.clearance_levels,
  indigenousBusinessRequired: row.indigenous_business_required,
  indigenousSetAside: row.indigenous_set_aside,
  canadianMade: row.canadian_made,
  experienceRequired: row.experience_required,
  experienceYears: row.experience_years,
  businessCertifications: row.business_certifications,
  productCertifications: row.product_certifications,
  languageRequirements: row.language_requirements,
  evidence: Array.isArray(row.evidence) ? row.evidence : [],
});

export const aiStore = {
  /** Buyers present in the store (the parser only turns known buyers into a filter). */
  listOrganizations: async (db: Db): Promise<Array<{ name: string; nameFr: string | null }>> => {
    const { rows } = await sql<{ name: string; name_fr: string | null }>`
      SELECT organization_en AS name, max(organization_fr) AS name_fr FROM tenders
      WHERE organization_en IS NOT NULL GROUP BY organization_en ORDER BY count(*) DESC LIMIT 2000`.execute(
      db,
    );
    return rows.map((row) => ({ name: row.name, nameFr: row.name_fr }));
  },

  hasEmbeddings: async (db: Db, model: string): Promise<boolean> => {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM tender_embeddings WHERE model = ${model}) AS found`.execute(db);
    return rows[0]?.found ?? false;
  },

  /** The tenders the fit model reads, by id (with the profile similarity when a vector is given). */
  loadFitTenders: async (
    db: Db,
    ids: string[],
    vector: VectorQuery | null = null,
  ): Promise<FitTenderRow[]> => {
    if (ids.length === 0) return [];
    const { rows } = await sql<FitTenderRow>`
      SELECT ${fitColumns(vector)} FROM tenders AS t ${embeddingJoin(vector)}
      WHERE t.id = ANY(${ids}::text[])`.execute(db);
    return rows;
  },

  businessIntelligence: async (db: Db, ids: string[]): Promise<Map<string, BusinessIntelligence>> => {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ id: string; business_intelligence: BusinessIntelligence }>`
      SELECT id, business_intelligence FROM tenders WHERE id = ANY(${ids}::text[])`.execute(db);
    return new Map(rows.map((row) => [row.id, row.business_intelligence]));
  },

  /**
   * Recommendation candidates: tenders passing the filters (open, categories, the caller's not-applicable
   * ones hidden), pre-ranked cheaply in SQL by meaning similarity, profile words and region, best `limit` first.
   * The fit model then scores them exactly.
   */
  recommendationCandidates: async (
    db: Db,
    options: {
      filters: ResolvedFilters;
      vector: VectorQuery | null;
      /** websearch_to_tsquery text of the profile's words ("a" or "b c" or …), or null. */
      keywords: string | null;
      /** LIKE patterns of the profile's commodity codes (a tender carrying one ranks first). */
      codePatterns: string[];
      regions: string[];
      limit: number;
      /** Only among these tenders (the alerts' new notices). */
      onlyTenderIds?: string[];
    },
  ): Promise<FitTenderRow[]> => {
    const { vector, keywords, onlyTenderIds } = options;
    const keywordBonus = keywords
      ? sql`CASE WHEN t.search_en @@ websearch_to_tsquery('ts_en', ${keywords})
              OR t.search_fr @@ websearch_to_tsquery('ts_fr', ${keywords}) THEN 0.6 ELSE 0 END`
      : sql`0`;
    const similarity = vector
      ? sql`coalesce(1 - (e.embedding::${dims(vector)} <=> ${vector.vector}::${dims(vector)}), 0)`
      : sql`0`;
    const codeBonus =
      options.codePatterns.length > 0
        ? sql`CASE WHEN EXISTS (SELECT 1 FROM unnest(t.unspsc_codes || t.gsin_codes) AS c(code)
              WHERE ltrim(upper(c.code), '*') LIKE ANY(${options.codePatterns}::text[])) THEN 1 ELSE 0 END`
        : sql`0`;
    const regionBonus =
      options.regions.length > 0
        ? sql`CASE WHEN t.regions && ${options.regions}::text[] OR t.regions && ARRAY['National']::text[] THEN 0.2 ELSE 0 END`
        : sql`0`;
    const { rows } = await sql<FitTenderRow>`
      SELECT ${fitColumns(vector)}
      FROM tenders AS t ${embeddingJoin(vector)}
      WHERE ${filterSql(options.filters)}
        ${onlyTenderIds ? sql`AND t.id = ANY(${onlyTenderIds}::text[])` : sql``}
      ORDER BY (${similarity} + ${keywordBonus} + ${codeBonus} + ${regionBonus}) DESC, t.closing_at ASC NULLS LAST, t.id
      LIMIT ${options.limit}`.execute(db);
    return rows;
  },

  /** The caller's not-applicable tenders (most recent first), for "similar ones ranked lower". */
  dismissedTenders: async (
    db: Db,
    userId: string,
  ): Promise<Array<{ id: string; title: string; unspsc_codes: string[] }>> => {
    const { rows } = await sql<{ id: string; title: string; unspsc_codes: string[] }>`
      SELECT t.id, coalesce(t.title_en, t.title_fr, '') AS title, t.unspsc_codes
      FROM tender_reviews AS r JOIN tenders AS t ON t.id = r.tender_id
      WHERE r.user_id = ${userId}::uuid AND r.status = 'not_applicable'
      ORDER BY r.reviewed_at DESC LIMIT 50`.execute(db);
    return rows;
  },

  /** For each candidate, its closest dismissed tender by embedding (same model), when both are embedded. */
  closestDismissed: async (
    db: Db,
    candidateIds: string[],
    dismissedIds: string[],
    model: string,
    dimensions: number,
  ): Promise<Map<string, { id: string; similarity: number }>> => {
    if (candidateIds.length === 0 || dismissedIds.length === 0) return new Map();
    const type = sql.raw(`vector(${Math.trunc(dimensions)})`);
    const { rows } = await sql<{ id: string; dismissed_id: string; similarity: number }>`
      SELECT DISTINCT ON (c.tender_id) c.tender_id AS id, n.tender_id AS dismissed_id,
        (1 - (c.embedding::${type} <=> n.embedding::${type}))::float8 AS similarity
      FROM tender_embeddings AS c JOIN tender_embeddings AS n ON n.model = c.model
      WHERE c.model = ${model} AND c.tender_id = ANY(${candidateIds}::text[]) AND n.tender_id = ANY(${dismissedIds}::text[]) AND n.tender_id <> c.tender_id
      ORDER BY c.tender_id, c.embedding::${type} <=> n.embedding::${type}`.execute(db);
    return new Map(rows.map((row) => [row.id, { id: row.dismissed_id, similarity: row.similarity }]));
  },
};
