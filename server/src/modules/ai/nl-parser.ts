import {
  EMPTY_NL_STRUCTURE,
  procurementCategoryLabel,
  regionLabel,
  type NlQueryStructure,
  type NlUnderstoodFilter,
  type ProcurementCategoryCode,
  type RegionValue,
} from '@tenderscout/domain';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  endOfWeek,
  endOfYear,
  formatDay,
  makeDate,
  startOfMonth,
  startOfWeek,
  type IsoDate,
} from './nl-dates';
import { CARDINAL_WORDS } from '../../lib/number-words';

/**
 * The built-in natural-language parser: a supplier's sentence in English or French → search filters (regions,
 * categories, organisations, closing and publication windows, value range, clearance, set-aside, Canadian
 * content, experience, status) plus the words left to search. Rule-based and deterministic: each rule matches a
 * phrase, records what it understood together with the words it came from, and takes the phrase out of the
 * search words. Works on an accent-folded, lower-cased copy of the text of the same length, so every match
 * maps back to the words the user typed.
 */

export interface KnownOrganization {
  /** The name as stored (organization_en); the search filter matches it exactly. */
  name: string;
  nameFr: string | null;
}

export interface ParseOptions {
  /** Today (YYYY-MM-DD, Eastern time): relative dates are counted from it. */
  today: IsoDate;
  /** Organisations present in the store: only these can become an organisation filter. */
  organizations?: KnownOrganization[];
}

export interface ParsedQuery {
  structure: NlQueryStructure;
  understood: NlUnderstoodFilter[];
}

// ---------------------------------------------------------------------------------------------------------
// Text handling.

