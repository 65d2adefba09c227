import {
  AWARDS_EXPORT_MAX_ROWS,
  MIN_COMPARABLE_AWARDS,
  SIMILAR_AWARDS_LIMIT,
  percentile,
  procurementCategoryLabel,
  regionLabel,
  supplierKeyOf,
  type Award,
  type AwardFacet,
  type AwardKind,
  type AwardsQuery,
  type AwardsResponse,
  type EstimateUnavailable,
  type Language,
  type SimilarAwardsResponse,
  type SimilarityReason,
  type SupplierProfile,
  type TenderAwards,
  type ValueEstimate,
  pickLanguage,
} from '@tenderscout/domain';
import { stringify } from 'csv-stringify/sync';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { tenderDataVersion } from '../../db/data-version';
import { AppError } from '../../lib/app-error';
import { toDateOnly } from '../../lib/date-only';
import { commodityFamiliesOf } from './ingest/award-normalise';
import { facetAggregates, type AwardAggregates } from './award-facet-counts';
import type { AwardRow } from './award-columns';
import {
  awardsStore,
  findIncumbent,
  findSimilarAwards,
  type FacetRow,
  type ScoredAwardRow,
  type SimilarityProbe,
} from './awards.store';

export const toAward = (row: AwardRow, language: Language, tenderId: string | null = null): Award => ({
  id: row.id,
  kind: row.kind as AwardKind,
  reference_number: row.reference_number,
  solicitation_number: row.solicitation_number,
  contract_number: row.contract_number,
  amendment_number: row.amendment_number,
  title: pickLanguage(language, row.title_en, row.title_fr) ?? row.contract_number ?? row.id,
  description: pickLanguage(language, row.description_en, row.description_fr),
  supplier: row.supplier_name,
  supplier_key: row.supplier_key,
  supplier_city: row.supplier_city,
  supplier_province: row.supplier_province,
  buyer: pickLanguage(language, row.buyer_en, row.buyer_fr),
  award_date: toDateOnly(row.award_date),
  publication_date: toDateOnly(row.publication_date),
  start_date: toDateOnly(row.start_date),
  end_date: toDateOnly(row.end_date),
  value: row.value_amount === null ? null : Number(row.value_amount),
  currency: row.value_currency,
  categories: row.procurement_categories,
  unspsc_codes: row.unspsc_codes,
  gsin_codes: row.gsin_codes,
  regions: row.regions,
  tender_id: tenderId,
});

const linkOf = (links: Map<string, string>, row: AwardRow): string | null =>
  (row.solicitation_key ? links.get(`s:${row.solicitation_key}`) : undefined) ??
  (row.reference_number ? links.get(`r:${row.reference_number}`) : undefined) ??
  null;

const withLinks = async (db: Db, rows: AwardRow[], language: Language): Promise<Award[]> => {
  const links = await awardsStore.tendersFor(db, rows);
  return rows.map((row) => toAward(row, language, linkOf(links, row)));
};

const facetLabels = (rows: FacetRow[], label: (row: FacetRow) => string): AwardFacet[] =>
  rows.map((row) => ({ value: row.value, label: label(row), count: row.count }));

/**
 * Aggregates of recent award searches, per store: paging, sorting and switching language do not change them.
 * An entry is used only while the store's data version is the one it was computed on, so an ingest by any
 * instance is seen at once.
 */
const aggregateCaches = new WeakMap<Db, LRUCache<string, AwardAggregates>>();

const aggregatesKey = ({
  page: _page,
  size: _size,
  sort: _sort,
  language: _language,
  ...filters
}: AwardsQuery) => JSON.stringify(filters, Object.keys(filters).sort());

const aggregatesOf = async (db: Db, query: AwardsQuery): Promise<AwardAggregates> => {
  let cache = aggregateCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 200 });
    aggregateCaches.set(db, cache);
  }
  const key = aggregatesKey(query);
  const version = await tenderDataVersion(db);
  const hit = cache.get(key);
  if (hit?.version === version) return hit;
  // Counted in memory over the awards of this data version (read once per version), exact.
  const aggregates = await facetAggregates(db, query);
  cache.set(key, aggregates);
  return aggregates;
};

