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
const termWords = (language: 'en' | 'fr') =>
  new Set(TRADE_VOCABULARY.groups.flatMap((group) => group[language].flatMap((term) => tokens(term))));
const VOCABULARY_LANGUAGES = { en: termWords('en'), fr: termWords('fr') };
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set([
  ...VOCABULARY_LANGUAGES.en,
  ...VOCABULARY_LANGUAGES.fr,
]);

/** French words that join others, and French accents: what a French query holds that an English one does not. */
const FRENCH_JOINING = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'pour',
  'avec',
  'sur',
  'aux',
  'au',
  'une',
  'dans',
  'ou',
]);
const FRENCH_LETTERS = /[àâçéèêëîïôûùüÿœæ]/i;

/**
 * Whether a query reads as French: a French accent or joining word ("démolition d'immeuble", "pose de
 * clôtures"), or more words the vocabulary knows only in French than only in English ("services juridiques").
 * For a model that reads English only.
 */
export const readsAsFrench = (text: string): boolean => {
  if (FRENCH_LETTERS.test(text)) return true;
  const words = tokens(text);
  if (words.some((word) => FRENCH_JOINING.has(word) || /^[dl]'/.test(word))) return true;
  const { en, fr } = VOCABULARY_LANGUAGES;
  const frenchOnly = words.filter((word) => fr.has(word) && !en.has(word)).length;
  const englishOnly = words.filter((word) => en.has(word) && !fr.has(word)).length;
  return frenchOnly > englishOnly;
};

/** "Quoted phrases", -exclusions and OR ask for exact words: similar titles would break them. */
export const usesSearchSyntax = (text: string): boolean => /"|(^|\s)-\S|\sOR\s/.test(text);

/**
 * Words a supplier puts around their trade that say who they are or how they ask, not what is bought: "moving
 * company", "polling firm", "quad bike hire", "snow removal contracts", "entreprise de déménagement". A notice
 * names the work, so these words are not required of a match (a query of nothing else keeps them).
 */
const SUPPLIER_FILLER: ReadonlySet<string> = new Set(
  [
    'company',
    'companies',
    'firm',
    'firms',
    'contractor',
    'contractors',
    'provider',
    'providers',
    'supplier',
    'suppliers',
    'vendor',
    'vendors',
    'hire',
    'hiring',
    'contract',
    'contracts',
    'tender',
    'tenders',
    'bid',
    'bids',
    'opportunities',
    'opportunity',
    'job',
    'jobs',
    'needed',
    'wanted',
    'entreprise',
    'entreprises',
    'compagnie',
    'compagnies',
    'firme',
    'firmes',
    'fournisseur',
    'fournisseurs',
    'entrepreneur',
    'entrepreneurs',
    'contrat',
    'contrats',
    "appel d'offres",
    "appels d'offres",
  ].flatMap((word) => tokens(word).filter((token) => token.length > 2)),
);

/** Whether a folded word is supplier filler ("company", "hire", "entreprise"). */
const isFiller = (word: string): boolean => SUPPLIER_FILLER.has(word);

/**
 * The query without its supplier filler words ("moving company" → "moving"), for the words a match must hold;
 * the query itself when it has nothing else or uses search syntax.
 */
export const withoutFiller = (text: string): string => {
  if (usesSearchSyntax(text)) return text;
  const kept = text.split(/\s+/).filter((word) => word && !isFiller(foldText(word)));
  return kept.length > 0 ? kept.join(' ') : text;
};

export interface Expansion {
  /** Groups whose terms the query names. */
  groups: string[];
  /** The other terms of those groups (the words to search besides the query's own). */
  terms: string[];
  /** The query's words outside the terms it named, filler left out ("snow removal Toronto" → toronto). */
  rest: string[];
  /**
   * Each named group's terms, its named ones included: a query naming two trades ("asphalt shingles roof",
   * "spiritual counselling for inmates") asks for a notice with a term of each.
   */
  concepts: string[][];
}

interface TermMatch {
  group: VocabularyGroup;
  entry: { term: string; words: string[] };
  start: number;
}

/**
 * The vocabulary groups a query names (a term's words appear together in the query) and their other terms.
 * Longer terms win: "vessel recycling" names the vessel-disposal group, not also "vessel" of boats.
 */
export const expandQuery = (text: string): Expansion => {
  const raw = tokens(text);
  const words = raw.map(stem);
  const found: TermMatch[] = [];
  for (const { group, terms: groupTerms } of indexed) {
    for (const entry of groupTerms) {
      const start = findSequence(words, entry.words);
      if (start >= 0) found.push({ group, entry, start });
    }
  }
  found.sort((a, b) => b.entry.words.length - a.entry.words.length);
  const covered = new Set<number>();
  const named = new Map<VocabularyGroup, Set<string>>();
  for (const match of found) {
    const span = match.entry.words.map((_, offset) => match.start + offset);
    const inLonger = span.every((index) => covered.has(index)) && !named.has(match.group);
    if (inLonger) continue;
    span.forEach((index) => covered.add(index));
    named.set(match.group, (named.get(match.group) ?? new Set()).add(match.entry.term));
  }
  const ordered = indexed.filter(({ group }) => named.has(group));
  const terms = ordered.flatMap(({ group, terms: groupTerms }) =>
    groupTerms.filter(({ term }) => !named.get(group)?.has(term)).map(({ term }) => term),
  );
  const rest =
    ordered.length === 0 ? [] : raw.filter((word, index) => !covered.has(index) && !isFiller(word));
  return {
    groups: ordered.map(({ group }) => group.id),
    terms: [...new Set(terms)],
    rest,
    concepts: ordered.map(({ terms: groupTerms }) => groupTerms.map(({ term }) => term)),
  };
};

const clean = (term: string): string =>
  term
    .replace(/["]/g, ' ')
    .replace(/(^|\s)-+/g, '$1')
    .replace(/\bor\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A term quoted as a phrase when it has several words, with no search syntax left in it. */
const quoted = (term: string): string => {
  const plain = clean(term);
  return /\s/.test(plain) ? `"${plain}"` : plain;
};

/** Search-text phrases joined by OR, each with the query's other words. */
const anyOf = (phrases: string[], rest: string[]): string => {
  const others = rest.map(clean).filter(Boolean).join(' ');
  return phrases
    .filter(Boolean)
    .map((phrase) => (others ? `${phrase} ${others}` : phrase))
    .join(' OR ');
};

/**
 * A websearch_to_tsquery text that matches any of `terms` as a phrase (`"snow clearing" OR deneigement`), each
 * with the query's other words (`rest`) as well: "snow removal Toronto" searches `"snow clearing" toronto`.
 * Quotes, leading minus signs and OR are removed from the terms, so nothing in them reads as search syntax.
 */
export const phrasesQuery = (terms: string[], rest: string[] = []): string => anyOf(terms.map(quoted), rest);

/** Most phrases a query of several trades expands to (one per combination of their terms); beyond, each alone. */
const MAX_COMBINATIONS = 800;

/**
 * The search text of an expansion: for one trade, its other terms with the query's other words; for several, a
 * term of each together ("asphalt" with "roofing"), so a notice must hold every trade the query names.
 * `spell` rewrites a term for full text first.
 */
export const expansionQuery = (
  expansion: Expansion,
  spell: (term: string) => string = (term) => term,
): string => {
  const { concepts, terms, rest } = expansion;
  const combinations = concepts.reduce((count, concept) => count * concept.length, 1);
  if (concepts.length < 2 || combinations > MAX_COMBINATIONS) return phrasesQuery(terms.map(spell), rest);
  const joined = concepts.reduce<string[]>(
    (sofar, concept) =>
      sofar.flatMap((prefix) => concept.map((term) => `${prefix} ${quoted(spell(term))}`.trim())),
    [''],
  );
  return anyOf(joined, rest);
};