/** Lower-case, accent-free, same length as the input (one character out for each character in). */
const foldSameLength = (text: string): string =>
  Array.from(text, (char) => {
    const folded = char
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    return folded.length === 1 ? folded : char.length === 1 ? char.toLowerCase().slice(0, 1) || char : char;
  })
    .join('')
    .replace(/[\u2019\u2018`]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ');

class Text {
  original: string;
  folded: string;
  constructor(input: string) {
    // Characters outside the BMP would break the one-to-one index mapping; they carry nothing searchable.
    this.original = input.replace(/[\uD800-\uDFFF]/g, ' ');
    this.folded = foldSameLength(this.original);
    if (this.folded.length !== this.original.length) this.folded = this.original.toLowerCase();
  }

  /** Blanks a span in both copies so later rules and the search words no longer see it. */
  consume(start: number, end: number): string {
    const source = this.original.slice(start, end).trim();
    const blank = ' '.repeat(end - start);
    this.original = this.original.slice(0, start) + blank + this.original.slice(end);
    this.folded = this.folded.slice(0, start) + blank + this.folded.slice(end);
    return source;
  }

  /**
   * Runs `pattern` (global) over the folded text; for each match `handle` returns true to take the phrase out.
   * `onOriginal` matches the case-sensitive original instead (province codes, acronyms).
   */
  each(
    pattern: RegExp,
    handle: (match: RegExpExecArray, source: string) => boolean,
    onOriginal = false,
  ): void {
    const target = onOriginal ? this.original : this.folded;
    const matches = [
      ...target.matchAll(
        new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
      ),
    ];
    for (const match of matches) {
      const start = match.index;
      const end = start + match[0].length;
      // A span an earlier match took (in this rule or before) is not matched twice.
      const current = onOriginal ? this.original : this.folded;
      if (current.slice(start, end) !== match[0] || match[0].trim() === '') continue;
      const source = this.original.slice(start, end).trim();
      if (handle(match, source)) this.consume(start, end);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Numbers.

/** Exact cardinals, plus the article and the vague counts a query may use ("in a few weeks"). */
const NUMBER_WORDS: Record<string, number> = {
  ...CARDINAL_WORDS,
  a: 1,
  an: 1,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 3,
  quelques: 3,
};
const NUMBER_WORD_PATTERN =
  'a couple of|a couple|a few|couple|few|several|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|une|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quelques';
const COUNT = `(\\d{1,3}|${NUMBER_WORD_PATTERN})`;

const countOf = (text: string | undefined): number | null => {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return NUMBER_WORDS[trimmed] ?? null;
};

type Unit = 'day' | 'week' | 'month' | 'year';
const UNIT = '(days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|annees?)';
const unitOf = (text: string): Unit => {
  if (/^(day|jour)/.test(text)) return 'day';
  if (/^(week|semaine)/.test(text)) return 'week';
  if (/^(month|mois)/.test(text)) return 'month';
  return 'year';
};

const shift = (date: IsoDate, count: number, unit: Unit): IsoDate =>
  unit === 'day'
    ? addDays(date, count)
    : unit === 'week'
      ? addDays(date, count * 7)
      : unit === 'month'
        ? addMonths(date, count)
        : addMonths(date, count * 12);

// ---------------------------------------------------------------------------------------------------------
// Dates written out: "March 15", "15 mars 2027", "2027-03-15", "1er décembre".

const MONTHS: Array<[RegExp, number]> = [
  [/^(january|jan|janvier|janv)$/, 1],
  [/^(february|feb|fevrier|fevr|fev)$/, 2],
  [/^(march|mar|mars)$/, 3],
  [/^(april|apr|avril|avr)$/, 4],
  [/^(may|mai)$/, 5],
  [/^(june|jun|juin)$/, 6],
  [/^(july|jul|juillet|juil)$/, 7],
  [/^(august|aug|aout)$/, 8],
  [/^(september|sept|sep|septembre)$/, 9],
  [/^(october|oct|octobre)$/, 10],
  [/^(november|nov|novembre)$/, 11],
  [/^(december|dec|decembre)$/, 12],
];
const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|janv|fevr|fev|avr|juil';
const monthOf = (text: string): number | null => {
  const clean = text.replace(/\.$/, '');
  return MONTHS.find(([pattern]) => pattern.test(clean))?.[1] ?? null;
};

/** A written date; without a year, the next occurrence from today (a past day this year means next year). */
const DATE_PATTERN = `(?:(\\d{4})-(\\d{2})-(\\d{2})|(?:(${MONTH_NAMES})\\b\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?)|(?:(\\d{1,2})(?:er|st|nd|rd|th)?\\s+(${MONTH_NAMES})\\b\\.?(?:,?\\s+(\\d{4}))?))`;

const dateFromMatch = (groups: Array<string | undefined>, today: IsoDate): IsoDate | null => {
  const [isoYear, isoMonth, isoDay, monthA, dayA, yearA, dayB, monthB, yearB] = groups;
  if (isoYear && isoMonth && isoDay) return makeDate(Number(isoYear), Number(isoMonth), Number(isoDay));
  const month = monthOf(monthA ?? monthB ?? '');
  const day = Number(dayA ?? dayB);
  const yearText = yearA ?? yearB;
  if (!month || !day) return null;
  const thisYear = Number(today.slice(0, 4));
  if (yearText) return makeDate(Number(yearText), month, day);
  const candidate = makeDate(thisYear, month, day);
  if (!candidate) return null;
  return candidate < today ? makeDate(thisYear + 1, month, day) : candidate;
};

// ---------------------------------------------------------------------------------------------------------
// Money: "500k", "$2.5M", "2.5 million", "$500,000", "500 000 $", "2,5 M$".

const AMOUNT = `(\\$\\s?)?(\\d{1,3}(?:[ ,.]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s?(k|m|mm|b|bn|millions?|thousand|mille|milliards?|billions?)?(?![a-z])\\s?(\\$|dollars?|cad|k\\$)?`;

const amountOf = (
  dollar: string | undefined,
  digits: string,
  unit: string | undefined,
  suffix: string | undefined,
): number | null => {
  let numberText = digits;
  if (/^\d{1,3}(?:[ ,.]\d{3})+$/.test(digits) && !/^\d{1,3}[.,]\d{3}$/.test(digits)) {
    numberText = digits.replace(/[ ,.]/g, '');
  } else if (/^\d{1,3}[.,]\d{3}$/.test(digits)) {
    // "1,500" is fifteen hundred; "1.500" too (French thousands), unless a unit follows ("1.500 M" is rare).
    numberText = unit ? digits.replace(',', '.') : digits.replace(/[.,]/, '');
  } else {
    numberText = digits.replace(',', '.');
  }
  let value = Number(numberText);
  if (!Number.isFinite(value)) return null;
  const scale = (unit ?? (suffix === 'k$' ? 'k' : '')).toLowerCase();
  if (scale === 'k' || scale === 'thousand' || scale === 'mille') value *= 1_000;
  else if (scale === 'm' || scale === 'mm' || scale.startsWith('million')) value *= 1_000_000;
  else if (scale === 'b' || scale === 'bn' || scale.startsWith('milliard') || scale.startsWith('billion'))
    value *= 1_000_000_000;
  // A bare small number ("under 50") is not money: it needs a currency sign or a unit, or to be large.
  if (!dollar && !unit && !suffix && value < 1_000) return null;
  return Math.round(value);
};

const formatMoney = (value: number): string =>
  `$${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }).format(value)}`;

// ---------------------------------------------------------------------------------------------------------
// Regions.

const REGION_NAMES: Array<[string, RegionValue[]]> = [
  [
    'national capital region|region de la capitale nationale|capital region',
    ['National Capital Region (NCR)'],
  ],
  [
    'newfoundland and labrador|newfoundland|terre-neuve-et-labrador|terre-neuve|labrador',
    ['Newfoundland and Labrador'],
  ],
  ['prince edward island|ile-du-prince-edouard|ile du prince edouard', ['Prince Edward Island']],
  ['northwest territories|territoires du nord-ouest', ['Northwest Territories']],
  ['british columbia|colombie-britannique|colombie britannique', ['British Columbia']],
  ['nova scotia|nouvelle-ecosse|nouvelle ecosse', ['Nova Scotia']],
  ['new brunswick|nouveau-brunswick|nouveau brunswick', ['New Brunswick']],
  ['ontario', ['Ontario']],
  ['quebec', ['Quebec']],
  ['alberta', ['Alberta']],
  ['manitoba', ['Manitoba']],
  ['saskatchewan', ['Saskatchewan']],
  ['yukon', ['Yukon']],
  ['nunavut', ['Nunavut']],
  [
    "atlantic canada|atlantic provinces|canada atlantique|provinces de l'atlantique|provinces atlantiques",
    ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'],
  ],
  [
    'the maritimes|maritimes|maritime provinces|provinces maritimes',
    ['Nova Scotia', 'New Brunswick', 'Prince Edward Island'],
  ],
  ['the prairies|prairie provinces|prairies', ['Alberta', 'Saskatchewan', 'Manitoba']],
  [
    "western canada|ouest canadien|l'ouest canadien",
    ['British Columbia', 'Alberta', 'Saskatchewan', 'Manitoba'],
  ],
  [
    'northern canada|the territories|les territoires|nord canadien|grand nord|the north',
    ['Yukon', 'Northwest Territories', 'Nunavut'],
  ],
  [
    "nationwide|across canada|canada-wide|coast to coast|pancanadiens?|partout au canada|a l'echelle nationale|a l'echelle du canada",
    ['National'],
  ],
  // Cities name their province (Ottawa and Gatineau: the National Capital Region).
  ['ottawa|gatineau', ['National Capital Region (NCR)']],
  [
    'toronto|mississauga|hamilton|kingston|sudbury|thunder bay|windsor|kitchener|waterloo|barrie|petawawa|trenton|borden',
    ['Ontario'],
  ],
  ['montreal|laval|sherbrooke|trois-rivieres|saguenay|valcartier|bagotville', ['Quebec']],
  ['vancouver|victoria|kelowna|surrey|nanaimo|prince george|esquimalt|comox|kamloops', ['British Columbia']],
  ['calgary|edmonton|red deer|lethbridge|cold lake|wainwright', ['Alberta']],
  ['winnipeg|brandon|shilo|churchill', ['Manitoba']],
  ['regina|saskatoon|moose jaw|prince albert', ['Saskatchewan']],
  ['halifax|dartmouth|truro|greenwood|stellarton', ['Nova Scotia']],
  ['fredericton|moncton|saint john|gagetown', ['New Brunswick']],
  ["st\\.? john's|gander|goose bay|corner brook", ['Newfoundland and Labrador']],
  ['charlottetown|summerside', ['Prince Edward Island']],
  ['whitehorse', ['Yukon']],
  ['yellowknife|inuvik', ['Northwest Territories']],
  ['iqaluit', ['Nunavut']],
];

/** Codes and dotted abbreviations, matched case-sensitively on the typed text ("ON" is a code, "on" is not). */
const REGION_CODES: Array<[string, RegionValue[]]> = [
  ['ON|Ont\\.', ['Ontario']],
  ['QC|Qc|PQ|Qué\\.|Que\\.', ['Quebec']],
  ['BC|B\\.C\\.|C\\.-B\\.', ['British Columbia']],
  ['AB|Alta\\.', ['Alberta']],
  ['MB|Man\\.', ['Manitoba']],
  ['SK|Sask\\.', ['Saskatchewan']],
  ['NS|N\\.S\\.|N\\.-É\\.|N\\.-E\\.', ['Nova Scotia']],
  ['NB|N\\.B\\.|N\\.-B\\.', ['New Brunswick']],
  ['NL|N\\.L\\.|T\\.-N\\.-L\\.', ['Newfoundland and Labrador']],
  ['PEI|PE|P\\.E\\.I\\.|Î\\.-P\\.-É\\.|I\\.-P\\.-E\\.', ['Prince Edward Island']],
  ['YT|YK', ['Yukon']],
  ['NT|NWT|T\\.N\\.-O\\.', ['Northwest Territories']],
  ['NU', ['Nunavut']],
  ['NCR|RCN', ['National Capital Region (NCR)']],
];

// ---------------------------------------------------------------------------------------------------------
// Organisations: known buyers by acronym ("DND", "RCMP"), by name ("National Defence"), and common aliases.

/** [acronyms in capitals (matched case-sensitively), names (any case), words to find in a known buyer's name]. */
const ORGANIZATION_ALIASES: Array<[string, string, string[]]> = [
  [
    'PSPC|SPAC|PWGSC|TPSGC',
    'public services and procurement canada|public services and procurement|public works|travaux publics',
    ['public works and government services', 'public services and procurement'],
  ],
  [
    'DND|MDN|CAF|FAC',
    'national defence|defense nationale|department of defence|canadian armed forces|forces armees canadiennes',
    ['national defence'],
  ],
  [
    'RCMP|GRC',
    'mounties|royal canadian mounted police|gendarmerie royale',
    ['royal canadian mounted police'],
  ],
  ['SSC|SPC', 'shared services canada|services partages canada', ['shared services']],
  ['CBSA|ASFC', 'border services agency|services frontaliers', ['border services']],
  [
    'CSC',
    'correctional service canada|correctional service of canada|corrections canada|service correctionnel',
    ['correctional service'],
  ],
  ['DFO|MPO', 'fisheries and oceans|peches et oceans|coast guard|garde cotiere', ['fisheries and oceans']],
  ['ECCC', 'environment canada|environment and climate change canada|environnement canada', ['environment']],
  ['', 'health canada|sante canada', ['department of health']],
  ['', 'transport canada|transports canada', ['department of transport']],
  ['', 'parks canada|parcs canada', ['parks canada']],
  ['', 'statistics canada|statcan|statistique canada', ['statistics canada']],
  ['NRC|CNRC', 'national research council|conseil national de recherches', ['national research council']],
  ['NRCan|RNCan', 'natural resources canada|ressources naturelles canada', ['natural resources']],
  ['ISC|SAC', 'indigenous services canada|services aux autochtones', ['indigenous services']],
  ['DCC|CDC', 'defence construction canada|construction de defense canada', ['defence construction canada']],
  ['', 'elections canada', ['chief electoral officer']],
  ['GAC|AMC', 'global affairs canada|affaires mondiales canada', ['foreign affairs']],
  ['ESDC|EDSC', 'employment and social development', ['employment and social development']],
  ['AAFC|AAC', 'agriculture canada|agriculture and agri-food', ['agriculture and agri-food']],
  ['TBS|SCT', 'treasury board', ['treasury board']],
  ['', 'canada post|postes canada', ['canada post']],
  ['', 'via rail', ['via rail']],
  ['CMHC|SCHL', 'canada mortgage and housing', ['canada mortgage and housing']],
];

const fold = (text: string): string => foldSameLength(text).toLowerCase().replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------------------
// Words that carry no search meaning once the filters are out ("find me tenders for …").

const FILLER_WORDS = new Set(
  (
    'find|show|list|get|give|search|searching|look|looking|seek|seeking|want|need|needs|please|me|us|my|our|i|im|' +
    "i'm|we|we're|am|are|is|be|any|all|some|the|a|an|tender|tenders|contract|contracts|opportunity|opportunities|" +
    'bid|bids|rfp|rfps|rfq|rfqs|rfso|solicitation|solicitations|notice|notices|procurement|procurements|' +
    'in|at|near|around|from|by|with|of|for|that|which|who|are|on|to|and|or|than|between|within|under|over|' +
    'about|into|across|inside|region|regions|province|provinces|government|federal|canada|canadian|' +
    'closing|closes|close|due|deadline|deadlines|posted|published|ending|value|valued|worth|budget|' +
    'requiring|required|requires|require|needed|without|no|not|also|only|just|currently|new|recent|latest|' +
    // French
    'trouve|trouvez|trouver|montre|montrez|montrer|moi|je|nous|cherche|cherchons|recherche|rechercher|des|les|' +
    "le|la|l'|de|du|d'|en|au|aux|dans|pour|avec|qui|que|sont|est|appel|appels|d'offres|offre|offres|avis|" +
    'contrat|contrats|marche|marches|opportunite|opportunites|occasion|occasions|et|ou|a|sur|entre|valeur|' +
    'province|region|gouvernement|federal|federaux|qui|ferment|fermant|fermeture|cloture|publie|publies|' +
    'publiees|sans|aucune|aucun|exigeant|requis|requise|moins|plus|tous|toutes|un|une|nouveaux|recents|l|d'
  ).split('|'),
);

const cleanSearchTerms = (text: string): string => {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word !== '');
  const kept = words.filter((word) => {
    // "IT" in capitals is information technology, not the pronoun.
    if (word === 'IT' || word === 'TI') return true;
    const folded = fold(word);
    if (FILLER_WORDS.has(folded)) return false;
    if (/^[ld]'/.test(folded) && FILLER_WORDS.has(folded.slice(2))) return false;
    if (/^\d+$/.test(folded)) return false;
    return true;
  });
  return kept
    .map((word) => word.replace(/^[ldLD]['\u2019](?=\p{L})/u, ''))
    .join(' ')
    .trim();
};

// ---------------------------------------------------------------------------------------------------------
// The parser.

const CLOSING_CONTEXT =
  '(?:(?:that\\s+|which\\s+)?(?:closing|closes|close|due|ending|ends|expiring|with\\s+(?:a\\s+)?deadline|deadline|submissions?\\s+due|qui\\s+fermen?t|fermant|fermeture|cloture|se\\s+terminant|date\\s+limite)\\s+)';
const PUBLISHED_CONTEXT =
  '(?:(?:that\\s+were\\s+|which\\s+were\\s+)?(?:posted|published|released|issued|added|new|publies?|publiees?|parus?|affiches?|nouveaux|nouvelles)\\s+)';

export const parseNaturalLanguageQuery = (query: string, options: ParseOptions): ParsedQuery => {
  const { today } = options;
  const text = new Text(query);
  const structure: NlQueryStructure = {
    ...EMPTY_NL_STRUCTURE,
    regions: [],
    categories: [],
    organizations: [],
  };
  const understood: NlUnderstoodFilter[] = [];
  const note = (field: NlUnderstoodFilter['field'], value: string, source: string) =>
    understood.push({ field, value, source_text: source });

  // 1. Security clearance (negations first: "no security clearance" must not read as "security clearance").
  const clearanceNoun = '(?:security\\s+)?(?:clearances?|screening)(?:\\s+(?:levels?|requirements?))?';
  text.each(
    new RegExp(
      `\\b(?:no|without|not\\s+requiring|not\\s+needing|doesn't\\s+require|does\\s+not\\s+require|don't\\s+require|do\\s+not\\s+require|don't\\s+need|no\\s+need\\s+for|excluding|exclude|with\\s+no)\\s+(?:any\\s+|a\\s+)?(?:(?:personnel|staff)\\s+)?${clearanceNoun}(?:\\s+(?:required|needed|necessary))?\\b` +
        `|\\b(?:no|without)\\s+security\\s+requirements?\\b|\\b${clearanceNoun}\\s+(?:is\\s+)?not\\s+(?:required|needed|necessary)\\b` +
        `|\\b(?:sans|aucune?|pas\\s+de|ne\\s+necessitant\\s+pas\\s+de|n'exigeant\\s+pas\\s+de)\\s+(?:(?:cote|attestation|habilitation|autorisation|exigence)s?\\s+(?:de\\s+|relatives?\\s+a\\s+la\\s+)?(?:securite|fiabilite)|cote\\s+de\\s+securite)(?:\\s+(?:requises?|exigees?))?\\b`,
    ),
    (_match, source) => {
      if (structure.security_clearance_required !== null) return true;
      structure.security_clearance_required = false;
      note('security_clearance', 'No security clearance required', source);
      return true;
    },
  );
  text.each(
    new RegExp(
      `\\b(?:(?:requiring|requires|require|with|needing|needs|need|holding)\\s+(?:an?\\s+)?)?(?:(?:enhanced\\s+)?reliability|top\\s+secret|secret)\\s+(?:(?:security\\s+)?(?:clearance|status|level)s?)\\b` +
        `|\\b(?:requiring|requires|with|needing|needs|holding)\\s+(?:an?\\s+)?${clearanceNoun}\\b` +
        `|\\b${clearanceNoun}\\s+(?:required|needed|necessary)\\b` +
        `|\\b(?:avec|exigeant|necessitant|requerant)\\s+(?:une\\s+)?(?:cote|attestation|habilitation)\\s+(?:de\\s+)?(?:securite|fiabilite|secret|tres\\s+secret)\\b` +
        `|\\bcote\\s+(?:de\\s+)?(?:securite|fiabilite|secret|tres\\s+secret)\\s+(?:requise|exigee)\\b`,
    ),
    (_match, source) => {
      if (structure.security_clearance_required !== null) return true;
      structure.security_clearance_required = true;
      note('security_clearance', 'Security clearance required', source);
      return true;
    },
  );

  // 2. Indigenous set-asides (PSIB).
  text.each(
    /\b(?:no|not|without|excluding|exclude|non)\s+(?:an?\s+)?(?:(?:indigenous|aboriginal|psib)\s+)?(?:business\s+)?set[- ]?asides?\b|\bnot\s+(?:set[- ]?aside|reserved)\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies)\b|\bnon\s+reserves?\s+aux\s+(?:entreprises\s+)?autochtones\b|\bsans\s+(?:marche\s+)?reserve\s+(?:aux\s+)?(?:entreprises\s+)?autochtones?\b/,
    (_match, source) => {
      if (structure.indigenous_set_aside !== null) return true;
      structure.indigenous_set_aside = false;
      note('indigenous_set_aside', 'Not set aside for Indigenous businesses', source);
      return true;
    },
  );
  text.each(
    /\b(?:indigenous|aboriginal|psib)(?:[- ]owned)?(?:\s+business(?:es)?)?\s+set[- ]?asides?\b|\bset[- ]?asides?(?:\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies))?\b|\b(?:reserved|set\s+aside)\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies)\b|\bpsib\b|\b(?:reserves?|reservees?)\s+aux\s+(?:entreprises\s+)?autochtones\b|\bmarches?\s+reserves?\b|\bsaea\b|\bfor\s+indigenous\s+(?:businesses|suppliers|firms|companies)\b|\bpour\s+(?:les\s+)?entreprises\s+autochtones\b/,
    (_match, source) => {
      if (structure.indigenous_set_aside !== null) return true;
      structure.indigenous_set_aside = true;
      note('indigenous_set_aside', 'Set aside for Indigenous businesses (PSIB)', source);
      return true;
    },
  );

  // 3. Canadian content and experience.
  text.each(
    /\b(?:no|without|not\s+limited\s+to)\s+canadian\s+(?:content|goods)(?:\s+requirements?)?\b|\bsans\s+(?:exigence\s+de\s+)?contenu\s+canadien\b/,
    (_match, source) => {
      structure.canadian_made = false;
      note('canadian_made', 'No Canadian-content requirement', source);
      return true;
    },
  );
  text.each(
    /\b(?:canadian[- ]made|made\s+in\s+canada|canadian\s+content|canadian\s+goods|limited\s+to\s+canadian\s+(?:goods|products)|fabrique\s+au\s+canada|fabriques\s+au\s+canada|produits\s+canadiens|contenu\s+canadien|biens\s+canadiens)\b/,
    (_match, source) => {
      if (structure.canadian_made !== null) return true;
      structure.canadian_made = true;
      note('canadian_made', 'Limited to Canadian goods or content', source);
      return true;
    },
  );
  text.each(
    /\b(?:no|without)\s+(?:prior\s+|previous\s+|minimum\s+)?(?:experience\s+(?:required|needed|necessary|requirements?)|experience\s+requirements?)\b|\bexperience\s+not\s+required\b|\b(?:sans|aucune)\s+(?:exigence\s+d'experience|experience\s+(?:requise|exigee))\b/,
    (_match, source) => {
      structure.experience_required = false;
      note('experience', 'No minimum experience required', source);
      return true;
    },
  );

  // 4. Money.
  const rangePattern = new RegExp(
    `\\b(?:between|from|entre|de)\\s+${AMOUNT}\\s*(?:and|to|-|et|a)\\s*${AMOUNT}|(?<![\\w$])${AMOUNT}\\s*(?:-|to|a)\\s*${AMOUNT}(?=\\s|$|[,.;])`,
  );
  text.each(rangePattern, (match, source) => {
    const groups = match.slice(1);
    const offset = groups[0] !== undefined || groups[1] !== undefined ? 0 : 8;
    const [d1, n1, u1, s1, d2, n2, u2, s2] = groups.slice(offset, offset + 8);
    if (!n1 || !n2) return false;
    // "100k-500k": the unit of the upper bound applies to a bare lower bound ("2-5 million").
    const low = amountOf(d1 ?? d2, n1, u1 ?? u2, s1 ?? s2);
    const high = amountOf(d2 ?? d1, n2, u2, s2);
    if (low === null || high === null || low > high) return false;
    structure.value_min = low;
    structure.value_max = high;
    note('value', `${formatMoney(low)} – ${formatMoney(high)}`, source);
    return true;
  });
  const maxWords =
    "under|below|less\\s+than|lower\\s+than|cheaper\\s+than|up\\s+to|at\\s+most|max(?:imum)?|no\\s+more\\s+than|not\\s+over|not\\s+exceeding|<=?|≤|moins\\s+de|inferieure?s?\\s+a|jusqu'a|au\\s+plus|sous|maximum\\s+de";
  const minWords =
    'over|above|more\\s+than|greater\\s+than|at\\s+least|min(?:imum)?|exceeding|no\\s+less\\s+than|>=?|≥|plus\\s+de|superieure?s?\\s+a|au\\s+moins|minimum\\s+de|de\\s+plus\\s+de';
  text.each(
    new RegExp(
      `(?:\\b(?:valued|value[ds]?|worth|budget|contract(?:s)?|d'une\\s+valeur)\\s+)?((?:${maxWords})|(?:${minWords}))\\s*${AMOUNT}`,
    ),
    (match, source) => {
      const [, comparator, dollar, digits, unit, suffix] = match;
      if (!digits || !comparator) return false;
      const value = amountOf(dollar, digits, unit, suffix);
      if (value === null) return false;
      const isMax = new RegExp(`^(?:${maxWords})$`).test(comparator.trim());
      if (isMax) {
        structure.value_max = value;
        note('value', `under ${formatMoney(value)}`, source);
      } else {
        structure.value_min = value;
        note('value', `over ${formatMoney(value)}`, source);
      }
      return true;
    },
  );

  // 5. Dates: closing windows (the default for a future window) and publication windows.
  const setClosing = (from: IsoDate | null, to: IsoDate | null, source: string, words?: string) => {
    structure.closing_from = from;
    structure.closing_to = to;
    const range =
      from && to
        ? from === to
          ? `on ${formatDay(from)}`
          : `between ${formatDay(from)} and ${formatDay(to)}`
        : from
          ? `after ${formatDay(addDays(from, -1))}`
          : `by ${formatDay(to!)}`;
    note('closing', `Closing ${range}${words ? ` (${words})` : ''}`, source);
  };
  const setPublished = (from: IsoDate | null, to: IsoDate | null, source: string) => {
    structure.published_from = from;
    structure.published_to = to;
    const range =
      from && to
        ? from === to
          ? `on ${formatDay(from)}`
          : `between ${formatDay(from)} and ${formatDay(to)}`
        : from
          ? `since ${formatDay(from)}`
          : `by ${formatDay(to!)}`;
    note('published', `Published ${range}`, source);
  };

  // Publication: "posted in the last 2 weeks", "published this week", "publiés depuis une semaine".
  text.each(
    new RegExp(
      `${PUBLISHED_CONTEXT}?\\b(?:in\\s+|within\\s+|over\\s+|during\\s+)?(?:the\\s+)?(?:last|past|previous)\\s+${COUNT}?\\s*${UNIT}` +
        `|${PUBLISHED_CONTEXT}?\\b(?:au\\s+cours\\s+des?|dans\\s+les|pendant\\s+les|des)\\s+${COUNT}?\\s*(?:derniers?|dernieres?)\\s+${UNIT}` +
        `|${PUBLISHED_CONTEXT}?\\b(?:les|la|le)\\s+${COUNT}?\\s*${UNIT}\\s+(?:derniers?|dernieres?)` +
        `|${PUBLISHED_CONTEXT}(?:depuis|il\\s+y\\s+a\\s+moins\\s+de)\\s+${COUNT}?\\s*${UNIT}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const pairs: Array<[string | undefined, string | undefined]> = [
        [groups[0], groups[1]],
        [groups[2], groups[3]],
        [groups[4], groups[5]],
        [groups[6], groups[7]],
      ];
      const pair = pairs.find(([, unit]) => unit !== undefined);
      if (!pair) return false;
      const count = countOf(pair[0]) ?? 1;
      const unit = unitOf(pair[1]!);
      setPublished(shift(today, -count, unit), today, source);
      return true;
    },
  );
  text.each(
    new RegExp(
      `${PUBLISHED_CONTEXT}(today|yesterday|this\\s+week|this\\s+month|aujourd'hui|hier|cette\\s+semaine|ce\\s+mois-ci|ce\\s+mois)\\b`,
    ),
    (match, source) => {
      const when = match[1]!;
      if (/today|aujourd/.test(when)) setPublished(today, today, source);
      else if (/yesterday|hier/.test(when)) setPublished(addDays(today, -1), addDays(today, -1), source);
      else if (/week|semaine/.test(when)) setPublished(startOfWeek(today), today, source);
      else setPublished(startOfMonth(today), today, source);
      return true;
    },
  );

  // Closing windows.
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:in|within|over|during)\\s+(?:the\\s+)?(?:next|coming)\\s+${COUNT}?\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\b(?:within|in\\s+less\\s+than|in\\s+under)\\s+${COUNT}\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\b(?:dans\\s+les|au\\s+cours\\s+des|d'ici|dans\\s+moins\\s+de|d'ici\\s+les|durant\\s+les)\\s+${COUNT}?\\s*(?:prochains?\\s+|prochaines?\\s+)?${UNIT}(?:\\s+(?:prochains?|prochaines?|a\\s+venir))?` +
        `|${CLOSING_CONTEXT}\\b(?:in|dans)\\s+${COUNT}\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\bnext\\s+${COUNT}\\s*${UNIT}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const pairs: Array<[string | undefined, string | undefined]> = [
        [groups[0], groups[1]],
        [groups[2], groups[3]],
        [groups[4], groups[5]],
        [groups[6], groups[7]],
        [groups[8], groups[9]],
      ];
      const pair = pairs.find(([, unit]) => unit !== undefined);
      if (!pair) return false;
      const count = countOf(pair[0]) ?? (/\b(?:few|quelques)\b/.test(fold(source)) ? 3 : 1);
      const unit = unitOf(pair[1]!);
      const plural = count === 1 ? unit : `${unit}s`;
      setClosing(today, shift(today, count, unit), source, `next ${count} ${plural}`);
      return true;
    },
  );
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:before|by|until|no\\s+later\\s+than|prior\\s+to|avant\\s+le|avant|d'ici\\s+le|au\\s+plus\\s+tard\\s+le|jusqu'au)\\s+(?:the\\s+)?${DATE_PATTERN}` +
        `|${CLOSING_CONTEXT}(?:on\\s+|le\\s+)?${DATE_PATTERN}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const isDeadline = groups.slice(0, 9).some((value) => value !== undefined);
      const date = dateFromMatch(isDeadline ? groups.slice(0, 9) : groups.slice(9, 18), today);
      if (!date) return false;
      if (isDeadline) {
        const exclusive = /\b(?:before|prior\s+to|avant)\b/.test(fold(source));
        const to = exclusive ? addDays(date, -1) : date;
        setClosing(structure.closing_from ?? today, to, source);
      } else {
        setClosing(date, date, source);
      }
      return true;
    },
  );
  text.each(
    new RegExp(`${CLOSING_CONTEXT}?\\b(?:after|apres\\s+le|apres)\\s+(?:the\\s+)?${DATE_PATTERN}`),
    (match, source) => {
      const date = dateFromMatch(match.slice(1, 10), today);
      if (!date) return false;
      setClosing(addDays(date, 1), structure.closing_to, source);
      return true;
    },
  );
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:(today|tomorrow|this\\s+week|next\\s+week|this\\s+month|next\\s+month|(?:by\\s+|before\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:month|year|week)|this\\s+year|aujourd'hui|demain|cette\\s+semaine|la\\s+semaine\\s+prochaine|ce\\s+mois-ci|ce\\s+mois|le\\s+mois\\s+prochain|(?:d'ici|avant)\\s+la\\s+fin\\s+(?:du\\s+mois|de\\s+l'annee|de\\s+la\\s+semaine)|cette\\s+annee))\\b` +
        `|${CLOSING_CONTEXT}(soon|bientot|shortly)\\b|\\b(closing\\s+soon|fermant\\s+bientot|qui\\s+ferment\\s+bientot|closes?\\s+soon)\\b`,
    ),
    (match, source) => {
      const when = fold(match[1] ?? match[2] ?? match[3] ?? '');
      if (/soon|bientot|shortly/.test(when))
        setClosing(today, addDays(today, 3), source, 'closing soon: within 3 days');
      else if (/today|aujourd/.test(when)) setClosing(today, today, source, 'today');
      else if (/tomorrow|demain/.test(when))
        setClosing(addDays(today, 1), addDays(today, 1), source, 'tomorrow');
      else if (/next week|semaine prochaine/.test(when)) {
        const start = addDays(endOfWeek(today), 1);
        setClosing(start, endOfWeek(start), source, 'next week');
      } else if (/end of (?:the )?week|this week|cette semaine|fin de la semaine/.test(when))
        setClosing(today, endOfWeek(today), source, 'this week');
      else if (/next month|mois prochain/.test(when)) {
        const start = addMonths(startOfMonth(today), 1);
        setClosing(start, endOfMonth(start), source, 'next month');
      } else if (/year|annee/.test(when)) setClosing(today, endOfYear(today), source, 'this year');
      else setClosing(today, endOfMonth(today), source, 'this month');
      return true;
    },
  );
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}(?:in|during|en|au\\s+mois\\s+de)\\s+(${MONTH_NAMES})\\b(?:\\s+(\\d{4}))?\\b`,
    ),
    (match, source) => {
      const month = monthOf(match[1]!);
      if (!month) return false;
      const thisYear = Number(today.slice(0, 4));
      const thisMonth = Number(today.slice(5, 7));
      const year = match[2] ? Number(match[2]) : month < thisMonth ? thisYear + 1 : thisYear;
      const start = makeDate(year, month, 1)!;
      setClosing(start < today ? today : start, endOfMonth(start), source);
      return true;
    },
  );

  // 6. Status.
  text.each(
    /\b(?:including\s+closed(?:\s+ones)?|all\s+statuses|any\s+status|open\s+or\s+closed|even\s+(?:the\s+)?closed(?:\s+ones)?|y\s+compris\s+(?:les\s+)?(?:fermes|clos)|tous\s+statuts)\b/,
    (_match, source) => {
      structure.status = 'any';
      note('status', 'Open and closed tenders', source);
      return true;
    },
  );
  text.each(
    /^\s*(?:closed|expired|archived|fermes|fermees|expires|expirees)\b|\b(?:closed|expired|past|archived|previous|fermes|fermees|expires|expirees|passes|anciens)\b(?=\s+(?:tenders?|contracts?|opportunit\w*|notices?|solicitations?|appels?|avis|contrats?|marches)|\s*$)/,
    (_match, source) => {
      if (structure.status !== 'open') return true;
      structure.status = 'closed';
      note('status', 'Closed or expired tenders only', source);
      return true;
    },
  );
  text.each(
    /\b(?:currently\s+open|still\s+open|open\s+(?:right\s+)?now|open\s+today|open|active|current|ouverts?\s+(?:maintenant|aujourd'hui)|ouvertes?\s+(?:maintenant|aujourd'hui)|ouverts?|ouvertes?|en\s+cours|actifs?|actives?)\b/,
    (_match, source) => {
      if (structure.status === 'open' && !understood.some((item) => item.field === 'status'))
        note('status', 'Open tenders only', source);
      return true;
    },
  );

  // 7. Organisations (before regions: "Defence Construction Canada - Ontario Region" names a buyer).
  const organizations = options.organizations ?? [];
  const addOrganizations = (needles: string[], source: string): boolean => {
    const matches = organizations.filter((organization) => {
      const names = [fold(organization.name), fold(organization.nameFr ?? '')];
      return needles.some((needle) => names.some((name) => name.includes(needle)));
    });
    if (matches.length === 0) return false;
    for (const organization of matches)
      if (!structure.organizations.includes(organization.name))
        structure.organizations.push(organization.name);
    note('organizations', matches.map((organization) => organization.name).join(', '), source);
    return true;
  };
  if (organizations.length > 0) {
    // Acronyms in capitals as the notices write them: "(DND)", "(RCMP)", "- EDC".
    const acronyms = new Map<string, string[]>();
    for (const organization of organizations) {
      for (const name of [organization.name, organization.nameFr ?? '']) {
        const found = /\(([A-Za-zÀ-ÿ][\wÀ-ÿ-]{1,9})\s*\)\s*$/.exec(name) ?? / - ([A-Z]{3,6})$/.exec(name);
        const acronym = found?.[1]?.trim();
        if (acronym && acronym.length >= 3 && acronym === acronym.toUpperCase())
          acronyms.set(acronym, [...(acronyms.get(acronym) ?? []), organization.name]);
      }
    }
    for (const [acronym] of acronyms) {
      text.each(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(acronym)}(?![\\p{L}\\p{N}])`, 'u'),
        (_match, source) =>
          addOrganizations(
            [fold(acronym).toLowerCase()].map((value) => `(${value}`),
            source,
          ) || addOrganizations([`- ${fold(acronym)}`], source),
        true,
      );
    }
    for (const [acronymList, names, needles] of ORGANIZATION_ALIASES) {
      if (acronymList)
        text.each(
          new RegExp(`(?<![\\p{L}\\p{N}])(?:${acronymList})(?![\\p{L}\\p{N}])`, 'u'),
          (_match, source) => addOrganizations(needles, source),
          true,
        );
      text.each(new RegExp(`\\b(?:${names})\\b`), (_match, source) => addOrganizations(needles, source));
    }
    // Full names, without the department prefix ("Correctional Service of Canada").
    for (const organization of organizations) {
      const core = fold(organization.name.replace(/\s*\([^)]*\)\s*$/, ''))
        .replace(/^(?:department of (?:the )?|ministere (?:de la |des |du |de l'|de ))/, '')
        .trim();
      if (core.split(' ').length < 2) continue;
      text.each(new RegExp(`\\b${escapeRegExp(core)}\\b`), (_match, source) =>
        addOrganizations([core], source),
      );
    }
  }

  // 8. Regions: names (both languages), cities and groups, then codes in capitals.
  const addRegions = (regions: RegionValue[], source: string) => {
    const added = regions.filter((region) => !structure.regions.includes(region));
    structure.regions.push(...added);
    if (added.length > 0)
      note('regions', added.map((region) => regionLabel(region, 'eng')).join(', '), source);
  };
  for (const [names, regions] of REGION_NAMES) {
    text.each(
      new RegExp(
        `(?<![\\p{L}\\p{N}-])(?:${names})(?![\\p{L}\\p{N}]|-(?!\\s))(?:\\s+(?:city|region|area|province))?`,
        'u',
      ),
      (_match, source) => {
        addRegions(regions, source);
        return true;
      },
    );
  }
  for (const [codes, regions] of REGION_CODES) {
    text.each(
      new RegExp(`(?<![\\p{L}\\p{N}.])(?:${codes})(?![\\p{L}\\p{N}])`, 'u'),
      (_match, source) => {
        addRegions(regions, source);
        return true;
      },
      true,
    );
  }

  // 9. Procurement categories, only when named as such ("construction projects", "goods", "services contracts").
  const addCategory = (code: ProcurementCategoryCode, source: string) => {
    if (!structure.categories.includes(code)) {
      structure.categories.push(code);
      note('categories', procurementCategoryLabel(code, 'eng'), source);
    }
    return true;
  };
  text.each(/\bservices\s+related\s+to\s+goods\b|\bservices\s+lies\s+aux\s+biens\b/, (_m, source) =>
    addCategory('SRVTGD', source),
  );
  // "Construction" stays a search word, not a category filter: many notices of construction work (equipment
  // rental, source lists, repairs) carry no category code and a filter would drop them; the word itself finds
  // the Construction category's notices too. Only the words around it go ("construction work" → construction).
  text.each(/(?<=\bconstruction\s+)(?:projects?|contracts?|works?|jobs?)\b/, () => true);
  text.each(/\b(?:travaux|projets?|contrats?)\s+de\s+(?=construction\b)/, () => true);
  text.each(/\b(?:goods|supplies|products|biens|fournitures)\b(?!\s+(?:and|related|lies))/, (_m, source) =>
    addCategory('GD', source),
  );
  text.each(
    /\b(?:services?\s+contracts?|professional\s+services|services\s+professionnels|contrats?\s+de\s+services)\b/,
    (_m, source) => addCategory('SRV', source),
  );

  structure.search_terms = cleanSearchTerms(text.original);
  if (structure.status === 'open' && !understood.some((item) => item.field === 'status'))
    understood.push({ field: 'status', value: 'Open tenders only', source_text: '' });
  return { structure, understood };
};