export const searchAwards = async (db: Db, query: AwardsQuery): Promise<AwardsResponse> => {
  const { language } = query;
  const offset = (query.page - 1) * query.size;
  const [rows, aggregates] = await Promise.all([
    awardsStore.search(db, query, query.size, offset),
    aggregatesOf(db, query),
  ]);
  const { totals, suppliers, buyers, categories, regions, years, valueRanges } = aggregates;
  return {
    awards: await withLinks(db, rows, language),
    total: totals.total,
    page: query.page,
    size: query.size,
    total_value: Number(totals.total_value),
    valued_count: totals.valued_count,
    facets: {
      suppliers: facetLabels(suppliers, (row) => row.label ?? row.value),
      buyers: facetLabels(buyers, (row) => pickLanguage(language, row.value, row.label) ?? row.value),
      categories: facetLabels(categories, (row) => procurementCategoryLabel(row.value, language)),
      regions: facetLabels(regions, (row) => regionLabel(row.value, language)),
      years: facetLabels(years, (row) => row.value),
      value_ranges: facetLabels(valueRanges, (row) => row.value),
    },
  };
};

const CSV_COLUMNS = [
  'id',
  'kind',
  'title',
  'supplier',
  'buyer',
  'award_date',
  'value',
  'currency',
  'solicitation_number',
  'contract_number',
  'reference_number',
  'categories',
  'unspsc_codes',
  'gsin_codes',
  'regions',
] as const;

/** The matches as CSV (up to the export cap, newest first or in the requested order). */
export const exportAwardsCsv = async (
  db: Db,
  query: AwardsQuery,
): Promise<{ csv: string; truncated: boolean }> => {
  const rows = await awardsStore.search(db, query, AWARDS_EXPORT_MAX_ROWS + 1, 0);
  const truncated = rows.length > AWARDS_EXPORT_MAX_ROWS;
  const records = rows.slice(0, AWARDS_EXPORT_MAX_ROWS).map((row) => {
    const award = toAward(row, query.language);
    return CSV_COLUMNS.map((column) => {
      const value = award[column];
      return Array.isArray(value) ? value.join(' ') : (value ?? '');
    });
  });
  // A leading BOM so spreadsheet programs read the accents as UTF-8.
  return {
    csv: `\uFEFF${stringify([[...CSV_COLUMNS], ...records], {
      record_delimiter: '\r\n',
      // A cell a spreadsheet would run as a formula (= + - @ tab CR first) is written as text: a quote first.
      escape_formulas: true,
    })}`,
    truncated,
  };
};

export const getSupplierProfile = async (
  db: Db,
  name: string,
  options: { page: number; size: number; language: Language },
): Promise<SupplierProfile> => {
  const key = supplierKeyOf(name);
  const summary = key ? await awardsStore.supplierSummary(db, key) : undefined;
  if (!summary || summary.award_count === 0) throw new AppError('not_found', 'awards.supplierNotFound');
  const [names, buyers, categories, rows] = await Promise.all([
    awardsStore.supplierNames(db, key),
    awardsStore.supplierBuyers(db, key),
    awardsStore.supplierCategories(db, key),
    awardsStore.supplierAwards(db, key, options.size, (options.page - 1) * options.size),
  ]);
  const { language } = options;
  return {
    key,
    name: names[0]?.supplier_name ?? key,
    other_names: names.slice(1).map((row) => row.supplier_name),
    award_count: summary.award_count,
    total_value: Number(summary.total_value),
    valued_count: summary.valued_count,
    first_award_date: summary.first_award_date,
    last_award_date: summary.last_award_date,
    buyers: buyers.map((row) => ({
      value: row.buyer_en ?? '',
      label: pickLanguage(language, row.buyer_en, row.buyer_fr) ?? '',
      count: row.count,
      total_value: Number(row.total_value),
    })),
    categories: categories.map((row) => ({
      value: row.value,
      label: procurementCategoryLabel(row.value, language),
      count: row.count,
    })),
    awards: await withLinks(db, rows, language),
    page: options.page,
    size: options.size,
  };
};

const findTender = async (db: Db, id: string) => {
  const tender = await awardsStore.tenderById(db, id);
  if (!tender) throw new AppError('not_found', 'tenders.notFound');
  return tender;
};

