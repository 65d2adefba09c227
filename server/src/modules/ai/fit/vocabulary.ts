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
