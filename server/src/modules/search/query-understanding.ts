import { pickLanguage, type CommodityOption, type Language } from '@tenderscout/domain';
import { distance } from 'fastest-levenshtein';
import type { Db } from '../../db/database';
import { tenderDataVersion } from '../../db/data-version';
import { searchStore, type CommodityRow } from './search.store';
import { matchesAnyNotice, type SearchVocabulary } from './search-vocabulary';
import {
  expandQuery,
  foldedWords,
  foldText,
  VOCABULARY_WORDS,
} from '../../shared/vocabulary/trade-vocabulary';

/**
 * What a query names beyond its own words: commodities (GSIN / UNSPSC codes, by code or by name, with their
 * family) and a close spelling of words no tender contains, from the search vocabulary held in memory
 * (search-vocabulary.ts). The profile picker's commodity list is read once and kept for a few minutes, until
 * any instance ingests (it changes only with ingestion).
 */

const CACHE_MS = 5 * 60_000;

interface Cached<T> {
  at: number;
  version: string;
  value: Promise<T>;
}

/** Kept a few minutes at most, and only while no instance has ingested since (tenderDataVersion). */
const cached = <T>(load: (db: Db) => Promise<T>) => {
  const byDb = new WeakMap<Db, Cached<T>>();
  return async (db: Db): Promise<T> => {
    const version = await tenderDataVersion(db);
    const hit = byDb.get(db);
    if (hit && hit.version === version && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load(db);
    byDb.set(db, { at: Date.now(), version, value });
    // A failed load is not kept.
    value.catch(() => byDb.delete(db));
    return value;
  };
};

/** Words that say nothing about what is bought ("services", "other", "and"): a commodity needs another word. */
const GENERIC_WORDS = new Set(
  [
    'service',
    'services',
    'equipment',
    'supplies',
    'supply',
    'product',
    'products',
    'other',
    'not',
    'elsewhere',
    'specified',
    'general',
    'and',
    'or',
    'of',
    'for',
    'the',
    'a',
    'an',
    'to',
    'in',
    'autre',
    'autres',
    'non',
    'ailleurs',
    'enumeres',
    'de',
    'des',
    'du',
    'd',
    'l',
    'la',
    'le',
    'les',
    'et',
    'ou',
    'pour',
    'en',
    'a',
    'aux',
    'au',
  ].flatMap((word) => foldedWords(word)),
);

const significant = (text: string): string[] => foldedWords(text).filter((word) => !GENERIC_WORDS.has(word));

/** A code's family: the UNSPSC class (first 6 digits), the GSIN group (letters and first 4 digits, or the service code's stem). */
export const commodityFamily = (scheme: 'unspsc' | 'gsin', code: string): string => {
  const plain = code.replace(/^\*/, '').toUpperCase();
  if (scheme === 'unspsc') return plain.slice(0, 6);
  const goods = /^N?(\d{4})/.exec(plain);
  if (goods && plain.startsWith('N')) return `N${goods[1]}`;
  return plain.replace(/[A-Z]+$/, '') || plain;
};

interface Commodity extends CommodityRow {
  family: string;
  words: string[][];
}

const toCommodities = (rows: CommodityRow[]): Commodity[] =>
  rows.map((row) => ({
    ...row,
    family: `${row.scheme}:${commodityFamily(row.scheme, row.code)}`,
    words: [row.name_en, row.name_fr]
      .filter((name): name is string => Boolean(name))
      .map(significant)
      .filter((words) => words.length > 0),
  }));

const loadCommodities = cached(async (db: Db): Promise<Commodity[]> =>
  toCommodities(await searchStore.listCommodities(db)),
);

/** The search vocabulary's commodities, prepared once per vocabulary. */
const vocabularyCommodities = new WeakMap<SearchVocabulary, Commodity[]>();
const commoditiesOf = (vocabulary: SearchVocabulary): Commodity[] => {
  let commodities = vocabularyCommodities.get(vocabulary);
  if (!commodities) {
    commodities = toCommodities(vocabulary.commodities);
    vocabularyCommodities.set(vocabulary, commodities);
  }
  return commodities;
};

export interface NamedCommodities {
  /** Every code of the named commodities' families present in the store. */
  codes: string[];
  /** The codes the query named directly (shown first). */
  named: string[];
}

/**
 * The commodities a query names: a code typed as such (`72151200`, `D302A`), or a commodity whose significant
 * name words all appear in the query or in one of the vocabulary's terms for it ("security guards" names
 * "Security guard services"). Their whole family matches.
 */
export const findCommodities = (
  vocabulary: SearchVocabulary,
  text: string,
  terms: string[],
): NamedCommodities => {
  const commodities = commoditiesOf(vocabulary);
  if (commodities.length === 0) return { codes: [], named: [] };
  const phrases = [text, ...terms].map((phrase) => new Set(foldedWords(phrase)));
  const tokens = new Set(foldText(text).toUpperCase().split(/\s+/));
  const named = commodities.filter(
    (commodity) =>
      tokens.has(commodity.code.replace(/^\*/, '').toUpperCase()) ||
      commodity.words.some((words) => phrases.some((phrase) => words.every((word) => phrase.has(word)))),
  );
  if (named.length === 0) return { codes: [], named: [] };
  const families = new Set(named.map((commodity) => commodity.family));
  return {
    codes: commodities
      .filter((commodity) => families.has(commodity.family))
      .map((commodity) => commodity.code),
    named: named.map((commodity) => commodity.code),
  };
};

/** The label of a tender's commodity code in a language (the tender's own names, English when French is missing). */
export const commodityLabel = (
  row: {
    unspsc_codes: string[];
    unspsc_descriptions_en: string[];
    unspsc_descriptions_fr: string[];
    gsin_codes: string[];
    gsin_descriptions_en: string[];
    gsin_descriptions_fr: string[];
  },
  code: string,
  language: Language,
): string => {
  const pick = (codes: string[], english: string[], french: string[]): string | null => {
    const index = codes.indexOf(code);
    if (index < 0) return null;
    return pickLanguage(language, english[index] ?? null, french[index] ?? null) || code;
  };
  return (
    pick(row.unspsc_codes, row.unspsc_descriptions_en, row.unspsc_descriptions_fr) ??
    pick(row.gsin_codes, row.gsin_descriptions_en, row.gsin_descriptions_fr) ??
    code
  );
};

/** Words worth checking: letters only, 4 or more. */
const checkableWords = (text: string): string[] =>
  [...new Set(text.toLowerCase().split(/[^\p{L}]+/u))].filter((word) => word.length >= 4);

/**
 * A close spelling of the query when some of its words match no tender ("janitorail" → "janitorial"): each
 * such word replaced by the most common title or commodity word that starts with the same letter and is within
 * 1 edit (words up to 7 letters) or 2 edits (longer). Null when every word is known or nothing is close.
 */
export const suggestSpelling = (searchVocabulary: SearchVocabulary, text: string): string | null => {
  const candidates = checkableWords(text);
  if (candidates.length === 0 || text.length > 200) return null;
  // Words of a title, a commodity name or the trade vocabulary are known at once; the others are looked up
  // among the notices' full-text words (in memory, search-vocabulary.ts).
  const vocabulary = searchVocabulary.titleWords;
  const unseen = candidates.filter(
    (word) => !vocabulary.has(foldText(word)) && !VOCABULARY_WORDS.has(foldText(word)),
  );
  if (unseen.length === 0) return null;
  const unknown = unseen.filter((word) => !matchesAnyNotice(searchVocabulary, word));
  if (unknown.length === 0) return null;
  let suggestion = text;
  let changed = false;
  for (const word of unknown) {
    const folded = foldText(word);
    const limit = folded.length <= 7 ? 1 : 2;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [known, count] of vocabulary) {
      if (known[0] !== folded[0] || Math.abs(known.length - folded.length) > limit) continue;
      const edits = distance(folded, known);
      if (edits === 0 || edits > limit) continue;
      if (!best || edits < best.distance || (edits === best.distance && count > best.count))
        best = { word: known, distance: edits, count };
    }
    if (best) {
      suggestion = suggestion.replace(
        new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, 'iu'),
        best.word,
      );
      changed = true;
    }
  }
  return changed ? suggestion : null;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export { expandQuery };

