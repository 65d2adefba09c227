import vocabularyData from './trade-vocabulary.json';

/**
 * The procurement trade vocabulary (trade-vocabulary.json, versioned data): groups of words a buyer or a
 * supplier uses for the same kind of work or goods, in English and French. A query that names a term of a group
 * also searches the group's other terms, with a lower weight than its own words (search.service.ts).
 */
export interface VocabularyGroup {
  id: string;
  en: string[];
  fr: string[];
}

export interface TradeVocabulary {
  version: number;
  description: string;
  groups: VocabularyGroup[];
}

export const TRADE_VOCABULARY: TradeVocabulary = vocabularyData;

/** Lower case, accents folded, typographic apostrophes made plain, punctuation to spaces. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .trim();

/** A word's comparison form: a plural `s` / `x` dropped ("chairs" → "chair", "bureaux" → "bureau"). */
const stem = (word: string): string => (word.length > 3 ? word.replace(/(?<!s)[sx]$/, '') : word);

/** Tokens of a folded text; elided articles (l', d') split off. */
const tokens = (text: string): string[] =>
  foldText(text)
    .replace(/\b([ldjmnst]|qu)'/g, '$1 ')
    .split(/[\s-]+/)
    .filter(Boolean);

/** Words of a folded text in their comparison form. */
export const foldedWords = (text: string): string[] => tokens(text).map(stem);

/** Where `needle` occurs in `haystack` (start index), or -1. */
const findSequence = (haystack: string[], needle: string[]): number => {
  if (needle.length === 0 || needle.length > haystack.length) return -1;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start;
  }
  return -1;
};

const indexed = TRADE_VOCABULARY.groups.map((group) => ({
  group,
  terms: [...group.en, ...group.fr].map((term) => ({ term, words: foldedWords(term) })),
}));

/**
 * Every word of the vocabulary's terms, folded: a supplier's word ("pest", "lawn") that no notice happens to
 * contain is still a word, not a misspelling to correct.
 */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set(
  indexed.flatMap(({ terms }) => terms.flatMap(({ term }) => tokens(term))),
);

export interface Expansion {
  /** Groups whose terms the query names. */
  groups: string[];
  /** The other terms of those groups (the words to search besides the query's own). */
  terms: string[];
  /** The query's words outside the terms it named ("snow removal Toronto" → toronto). */
  rest: string[];
}

/** The vocabulary groups a query names (a term's words appear together in the query) and their other terms. */
export const expandQuery = (text: string): Expansion => {
  const raw = tokens(text);
  const words = raw.map(stem);
  const covered = new Set<number>();
  const groups: string[] = [];
  const terms: string[] = [];
  for (const { group, terms: groupTerms } of indexed) {
    const named = groupTerms.filter((entry) => {
      const start = findSequence(words, entry.words);
      if (start < 0) return false;
      for (let index = start; index < start + entry.words.length; index += 1) covered.add(index);
      return true;
    });
    if (named.length === 0) continue;
    groups.push(group.id);
    for (const entry of groupTerms) if (!named.includes(entry)) terms.push(entry.term);
  }
  const rest = groups.length === 0 ? [] : raw.filter((_, index) => !covered.has(index));
  return { groups, terms: [...new Set(terms)], rest };
};

const clean = (term: string): string =>
  term
    .replace(/["]/g, ' ')
    .replace(/(^|\s)-+/g, '$1')
    .replace(/\bor\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A websearch_to_tsquery text that matches any of `terms` as a phrase (`"snow clearing" OR deneigement`), each
 * with the query's other words (`rest`) as well: "snow removal Toronto" searches `"snow clearing" toronto`.
 * Quotes, leading minus signs and OR are removed from the terms, so nothing in them reads as search syntax.
 */
export const phrasesQuery = (terms: string[], rest: string[] = []): string => {
  const others = rest.map(clean).filter(Boolean).join(' ');
  return terms
    .map(clean)
    .filter(Boolean)
    .map((term) => (/\s/.test(term) ? `"${term}"` : term))
    .map((term) => (others ? `${term} ${others}` : term))
    .join(' OR ');
};