export const getTenderAwards = async (db: Db, id: string, language: Language): Promise<TenderAwards> => {
  const tender = await findTender(db, id);
  const rows = await awardsStore.forTender(db, tender);
  return { tender_id: tender.id, awards: rows.map((row) => toAward(row, language, tender.id)) };
};

const reasonsOf = (row: ScoredAwardRow): SimilarityReason[] => {
  const reasons: SimilarityReason[] = [];
  if (row.same_commodity) reasons.push('same_commodity');
  else if (row.same_family) reasons.push('same_family');
  if (row.same_buyer) reasons.push('same_buyer');
  if (row.same_region) reasons.push('same_region');
  if (row.similar_text) reasons.push('similar_text');
  return reasons;
};

/**
 * The estimate from the similar awards that are comparable in price: same commodity code or family when the
 * probe has codes, else similar text; only published CAD values; at least MIN_COMPARABLE_AWARDS of them.
 */
export const estimateFrom = (rows: ScoredAwardRow[], probeHasCodes: boolean): ValueEstimate | null => {
  const basis = rows.filter(
    (row) =>
      row.value_amount !== null &&
      row.value_currency === 'CAD' &&
      (probeHasCodes ? row.same_commodity || row.same_family : row.similar_text),
  );
  if (basis.length < MIN_COMPARABLE_AWARDS) return null;
  const values = basis.map((row) => Number(row.value_amount)).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value);
  return {
    currency: 'CAD',
    low: round(percentile(values, 0.25)),
    median: round(percentile(values, 0.5)),
    high: round(percentile(values, 0.75)),
    basis_count: basis.length,
    basis_ids: basis.map((row) => row.id),
    low_percentile: 25,
    high_percentile: 75,
  };
};

export interface SimilarResult {
  rows: ScoredAwardRow[];
  estimate: ValueEstimate | null;
  incumbent: AwardRow | undefined;
}

/** Similar awards, the estimate they support and the incumbent, for any probe (a tender or a held-back award). */
export const similarForProbe = async (
  db: Db,
  probe: SimilarityProbe,
  options: { limit: number; sameBuyer: boolean },
): Promise<SimilarResult> => {
  const [rows, incumbent] = await Promise.all([
    // The estimate always looks at the same number of closest awards, whatever the page shows.
    findSimilarAwards(db, probe, { ...options, limit: Math.max(options.limit, SIMILAR_AWARDS_LIMIT) }),
    findIncumbent(db, probe),
  ]);
  return { rows, estimate: estimateFrom(rows, probe.families.length > 0), incumbent };
};

export const getSimilarAwards = async (
  db: Db,
  id: string,
  options: { limit: number; sameBuyer: boolean; language: Language; pricingIntelligence: boolean },
): Promise<SimilarAwardsResponse> => {
  const tender = await findTender(db, id);
  const probe: SimilarityProbe = {
    ownTender: { id: tender.id, solicitationNumber: tender.solicitation_number },
    unspscCodes: tender.unspsc_codes,
    families: commodityFamiliesOf(tender.unspsc_codes, tender.gsin_codes),
    buyerKey: tender.organization_en?.toLowerCase() ?? null,
    regions: tender.regions,
    text: [tender.title_en ?? tender.title_fr ?? '', ...tender.unspsc_descriptions_en].join(' '),
  };
  const { rows, estimate, incumbent } = await similarForProbe(db, probe, options);
  const shown = rows.slice(0, options.limit);
  const disclosed = tender.value_amount !== null && Number(tender.value_amount) > 0;
  let unavailable: EstimateUnavailable | null = null;
  if (!options.pricingIntelligence) unavailable = 'flag_off';
  else if (disclosed) unavailable = 'value_disclosed';
  else if (!estimate) unavailable = 'too_few_comparables';
  return {
    tender_id: tender.id,
    awards: shown.map((row) => ({
      ...toAward(row, options.language, row.tender_id),
      score: Math.round(row.score * 1000) / 1000,
      reasons: reasonsOf(row),
    })),
    incumbent: incumbent ? toAward(incumbent, options.language) : null,
    estimate: unavailable ? null : estimate,
    estimate_unavailable: unavailable,
  };
};