/** Whole dollars in French ("500 000 $"). */
const formatMoneyFr = (value: number): string =>
  `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 }).format(value)} $`;

/** Dollars in the language of the answer. */
export const formatMoneyIn = (value: number, language: 'eng' | 'fra'): string =>
  language === 'fra' ? formatMoneyFr(value) : formatMoney(value);

/**
 * The filters of a structure in words: for a structure an LLM proposed (which has no source phrases), and for
 * an answer in French (the parser's own words are English).
 */
export const describeStructure = (
  structure: NlQueryStructure,
  today: IsoDate,
  language: 'eng' | 'fra' = 'eng',
): NlUnderstoodFilter[] => {
  const fr = language === 'fra';
  const say = (english: string, french: string): string => (fr ? french : english);
  const day = (date: IsoDate): string => formatDay(date, language);
  const money = (value: number): string => formatMoneyIn(value, language);
  const items: NlUnderstoodFilter[] = [];
  const add = (field: NlUnderstoodFilter['field'], value: string) =>
    items.push({ field, value, source_text: '' });
  if (structure.regions.length > 0)
    add('regions', structure.regions.map((region) => regionLabel(region, language)).join(', '));
  if (structure.categories.length > 0)
    add(
      'categories',
      structure.categories.map((code) => procurementCategoryLabel(code, language)).join(', '),
    );
  if (structure.organizations.length > 0) add('organizations', structure.organizations.join(', '));
  if (structure.closing_from || structure.closing_to) {
    const from = structure.closing_from;
    const to = structure.closing_to;
    const window = from && to ? daysBetween(today, to) : null;
    const next =
      window !== null && from === today ? say(` (next ${window} days)`, ` (${window} prochains jours)`) : '';
    add(
      'closing',
      from && to
        ? from === to
          ? say(`Closing on ${day(from)}`, `Clôture le ${day(from)}`)
          : say(
              `Closing between ${day(from)} and ${day(to)}${next}`,
              `Clôture entre le ${day(from)} et le ${day(to)}${next}`,
            )
        : from
          ? say(`Closing after ${day(addDays(from, -1))}`, `Clôture après le ${day(addDays(from, -1))}`)
          : say(`Closing by ${day(to!)}`, `Clôture au plus tard le ${day(to!)}`),
    );
  }
  if (structure.published_from || structure.published_to) {
    const from = structure.published_from;
    const to = structure.published_to && structure.published_to !== today ? structure.published_to : null;
    add(
      'published',
      [
        say('Published', 'Publié'),
        from ? say(`since ${day(from)}`, `depuis le ${day(from)}`) : '',
        to ? say(`until ${day(to)}`, `jusqu'au ${day(to)}`) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  if (structure.value_min !== null || structure.value_max !== null)
    add(
      'value',
      structure.value_min !== null && structure.value_max !== null
        ? `${money(structure.value_min)} – ${money(structure.value_max)}`
        : structure.value_max !== null
          ? say(`under ${money(structure.value_max)}`, `moins de ${money(structure.value_max)}`)
          : say(`over ${money(structure.value_min!)}`, `plus de ${money(structure.value_min!)}`),
    );
  if (structure.security_clearance_required !== null)
    add(
      'security_clearance',
      structure.security_clearance_required
        ? say('Security clearance required', 'Cote de sécurité exigée')
        : say('No security clearance required', 'Aucune cote de sécurité exigée'),
    );
  if (structure.indigenous_set_aside !== null)
    add(
      'indigenous_set_aside',
      structure.indigenous_set_aside
        ? say('Set aside for Indigenous businesses (PSIB)', 'Réservé aux entreprises autochtones (SAEA)')
        : say('Not set aside for Indigenous businesses', 'Non réservé aux entreprises autochtones'),
    );
  if (structure.canadian_made !== null)
    add(
      'canadian_made',
      structure.canadian_made
        ? say('Limited to Canadian goods or content', 'Limité aux biens ou au contenu canadiens')
        : say('No Canadian-content requirement', 'Aucune exigence de contenu canadien'),
    );
  if (structure.experience_required !== null)
    add(
      'experience',
      structure.experience_required
        ? say('Experience required', 'Expérience exigée')
        : say('No minimum experience required', 'Aucune expérience minimale exigée'),
    );
  add(
    'status',
    structure.status === 'open'
      ? say('Open tenders only', "Appels d'offres ouverts seulement")
      : structure.status === 'closed'
        ? say('Closed or expired tenders only', "Appels d'offres fermés ou expirés seulement")
        : say('Open and closed tenders', "Appels d'offres ouverts et fermés"),
  );
  return items;
};

export { formatMoney };
