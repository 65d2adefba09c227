import snowball from 'snowball-stemmers';
import type { Db } from '../../db/database';
import { tenderDataVersion } from '../../db/data-version';
import { foldText } from '../../shared/vocabulary/trade-vocabulary';
import { searchStore, type CommodityRow } from './search.store';

/**
 * What a search looks up besides its two statements, held in memory per store: the words of every title and
 * commodity name (for "Did you mean"), the full-text lexemes of the English, French and document words (is a
 * word in any notice?) and the commodity list. Built once (at start or on the first search), and again when a
 * search sees that the store's data changed (any instance ingested: `tenderDataVersion`, which every search
 * reads within its counts statement) — never re-read per request.
 */
export interface SearchVocabulary {
  version: string;
  /** Folded title and commodity-name words (4 letters or more) with how many tenders use each. */
  titleWords: Map<string, number>;
  /** The lexemes of `search_en` (ts_en), `search_fr` (ts_fr) and `document_search`. */
  lexemes: { en: Set<string>; fr: Set<string>; documents: Set<string> };
  commodities: CommodityRow[];
}

// The Snowball stemmers of the text-search configurations ts_en and ts_fr (english_stem, french_stem).
const englishStemmer = snowball.newStemmer('english');
const frenchStemmer = snowball.newStemmer('french');

/**
 * Whether a word (letters only) matches a notice's full text on its own, as `plainto_tsquery` would: its
 * English stem among the English or document lexemes, or its French stem among the French ones. The words are
 * folded (accents removed) first, as the configurations' unaccent dictionary does.
 */
export const matchesAnyNotice = (vocabulary: SearchVocabulary, word: string): boolean => {
  const folded = foldText(word);
  const english = englishStemmer.stem(folded);
  return (
    vocabulary.lexemes.en.has(english) ||
    vocabulary.lexemes.documents.has(english) ||
    vocabulary.lexemes.fr.has(frenchStemmer.stem(folded))
  );
};

const load = async (db: Db): Promise<SearchVocabulary> => {
  const version = await tenderDataVersion(db);
  const [words, lexemes, commodities] = await Promise.all([
    searchStore.titleWords(db),
    searchStore.lexemes(db),
    searchStore.listCommodities(db),
  ]);
  const titleWords = new Map<string, number>();
  for (const row of words) {
    const word = foldText(row.word);
    titleWords.set(word, (titleWords.get(word) ?? 0) + row.count);
  }
  const byColumn = { en: new Set<string>(), fr: new Set<string>(), documents: new Set<string>() };
  for (const row of lexemes) byColumn[row.source].add(row.word);
  return { version, titleWords, lexemes: byColumn, commodities };
};

const byDb = new WeakMap<Db, Promise<SearchVocabulary>>();

/** The store's search vocabulary, built on first use (a failed build is not kept). */
export const searchVocabulary = (db: Db): Promise<SearchVocabulary> => {
  const known = byDb.get(db);
  if (known) return known;
  const loading = load(db);
  byDb.set(db, loading);
  loading.catch(() => byDb.delete(db));
  return loading;
};

/**
 * A search read the store's data version: when it is not the vocabulary's, the vocabulary is dropped (the next
 * look-up builds it again) and true is returned, so the search can answer again with the new words.
 */
export const noteDataVersion = async (db: Db, version: string): Promise<boolean> => {
  const known = byDb.get(db);
  if (!known) return false;
  const vocabulary = await known.catch(() => null);
  if (vocabulary && vocabulary.version === version) return false;
  if (byDb.get(db) === known) byDb.delete(db);
  return vocabulary !== null;
};
