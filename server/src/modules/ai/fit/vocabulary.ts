import type { Language } from '@tenderscout/domain';
import { expandQuery, TRADE_VOCABULARY } from '../../../shared/vocabulary/trade-vocabulary';

/** Lower case without accents, the form every match compares. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// What each specialization and industry means in tender words (English and French) and commodity codes.

export const SPECIALIZATION_TERMS: Record<string, string[]> = {
  'software development': [
    'software',
    'application development',
    'developpement de logiciels',
    'developpement d applications',
    'logiciel',
    'programming',
    'web development',
    'software or hardware engineering',
  ],
  'it consulting': [
    'it consulting',
    'information technology',
    'it professional services',
    'tbips',
    'informatique',
    'technologies de l information',
    'it management',
    'it services',
  ],
  'cloud services': ['cloud', 'infonuagique', 'saas', 'hosting', 'hebergement'],
  cybersecurity: [
    'cybersecurity',
    'cyber security',
    'cyber',
    'it security',
    'information security',
    'vulnerability',
    'penetration test',
    'intrusion',
    'cybersecurite',
    'securite des ti',
  ],
  'data analytics': [
    'data analytics',
    'analytics',
    'data services',
    'business intelligence',
    'donnees',
    'analytique',
  ],
  'project management': ['project management', 'gestion de projet', 'project manager'],
  engineering: ['engineering', 'engineer', 'genie', 'ingenierie'],
  architecture: ['architect', 'architecture', 'architectural'],
  'legal services': ['legal', 'lawyer', 'juridique', 'avocat', 'litigation'],
  'financial services': ['financial', 'accounting', 'audit', 'comptab', 'actuarial'],
  marketing: ['marketing', 'advertising', 'communications', 'publicite'],
  'training & education': ['training', 'formation', 'facilitation', 'facilitator', 'course', 'learning'],
};

interface IndustryDefinition {
  /** UNSPSC segments (first two digits). */
  segments: string[];
  categories: string[];
  terms: string[];
}

export const INDUSTRIES: Record<string, IndustryDefinition> = {
  'Information Technology': {
    segments: ['43', '81'],
    categories: [],
    terms: [
      'software',
      'computer',
      'information technology',
      'network',
      'cloud',
      'cyber',
      'informatique',
      'data',
    ],
  },
  'Professional Services': {
    segments: ['80', '82', '84', '86'],
    categories: [],
    terms: ['consult', 'advisory', 'professional services', 'translation', 'facilitation', 'conseil'],
  },
  Construction: {
    segments: ['72', '30', '95'],
    categories: ['CNST'],
    terms: ['construction', 'renovation', 'repair', 'rehabilitation', 'replacement', 'paving', 'roof'],
  },
  Healthcare: {
    segments: ['42', '85', '51'],
    categories: [],
    terms: ['health', 'medical', 'clinical', 'nursing', 'hospital', 'sante', 'medica'],
  },
  Manufacturing: {
    segments: ['20', '23', '24', '25', '26', '27', '31', '39', '40', '41', '46', '56'],
    categories: ['GD'],
    terms: ['manufactur', 'fabricat', 'supply of', 'equipment'],
  },
  Transportation: {
    segments: ['78', '25'],
    categories: [],
    terms: ['transport', 'courier', 'freight', 'bus', 'charter', 'delivery', 'moving', 'logistic'],
  },
  Education: {
    segments: ['86', '60'],
    categories: [],
    terms: ['training', 'education', 'course', 'learning', 'formation', 'teaching'],
  },
  'Environmental Services': {
    segments: ['77', '76', '70'],
    categories: [],
    terms: ['environmental', 'remediation', 'waste', 'pesticide', 'contaminat', 'environnement', 'cleaning'],
  },
  'Security Services': {
    segments: ['92', '46'],
    categories: [],
    terms: ['security guard', 'guard services', 'commissionaire', 'protection and security', 'gardiennage'],
  },
  Other: { segments: [], categories: [], terms: [] },
};

const VOCABULARY_GROUPS = new Map(TRADE_VOCABULARY.groups.map((group) => [group.id, group] as const));

/** The trade vocabulary's terms of the groups a text names ("Cleaning & Janitorial" → janitorial, custodial …). */
export const vocabularyTermsOf = (text: string, language: Language = 'eng'): string[] => {
  const terms = new Set<string>();
  for (const id of expandQuery(text).groups) {
    const group = VOCABULARY_GROUPS.get(id);
    if (!group) continue;
    for (const term of language === 'fra' ? [...group.fr, ...group.en] : [...group.en, ...group.fr])
      terms.add(term);
  }
  return [...terms];
};

/** Words that join or pad a description's phrases, and words too general to name a trade in a pair. */
const JOINING_WORDS = new Set(
  'a an and or of for the to in on with by at as our we us de des du la le les et ou en pour aux au par sur avec nos notre'.split(
    ' ',
  ),
);
const GENERAL_WORDS = new Set(
  'services service solutions solution work works general professional various other related including company firm business provider supplier products goods travaux divers autres entreprise fournisseur produits biens professionnels professionnel'.split(
    ' ',
  ),
);

