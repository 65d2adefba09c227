import type { Db } from '../../db/database';
import { readRows, storeOrder } from './award-facets.store';
import { tenderDataVersion } from '../../db/data-version';

/** The value range buckets of the facet, in the store's words (their order comes from the store too). */
export const VALUE_RANGES = ['0-25000', '25000-100000', '100000-1000000', '1000000-'] as const;

/**
 * What counting the facets needs of every award, held in memory for one data version: each award's supplier
 * (key and spelling) and buyer (English and French names) as an index into a list of distinct pairs, its year,
 * date, value range, CAD value, categories, regions and commodity codes. Built with one read of the awards;
 * the store ranks every distinct name, so ties and labels follow the store's collation as `ORDER BY` and `min`
 * would.
 */
export interface FacetSnapshot {
  version: string;
  size: number;
  rowOf: Map<string, number>;
  supplierPairs: Array<{ key: string; name: string }>;
  supplier: Int32Array;
  buyerPairs: Array<{ en: string | null; fr: string | null }>;
  buyer: Int32Array;
  /** Award year, 0 when the award has no date. */
  year: Int32Array;
  /** The years as text, from `firstYear` on (so counting does not write them out for each award). */
  yearText: string[];
  firstYear: number;
  /** `YYYY-MM-DD`, null when the award has no date. */
  date: Array<string | null>;
  /** Index in VALUE_RANGES, -1 when the award has no value. */
  valueRange: Int8Array;
  /** The CAD value scaled by 10^scale, null when there is none. */
  cadValue: Array<bigint | null>;
  /** The same as a number (NaN when none); `cadSumsExact`: any sum of them is exact in floating point. */
  cadNumber: Float64Array;
  cadSumsExact: boolean;
  scale: number;
  categories: string[][];
  regions: string[][];
  /** Categories and regions as positions in `categoryNames` and `regionNames`. */
  categoryIds: number[][];
  categoryNames: string[];
  regionIds: number[][];
  regionNames: string[];
  codes: string[][];
  /** Position of every distinct name, key, category, region and value range in the store's sort order. */
  rank: Map<string, number>;
}

const scaleOf = (decimal: string) => {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
};

/** A decimal string (`-123.45`) as an integer scaled by 10^scale (scale at least its own decimals). */
export const scaledOf = (decimal: string, scale: number): bigint => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
};

/** An integer scaled by 10^scale as a JavaScript number, rounded once as the store's `::float8` rounds. */
export const numberOfScaled = (value: bigint, scale: number): number => {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(`${negative ? '-' : ''}${text}`);
};

const dictionary = <T>(keyOf: (item: T) => string) => {
  const index = new Map<string, number>();
  const items: T[] = [];
  return {
    items,
    indexOf: (item: T) => {
      const key = keyOf(item);
      let found = index.get(key);
      if (found === undefined) {
        found = items.length;
        items.push(item);
        index.set(key, found);
      }
      return found;
    },
  };
};

const build = async (db: Db, version: string): Promise<FacetSnapshot> => {
  const rows = await readRows(db);
  const size = rows.length;
  const suppliers = dictionary<{ key: string; name: string }>((pair) => `${pair.key}\u0000${pair.name}`);
  const buyers = dictionary<{ en: string | null; fr: string | null }>((pair) =>
    JSON.stringify([pair.en, pair.fr]),
  );
  const snapshot: FacetSnapshot = {
    version,
    size,
    rowOf: new Map(),
    supplierPairs: suppliers.items,
    supplier: new Int32Array(size),
    buyerPairs: buyers.items,
    buyer: new Int32Array(size),
    year: new Int32Array(size),
    yearText: [],
    firstYear: 0,
    date: new Array<string | null>(size),
    valueRange: new Int8Array(size),
    cadValue: new Array<bigint | null>(size),
    cadNumber: new Float64Array(size),
    cadSumsExact: true,
    scale: rows.reduce((most, row) => Math.max(most, row.cad_value === null ? 0 : scaleOf(row.cad_value)), 0),
    categories: new Array<string[]>(size),
    regions: new Array<string[]>(size),
    categoryIds: new Array<number[]>(size),
    categoryNames: [],
    regionIds: new Array<number[]>(size),
    regionNames: [],
    codes: new Array<string[]>(size),
    rank: new Map(),
  };
  const categories = dictionary<string>((name) => name);
  const regions = dictionary<string>((name) => name);
  snapshot.categoryNames = categories.items;
  snapshot.regionNames = regions.items;
  let absoluteSum = 0n;
  const names = new Set<string>(VALUE_RANGES);
  rows.forEach((row, i) => {
    snapshot.rowOf.set(row.id, i);
    snapshot.supplier[i] = suppliers.indexOf({ key: row.supplier_key, name: row.supplier_name });
    snapshot.buyer[i] = buyers.indexOf({ en: row.buyer_en, fr: row.buyer_fr });
    snapshot.date[i] = row.award_date;
    snapshot.year[i] = row.award_date === null ? 0 : Number(row.award_date.slice(0, -6));
    snapshot.valueRange[i] = row.value_range ?? -1;
    const cad = row.cad_value === null ? null : scaledOf(row.cad_value, snapshot.scale);
    snapshot.cadValue[i] = cad;
    snapshot.cadNumber[i] = cad === null ? Number.NaN : Number(cad);
    if (cad !== null) absoluteSum += cad < 0n ? -cad : cad;
    snapshot.categories[i] = row.procurement_categories;
    snapshot.regions[i] = row.regions;
    snapshot.categoryIds[i] = row.procurement_categories.map(categories.indexOf);
    snapshot.regionIds[i] = row.regions.map(regions.indexOf);
    snapshot.codes[i] = row.codes;
    for (const value of [...row.procurement_categories, ...row.regions]) names.add(value);
  });
  snapshot.cadSumsExact = absoluteSum <= BigInt(Number.MAX_SAFE_INTEGER);
  const years = snapshot.year.filter((year) => year !== 0);
  snapshot.firstYear = years.reduce((first, year) => Math.min(first, year), years[0] ?? 0);
  const lastYear = years.reduce((last, year) => Math.max(last, year), 0);
  for (let year = snapshot.firstYear; year <= lastYear; year += 1) snapshot.yearText.push(String(year));
  for (const pair of suppliers.items) names.add(pair.key).add(pair.name);
  for (const pair of buyers.items) for (const name of [pair.en, pair.fr]) if (name !== null) names.add(name);
  snapshot.rank = await storeOrder(db, names);
  return snapshot;
};

const snapshots = new WeakMap<Db, { version: string; snapshot: Promise<FacetSnapshot> }>();

/**
 * The snapshot of the store's current data version: built on the first call after any instance ingested (one
 * read of every award), shared by the calls that wait for it, kept until the data version changes.
 */
export const facetSnapshotOf = async (db: Db): Promise<FacetSnapshot> => {
  const version = await tenderDataVersion(db);
  const held = snapshots.get(db);
  if (held?.version === version) return held.snapshot;
  const snapshot = build(db, version);
  snapshots.set(db, { version, snapshot });
  snapshot.catch(() => {
    if (snapshots.get(db)?.snapshot === snapshot) snapshots.delete(db);
  });
  return snapshot;
};