/**
 * The commodity codes the store's notices carry, for the company profile's picker: those whose code starts with
 * the query or whose English or French name holds every query word (as a word start, accents ignored), most
 * used first; the `codes` asked for come first whatever the query.
 */
export const listCommodityOptions = async (
  db: Db,
  query: { q: string; language: Language; codes: string[]; limit: number },
): Promise<CommodityOption[]> => {
  const commodities = await loadCommodities(db);
  const plain = (code: string) => code.replace(/^\*/, '').toUpperCase();
  const words = foldText(query.q).split(/\s+/).filter(Boolean);
  const codeQuery = query.q.trim().toUpperCase();
  const matches = (commodity: Commodity): boolean => {
    if (words.length === 0) return true;
    if (codeQuery !== '' && plain(commodity.code).startsWith(codeQuery)) return true;
    const names = [commodity.name_en, commodity.name_fr].map((name) =>
      foldText(name ?? '')
        .split(/\s+/)
        .filter(Boolean),
    );
    return names.some((nameWords) =>
      words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))),
    );
  };
  const byCode = new Map<string, CommodityOption>();
  const toOption = (commodity: Commodity): CommodityOption => {
    const name_en = commodity.name_en?.replace(/^\*/, '') || null;
    const name_fr = commodity.name_fr?.replace(/^\*/, '') || null;
    const code = plain(commodity.code);
    return {
      code,
      scheme: commodity.scheme,
      name: pickLanguage(query.language, name_en, name_fr) ?? code,
      name_en,
      name_fr,
      count: commodity.count,
    };
  };
  for (const commodity of commodities) {
    const option = toOption(commodity);
    const known = byCode.get(option.code);
    if (known) known.count += option.count;
    else byCode.set(option.code, option);
  }
  const wanted = new Set(query.codes);
  const picked = [...wanted].flatMap((code) => {
    const option = byCode.get(code);
    return option ? [option] : [];
  });
  const found = commodities
    .filter((commodity) => !wanted.has(plain(commodity.code)) && matches(commodity))
    .map((commodity) => byCode.get(plain(commodity.code))!)
    .filter((option, index, all) => all.indexOf(option) === index)
    .sort((left, right) => right.count - left.count || left.code.localeCompare(right.code));
  return [...picked, ...found].slice(0, Math.max(query.limit, picked.length));
};
