import type { AwardsQuery } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { VALUE_RANGES, facetSnapshotOf, numberOfScaled, type FacetSnapshot } from './award-facet-snapshot';
import { buyerFilterOf, supplierFilterOf, type FacetRow } from './awards.store';
import { acceptedPairs, matchingAwardIds } from './award-facets.store';

/** The totals and facets of one award search: they depend on its filters only, not on the page or the order. */
export interface AwardAggregates {
  version: string;
  totals: { total: number; total_value: number; valued_count: number };
  suppliers: FacetRow[];
  buyers: FacetRow[];
  categories: FacetRow[];
  regions: FacetRow[];
  years: FacetRow[];
  valueRanges: FacetRow[];
}

/**
 * The awards that match, as a mask over the snapshot. The store decides what needs its own text rules: the
 * supplier and buyer filters run on the distinct names (with the same condition as the list), the full-text and
 * value filters on the awards; codes, categories, regions and dates compare as exactly here.
 */
const matchesOf = async (db: Db, snapshot: FacetSnapshot, query: AwardsQuery): Promise<Uint8Array> => {
  const match = new Uint8Array(snapshot.size).fill(1);
  const supplier = supplierFilterOf(query);
  if (supplier) {
    const pairs = snapshot.supplierPairs;
    const values: [string[], string[]] = [pairs.map((p) => p.key), pairs.map((p) => p.name)];
    const ok = await acceptedPairs(db, ['supplier_key', 'supplier_name'], values, supplier);
    for (let i = 0; i < snapshot.size; i += 1) if (!ok[snapshot.supplier[i]!]) match[i] = 0;
  }
  const buyer = buyerFilterOf(query);
  if (buyer) {
    const pairs = snapshot.buyerPairs;
    const values: [Array<string | null>, Array<string | null>] = [
      pairs.map((p) => p.en),
      pairs.map((p) => p.fr),
    ];
    const ok = await acceptedPairs(db, ['buyer_en', 'buyer_fr'], values, buyer);
    for (let i = 0; i < snapshot.size; i += 1) if (!ok[snapshot.buyer[i]!]) match[i] = 0;
  }
  if (query.q || query.value_min !== undefined || query.value_max !== undefined) {
    const rows = await matchingAwardIds(db, query);
    const found = new Uint8Array(snapshot.size);
    for (const row of rows) {
      const i = snapshot.rowOf.get(row.id);
      if (i !== undefined) found[i] = 1;
    }
    for (let i = 0; i < snapshot.size; i += 1) match[i]! &= found[i]!;
  }
  applyExactFilters(snapshot, query, match);
  return match;
};

/** Filters that compare codes, names and dates exactly: the same answer as the store's LIKE prefix, @> and dates. */
const applyExactFilters = (snapshot: FacetSnapshot, query: AwardsQuery, match: Uint8Array): void => {
  const prefix = query.commodity?.toUpperCase();
  const { category, region, year, date_from: from, date_to: to } = query;
  if (prefix === undefined && !category && !region && !year && !from && !to) return;
  for (let i = 0; i < snapshot.size; i += 1) {
    if (!match[i]) continue;
    const date = snapshot.date[i]!;
    const keep =
      (prefix === undefined || snapshot.codes[i]!.some((code) => code.startsWith(prefix))) &&
      (!category || snapshot.categories[i]!.includes(category)) &&
      (!region || snapshot.regions[i]!.includes(region)) &&
      (!year || snapshot.year[i] === year) &&
      (!from || (date !== null && date >= from)) &&
      (!to || (date !== null && date <= to));
    if (!keep) match[i] = 0;
  }
};

interface Tally {
  count: number;
  label: string | null;
}

type Entry = [string, Tally];

/** The first `limit` values in `order`. */
const topOf = (
  tallies: Map<string, Tally>,
  limit: number,
  order: (a: Entry, b: Entry) => number,
): FacetRow[] =>
  [...tallies]
    .sort(order)
    .slice(0, limit)
    .map(([value, tally]) => ({ value, label: tally.label, count: tally.count }));

/** Add `count` awards to `value`, keeping the label that sorts first in the store (as `min(label)`). */
const tally = (
  tallies: Map<string, Tally>,
  value: string,
  label: string | null,
  count: number,
  rank: Map<string, number>,
) => {
  const held = tallies.get(value);
  if (!held) {
    tallies.set(value, { count, label });
    return;
  }
  held.count += count;
  if (label !== null && (held.label === null || rank.get(label)! < rank.get(held.label)!)) held.label = label;
};