/** Words that link a noun to its complement ("repair of roofs", "entretien de stationnements"). */
const LINKING_WORDS = new Set(['of', 'de', 'des', 'du', 'd']);

/**
 * The pairs of neighbouring words of one phrase ("hazardous waste disposal" → "hazardous waste", "waste
 * disposal"), and a noun with its complement ("entretien de stationnements"), leaving out pairs of general words.
 */
const pairsOf = (words: string[]): string[] => {
  const pairs: string[] = [];
  const trade = (word: string | undefined) => word !== undefined && !JOINING_WORDS.has(word);
  for (let index = 0; index + 1 < words.length; index += 1) {
    const [left, right, after] = [words[index]!, words[index + 1]!, words[index + 2]];
    if (trade(left) && trade(right) && !(GENERAL_WORDS.has(left) && GENERAL_WORDS.has(right)))
      pairs.push(`${left} ${right}`);
    if (trade(left) && LINKING_WORDS.has(right) && trade(after)) pairs.push(`${left} ${right} ${after}`);
  }
  return pairs;
};

const COORDINATION = /^(and|or|et|ou|&)$/;

interface ListItem {
  words: string[];
  /** Joined to the item before it by "and", "or", "et", "ou". */
  joined: boolean;
}

/** What a single word before a longer item shares with it: its head ("highway engineering") or its complement. */
const sharedWith = (word: string, item: ListItem): string => {
  if (LINKING_WORDS.has(item.words[1] ?? '')) return `${word} ${item.words.slice(1, 3).join(' ')}`;
  const firstJoining = item.words.findIndex((other) => JOINING_WORDS.has(other));
  const head = item.words[(firstJoining === -1 ? item.words.length : firstJoining) - 1]!;
  return `${word} ${head}`;
};

/**
 * The pairs a list of items shares a word across: "civil, structural and highway engineering" → "civil
 * engineering", "structural engineering"; "mechanical and electrical services" → "mechanical services";
 * "waste collection and removal" → "waste removal"; "déneigement et entretien de stationnements" →
 * "deneigement de stationnements".
 */
const sharedPairs = (items: ListItem[]): string[] => {
  const pairs: string[] = [];
  let pending: string[] = [];
  items.forEach((item, index) => {
    const previous = items[index - 1];
    const word = item.words[0]!;
    if (item.words.length === 1) {
      if (item.joined && previous && previous.words.length > 1 && !GENERAL_WORDS.has(word))
        pairs.push(`${previous.words[0]} ${word}`);
      pending.push(word);
      return;
    }
    if (item.joined) for (const single of pending) pairs.push(sharedWith(single, item));
    pending = [];
  });
  return pairs;
};

/**
 * A company's own words for its trade: the pairs of neighbouring words of its description ("business continuity
 * planning" → "business continuity", "continuity planning") and the pairs a list shares ("mechanical and
 * electrical services" → "mechanical services"), leaving out pairs of general words ("professional services").
 * Read as written, so a trade the vocabulary lacks is still found.
 */
export const descriptionPairs = (description: string): string[] => {
  const pairs = new Set<string>();
  for (const sentence of fold(description).split(/[;:.()/\n]+/)) {
    const items: ListItem[] = [];
    let current: string[] = [];
    let joined = false;
    const close = (nextJoined: boolean) => {
      while (current.length > 0 && JOINING_WORDS.has(current[0]!)) current.shift();
      while (current.length > 0 && JOINING_WORDS.has(current[current.length - 1]!)) current.pop();
      if (current.length > 0) items.push({ words: current, joined });
      current = [];
      joined = nextJoined;
    };
    for (const token of sentence.split(/(,)|[^\p{L}\p{N},]+/u)) {
      if (!token) continue;
      if (token === ',') close(false);
      else if (COORDINATION.test(token)) close(true);
      else if (token.length > 1 || LINKING_WORDS.has(token)) current.push(token);
    }
    close(false);
    for (const item of items) for (const pair of pairsOf(item.words)) pairs.add(pair);
    for (const pair of sharedPairs(items)) pairs.add(pair);
  }
  return [...pairs];
};

/** The words a specialization is found by: its own terms and the trade vocabulary it names. */
export const termsOf = (specialization: string): string[] => {
  const key = fold(specialization).trim();
  return [...new Set([...(SPECIALIZATION_TERMS[key] ?? [key]), ...vocabularyTermsOf(specialization)])];
};

/** The code prefix a profile code matches: UNSPSC families drop their trailing 00 pairs ("72101500" → "721015"). */
export const codePrefix = (code: string): string => {
  const plain = code.replace(/^\*/, '').toUpperCase();
  return /^\d{8}$/.test(plain) ? plain.replace(/(00)+$/, '') || plain : plain;
};

/** Whether a tender's code falls under one of the profile's codes (the same code or one under it). */
export const codeMatches = (profileCode: string, tenderCode: string): boolean => {
  const prefix = codePrefix(profileCode);
  return prefix.length >= 2 && tenderCode.replace(/^\*/, '').toUpperCase().startsWith(prefix);
};

/** A term as a pattern on folded text, starting on a word boundary, spaces and hyphens alike. */
export const wordPattern = (term: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${fold(term)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\s'’-]+/g, "[\\s'’-]+")}`,
    'u',
  );