/** Counts per entry of a list of distinct pairs, folded into counts per value with its first label. */
const foldPairs = <T>(
  pairs: T[],
  counts: Int32Array,
  valueOf: (pair: T) => [string | null, string | null],
  rank: Map<string, number>,
) => {
  const tallies = new Map<string, Tally>();
  counts.forEach((count, index) => {
    const [value, label] = valueOf(pairs[index]!);
    if (count > 0 && value !== null) tally(tallies, value, label, count, rank);
  });
  return tallies;
};

/** Counts per position of a list of names, as tallies of the names counted. */
const tallyOf = (names: readonly string[], counts: Int32Array) => {
  const tallies = new Map<string, Tally>();
  counts.forEach((count, index) => {
    if (count > 0) tallies.set(names[index]!, { count, label: null });
  });
  return tallies;
};

/** The CAD total of the matches, exact: in floating point when no sum can lose a unit, else as big integers. */
const cadTotalOf = (snapshot: FacetSnapshot, match: Uint8Array): bigint => {
  if (snapshot.cadSumsExact) {
    let sum = 0;
    for (let i = 0; i < snapshot.size; i += 1) {
      const value = snapshot.cadNumber[i]!;
      if (match[i] && value === value) sum += value;
    }
    return BigInt(sum);
  }
  let sum = 0n;
  for (let i = 0; i < snapshot.size; i += 1) if (match[i]) sum += snapshot.cadValue[i] ?? 0n;
  return sum;
};

/** One pass over the matches: counts per supplier and buyer pair, category, region, year and value range. */
const countMatches = (snapshot: FacetSnapshot, match: Uint8Array) => {
  const counts = {
    total: 0,
    valued: 0,
    suppliers: new Int32Array(snapshot.supplierPairs.length),
    buyers: new Int32Array(snapshot.buyerPairs.length),
    categories: new Int32Array(snapshot.categoryNames.length),
    regions: new Int32Array(snapshot.regionNames.length),
    years: new Int32Array(snapshot.yearText.length),
    ranges: new Int32Array(VALUE_RANGES.length),
  };
  for (let i = 0; i < snapshot.size; i += 1) {
    if (!match[i]) continue;
    counts.total += 1;
    if (snapshot.cadValue[i] !== null) counts.valued += 1;
    counts.suppliers[snapshot.supplier[i]!]! += 1;
    counts.buyers[snapshot.buyer[i]!]! += 1;
    for (const id of snapshot.categoryIds[i]!) counts.categories[id]! += 1;
    for (const id of snapshot.regionIds[i]!) counts.regions[id]! += 1;
    const year = snapshot.year[i]!;
    if (year) counts.years[year - snapshot.firstYear]! += 1;
    const range = snapshot.valueRange[i]!;
    if (range >= 0) counts.ranges[range]! += 1;
  }
  return counts;
};

/** Every facet and the totals over the matching awards, as the one-statement count in the store gives them. */
const countFacets = (snapshot: FacetSnapshot, match: Uint8Array): Omit<AwardAggregates, 'version'> => {
  const { rank } = snapshot;
  const counts = countMatches(snapshot, match);
  const suppliers = foldPairs(snapshot.supplierPairs, counts.suppliers, (p) => [p.key, p.name], rank);
  const buyers = foldPairs(snapshot.buyerPairs, counts.buyers, (p) => [p.en, p.fr], rank);
  // Most awards first, ties in the store's order of the value; years newest first (as text, descending).
  const byCount = ([a, x]: Entry, [b, y]: Entry) => y.count - x.count || rank.get(a)! - rank.get(b)!;
  const newestFirst = ([a]: Entry, [b]: Entry) => (a < b ? 1 : a > b ? -1 : 0);
  return {
    totals: {
      total: counts.total,
      total_value: numberOfScaled(cadTotalOf(snapshot, match), snapshot.scale),
      valued_count: counts.valued,
    },
    suppliers: topOf(suppliers, 10, byCount),
    buyers: topOf(buyers, 10, byCount),
    categories: topOf(tallyOf(snapshot.categoryNames, counts.categories), 10, byCount),
    regions: topOf(tallyOf(snapshot.regionNames, counts.regions), 20, byCount),
    years: topOf(tallyOf(snapshot.yearText, counts.years), 20, newestFirst),
    valueRanges: topOf(tallyOf(VALUE_RANGES, counts.ranges), 10, byCount),
  };
};

/**
 * The totals and facets of a search, exact: counted in memory over the snapshot of the store's current data
 * version, with the matches from the store for the filters that need its text rules. The first search after
 * an ingest builds the snapshot; any other new filter set costs no more than finding its matches.
 */
export const facetAggregates = async (db: Db, query: AwardsQuery): Promise<AwardAggregates> => {
  const snapshot = await facetSnapshotOf(db);
  const match = await matchesOf(db, snapshot, query);
  return { version: snapshot.version, ...countFacets(snapshot, match) };
};
