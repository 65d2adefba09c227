import type {
  BusinessEvidence,
  BusinessFact,
  BusinessIntelligence,
  ClearanceLevel,
  Language,
} from '@tenderscout/domain';
import {
  CARDINAL_WORDS,
  ENGLISH_CARDINAL_WORDS,
  FRENCH_CARDINAL_WORDS,
  wordAlternation,
} from '../lib/number-words';
import { monthsBetween } from './dates';

/**
 * Reads a notice's requirements from its own text, in English and French: Indigenous set-aside (PSIB), security
 * clearance and its level, Canadian content, experience, certifications, contract length, lowest-price selection
 * and language requirements. Every fact keeps the sentence it came from so a reader can check it. Rules are
 * deliberately conservative: boilerplate that merely mentions a programme (e.g. the Indigenous Business
 * Directory paragraph) or says a requirement does not apply never sets a flag.
 */
export interface BusinessIntelligenceInput {
  titleEn: string | null;
  titleFr: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  selectionCriteriaEn: string | null;
  selectionCriteriaFr: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  /** Normalised delivery regions. */
  deliveryRegions: string[];
  /** The raw delivery list (regions and cities) as published. */
  deliveryPlaces: string[];
  unspscDescriptionsEn: string[];
  gsinDescriptionsEn: string[];
}

interface Sentence {
  text: string;
  language: Language;
}

const MAX_EVIDENCE_LENGTH = 400;

/** Lines first (lists and "Label: value" lines are separate facts), then sentences within a line. */
export const splitSentences = (text: string | null, language: Language): Sentence[] => {
  if (!text) return [];
  const sentences: Sentence[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const cleaned = line
      .replace(/\t+/g, ' ')
      .replace(/^[\s•·\-*–]+/, '')
      .trim();
    if (!cleaned) continue;
    for (const part of cleaned.split(/(?<=[.!?;])\s+(?=[A-ZÀ-Ý(«"“])/)) {
      const sentence = part.trim();
      if (sentence) sentences.push({ text: sentence, language });
    }
  }
  return sentences;
};

const clip = (text: string): string =>
  text.length <= MAX_EVIDENCE_LENGTH ? text : `${text.slice(0, MAX_EVIDENCE_LENGTH - 1).trimEnd()}…`;

const readNumber = (word: string | undefined): number | null => {
  if (!word) return null;
  if (/^\d+$/.test(word)) return Number(word);
  return CARDINAL_WORDS[word.toLowerCase()] ?? null;
};

// ---- Indigenous set-aside -------------------------------------------------------------------------------
const INDIGENOUS_BOILERPLATE =
  /directory|répertoire|\bIBD\b|\bREA\b|can also allow|peut également|online resource|ressource en ligne/i;
const INDIGENOUS_FULL = [
  /\bset[- ]aside\b[^.]{0,80}\b(indigenous|aboriginal)\b/i,
  /\b(indigenous|aboriginal)\b[^.]{0,40}\bset[- ]aside\b/i,
  /\bset[- ]aside under the procurement strategy for (indigenous|aboriginal) business/i,
  /only (suppliers|bidders|firms) (that|who) meet the definition of an? (indigenous|aboriginal) business/i,
  /\bréservée?s? (aux|à une|à des) (entreprises?|fournisseurs?) autochtones?/i,
  /marché réservé[^.]{0,80}autochtone/i,
];
const INDIGENOUS_PARTIAL = [
  /\bstream\b[^.]{0,60}\b(indigenous|aboriginal)\b/i,
  /\bvolet\b[^.]{0,60}\bautochtones?\b/i,
  /\b(indigenous|aboriginal) (participation|benefits) plan\b/i,
  /plan de participation (des )?autochtones?/i,
];

// ---- Security clearance -----------------------------------------------------------------------------------
const SECURITY_CONTEXT =
  /secur|sécurité|clearance|attestation|cote de|reliability|fiabilité|screening|enquête|\bFSC\b|\bDOS\b|\bVOD\b|\bASI\b/i;
const SECURITY_NONE =
  /\bno security\b|\bnot? (contain|include|have)[^.]{0,20}security|there (is|are) no[^.]{0,30}security|aucune exigence[^.]{0,40}sécurité|pas d['’]exigences?[^.]{0,40}sécurité|ne comporte aucune[^.]{0,40}sécurité|do not need to have the required clearance/i;
const NOT_APPLICABLE = /:\s*(not applicable|n\/a|none|sans objet|aucune?)\s*\.?$/i;
const SECURITY_REQUIRED =
  /security requirements? (associated|applies|apply)|there (is|are) (a )?security requirements?|\bSRCL\b|security requirements? check ?list|minimum[^.]{0,40}security|must (each )?hold[^.]{0,40}(valid|clearance|status)|exigences? (relatives? à|en matière de) (la )?sécurité|niveau minimum[^.]{0,60}sécurité|doivent détenir/i;
const LEVEL_PATTERNS: Array<[ClearanceLevel, RegExp]> = [
  ['Top Secret', /\btop secret\b|\btrès secret\b/i],
  ['Secret', /(?<!top |très )\bsecret\b(?! sigint)/i],
  ['Enhanced Reliability', /\benhanced reliability\b|fiabilit[ée] approfondie/i],
  ['Reliability', /\breliability\b|\bfiabilit[ée](?![a-z])/i],
  [
    'DOS',
    /designated organi[sz]ation screening|\(DOS\)|\bDOS\b|vérification d['’]organisation désignée|\bVOD\b/,
  ],
  ['FSC', /facility security clearance|\(FSC\)|\bFSC\b|attestation de sécurité d['’]installation|\bASI\b/],
];

// ---- Canadian content -------------------------------------------------------------------------------------
const CANADIAN_CONTENT =
  /canadian content|contenu canadien|limited to canadian (goods|services|products)|limitée? aux (produits|biens|services) canadiens|made in canada|fabriqué au canada|canadian[- ]made|canadian goods and\/or services/i;
const DOES_NOT_APPLY = /(does|do) not apply|not applicable|ne s['’]applique(nt)? pas|sans objet/i;

// ---- Experience -------------------------------------------------------------------------------------------
const EXPERIENCE_YEARS = new RegExp(
  `\\b(\\d{1,2}|${wordAlternation(ENGLISH_CARDINAL_WORDS)})\\s*(?:\\((\\d{1,2})\\))?\\s*(?:\\+\\s*)?(?:-\\s*)?years?\\s+(?:of\\s+)?(?:[a-z-]+\\s+){0,3}experience`,
  'i',
);
const EXPERIENCE_YEARS_FR = new RegExp(
  `\\b(\\d{1,2}|${wordAlternation(FRENCH_CARDINAL_WORDS)})\\s*(?:\\((\\d{1,2})\\))?\\s*(?:ans|années)\\s+d['’](?:\\w+\\s+){0,2}?expérience`,
  'i',
);
const EXPERIENCE_GENERAL =
  /\b(demonstrated|proven|previous|relevant|minimum|must have|must demonstrate|required)\b[^.]{0,40}\bexperience\b|expérience (démontrée|pertinente|préalable|requise|minimale)|doit (posséder|avoir|démontrer)[^.]{0,40}expérience/i;

// ---- Certifications ---------------------------------------------------------------------------------------
const BUSINESS_CERTIFICATIONS: Array<[string, RegExp]> = [
  ['ISO 9001', /\bISO[\s-]?9001\b/i],
  ['ISO 14001', /\bISO[\s-]?14001\b/i],
  ['ISO 27001', /\bISO(?:\/IEC)?[\s-]?27001\b/i],
  ['ISO 45001', /\bISO[\s-]?45001\b/i],
  ['ISO 13485', /\bISO[\s-]?13485\b/i],
  ['ISO 20000', /\bISO(?:\/IEC)?[\s-]?20000\b/i],
  [
    'COR (Certificate of Recognition)',
    /certificate of recognition|\bCOR\b(?!\w)|certificat de reconnaissance/,
  ],
  ['SOC 2', /\bSOC ?2\b/i],
  ['Controlled Goods Program', /controlled goods program|programme des marchandises contrôlées/i],
  ['Progressive Aboriginal Relations (PAR)', /progressive aboriginal relations|\bPAR certif/i],
  ['WSIB / WCB clearance', /\bWSIB\b|\bWCB\b|workers['’]? compensation (board )?(clearance|certificate)/i],
  ['Red Seal', /\bred seal\b|sceau rouge/i],
];
const PRODUCT_CERTIFICATIONS: Array<[string, RegExp]> = [
  [
    'CSA',
    /\bCSA\b(?![- ]?Z\d*\s*(?:standard)?\s*$)|canadian standards association|association canadienne de normalisation/,
  ],
  ['ULC', /\bULC\b|underwriters['’]? laboratories of canada/i],
  ['UL', /\bUL\b(?:[- ]listed| certified| \d{2,4})/],
  ['ENERGY STAR', /energy star/i],
  ['EPEAT', /\bEPEAT\b/],
  ['NSF', /\bNSF\b/],
  ['CE mark', /\bCE[- ]mark/i],
  ['FIPS 140-2/3', /\bFIPS[\s-]?140/i],
  ['Common Criteria', /common criteria|critères communs/i],
  ['NIOSH', /\bNIOSH\b/],
  ['TAA compliant', /\bTAA[- ]compliant/i],
];

// ---- Lowest price, language, contract length --------------------------------------------------------------
const LOWEST_PRICE =
  /lowest[- ](?:evaluated[- ])?price|lowest[- ]priced|lowest[- ]cost|prix le plus bas|moins[- ]disant|plus bas prix/i;
const REQUIREMENT_WORD =
  /\b(must|shall|required|requirement|mandatory|proficien|fluent|capable|able to)\b|doit|doivent|requis|exig|obligatoire|maîtrise/i;
const BILINGUAL =
  /\bbilingual\b|\bbilingue\b|both official languages|deux langues officielles|in (english|french) and (english|french)|en (anglais|français) et en (anglais|français)/i;
const FRENCH_ONLY =
  /\b(in french|french language|french-speaking|francophone)\b|en français|langue française/i;
const ENGLISH_ONLY =
  /\b(in english|english language|english-speaking|anglophone)\b|en anglais|langue anglaise/i;
const DOCUMENT_TALK = /documents?|equivalent|discrepanc|écart|équivalent/i;
const CONTRACT_PERIOD =
  /(contract period|period of|term of|duration of|for a period|durée du contrat|période de|pour une période)[^.]{0,40}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)\s*(?:\((\d{1,2})\))?\s*[- ]?(years?|months?|ans?|années?|mois)\b/i;

export const extractBusinessIntelligence = (input: BusinessIntelligenceInput): BusinessIntelligence => {
  const evidence: BusinessEvidence[] = [];
  const cite = (
    fact: BusinessFact,
    value: string,
    sentence: Sentence,
    source: BusinessEvidence['source'],
  ) => {
    evidence.push({ fact, value, sentence: clip(sentence.text), language: sentence.language, source });
  };
  const sentences = [
    ...splitSentences(input.descriptionEn, 'eng'),
    ...splitSentences(input.descriptionFr, 'fra'),
  ];

  // Indigenous set-aside.
  let setAside: 'full' | 'partial' | null = null;
  for (const sentence of sentences) {
    if (INDIGENOUS_BOILERPLATE.test(sentence.text)) continue;
    if (INDIGENOUS_FULL.some((pattern) => pattern.test(sentence.text))) {
      if (setAside !== 'full')
        cite('indigenous_business_required', 'full set-aside', sentence, 'description');
      setAside = 'full';
    } else if (setAside === null && INDIGENOUS_PARTIAL.some((pattern) => pattern.test(sentence.text))) {
      setAside = 'partial';
      cite('indigenous_business_required', 'partial set-aside (Indigenous stream)', sentence, 'description');
    }
  }

  // Security clearance.
  const levels = new Set<ClearanceLevel>();
  let clearanceRequired = false;
  let saidNone: Sentence | null = null;
  for (const sentence of sentences) {
    const text = sentence.text;
    if (!SECURITY_CONTEXT.test(text)) continue;
    if (SECURITY_NONE.test(text)) {
      saidNone ??= sentence;
      continue;
    }
    if (NOT_APPLICABLE.test(text)) continue;
    const found = LEVEL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
    // "Enhanced Reliability" also matches "Reliability"; "Top Secret" also contains "Secret".
    const specific = found.filter(
      (level) =>
        !(level === 'Reliability' && found.includes('Enhanced Reliability')) &&
        !(level === 'Secret' && found.includes('Top Secret')),
    );
    const newLevels = specific.filter((level) => !levels.has(level));
    if (newLevels.length > 0) {
      for (const level of newLevels) levels.add(level);
      clearanceRequired = true;
      cite('clearance_required', newLevels.join(', '), sentence, 'description');
    } else if (!clearanceRequired && !/:\s*$/.test(text) && SECURITY_REQUIRED.test(text)) {
      // (A heading such as "Security requirements:" announces, it does not require.)
      clearanceRequired = true;
      cite('clearance_required', 'security requirement (level in the documents)', sentence, 'description');
    }
  }
  if (!clearanceRequired && saidNone) cite('clearance_required', 'none', saidNone, 'description');

  // Canadian content.
  let canadianMade = false;
  for (const sentence of sentences) {
    if (CANADIAN_CONTENT.test(sentence.text) && !DOES_NOT_APPLY.test(sentence.text)) {
      canadianMade = true;
      cite('canadian_made', 'Canadian content required', sentence, 'description');
      break;
    }
  }

  // Experience.
  let experienceRequired = false;
  let experienceYears: number | null = null;
  for (const sentence of sentences) {
    const match = EXPERIENCE_YEARS.exec(sentence.text) ?? EXPERIENCE_YEARS_FR.exec(sentence.text);
    if (match) {
      const years = readNumber(match[2]) ?? readNumber(match[1]);
      if (years !== null && years > 0 && years <= 40) {
        experienceRequired = true;
        if (experienceYears === null || years > experienceYears) {
          experienceYears = years;
          cite('experience_required', `${years} years`, sentence, 'description');
        }
        continue;
      }
    }
    if (!experienceRequired && EXPERIENCE_GENERAL.test(sentence.text)) {
      experienceRequired = true;
      cite('experience_required', 'experience required', sentence, 'description');
    }
  }

  // Certifications.
  const findCertifications = (catalogue: Array<[string, RegExp]>, fact: BusinessFact): string[] => {
    const found: string[] = [];
    for (const sentence of sentences) {
      for (const [name, pattern] of catalogue) {
        if (found.includes(name) || !pattern.test(sentence.text)) continue;
        found.push(name);
        cite(fact, name, sentence, 'description');
      }
    }
    return found;
  };
  const businessCertifications = findCertifications(BUSINESS_CERTIFICATIONS, 'business_certifications');
  const productCertifications = findCertifications(PRODUCT_CERTIFICATIONS, 'product_certifications');

  // Lowest-price selection: the selection criteria field first, then the description.
  let lowestPrice = false;
  const criteria: Sentence[] = [
    ...(input.selectionCriteriaEn ? [{ text: input.selectionCriteriaEn, language: 'eng' as const }] : []),
    ...(input.selectionCriteriaFr ? [{ text: input.selectionCriteriaFr, language: 'fra' as const }] : []),
  ];
  const criteriaHit = criteria.find((sentence) => LOWEST_PRICE.test(sentence.text));
  if (criteriaHit) {
    lowestPrice = true;
    cite('lowest_price_selection', 'lowest price', criteriaHit, 'selection_criteria');
  } else if (criteria.length === 0) {
    const hit = sentences.find(
      (sentence) =>
        LOWEST_PRICE.test(sentence.text) &&
        /basis|selection|sélection|award|attribu|évaluation/i.test(sentence.text),
    );
    if (hit) {
      lowestPrice = true;
      cite('lowest_price_selection', 'lowest price', hit, 'description');
    }
  }

  // Language requirements.
  const languages: Array<'english' | 'french' | 'bilingual'> = [];
  for (const sentence of sentences) {
    if (!REQUIREMENT_WORD.test(sentence.text) || DOCUMENT_TALK.test(sentence.text)) continue;
    const found = BILINGUAL.test(sentence.text)
      ? 'bilingual'
      : FRENCH_ONLY.test(sentence.text)
        ? 'french'
        : ENGLISH_ONLY.test(sentence.text)
          ? 'english'
          : null;
    if (found && !languages.includes(found)) {
      languages.push(found);
      cite('language_requirements', found, sentence, 'description');
    }
  }

  // Contract length: the published expected dates, else the description.
  let months = monthsBetween(input.contractStartDate, input.contractEndDate);
  if (months !== null) {
    cite(
      'delivery_timeline_months',
      `${months} months`,
      { text: `${input.contractStartDate} – ${input.contractEndDate}`, language: 'eng' },
      'contract_dates',
    );
  } else {
    for (const sentence of sentences) {
      const match = CONTRACT_PERIOD.exec(sentence.text);
      if (!match) continue;
      const amount = readNumber(match[3]) ?? readNumber(match[2]);
      if (amount === null || amount <= 0) continue;
      const isYears = /^(years?|ans?|années?)$/i.test(match[4] ?? '');
      months = isYears ? amount * 12 : amount;
      if (months > 600) {
        months = null;
        continue;
      }
      cite('delivery_timeline_months', `${months} months`, sentence, 'description');
      break;
    }
  }

  if (input.deliveryRegions.length > 0) {
    cite(
      'delivery_regions',
      input.deliveryRegions.join(', '),
      { text: input.deliveryPlaces.join(', '), language: 'eng' },
      'regions',
    );
  }

  const summarySource = sentences.filter((sentence) => sentence.language === 'eng');
  const summary = (summarySource.length > 0 ? summarySource : sentences)
    .filter((sentence) => sentence.text.length > 30 && !/:$/.test(sentence.text))
    .slice(0, 2)
    .map((sentence) => sentence.text)
    .join(' ');
  const products = [...input.unspscDescriptionsEn, ...input.gsinDescriptionsEn];

  return {
    indigenous_business_required: setAside === 'full',
    indigenous_set_aside: setAside,
    canadian_made: canadianMade,
    experience_required: experienceRequired,
    experience_years: experienceYears,
    clearance_required: clearanceRequired,
    clearance_levels: [...levels],
    ai_description: summary ? clip(summary) : null,
    ai_product_description: products.length > 0 ? clip([...new Set(products)].join('; ')) : null,
    product_certifications: productCertifications,
    business_certifications: businessCertifications,
    delivery_regions: input.deliveryRegions,
    delivery_timeline_months: months,
    delivery_address_count: new Set(input.deliveryPlaces.map((place) => place.toLowerCase())).size,
    lowest_price_selection: lowestPrice,
    language_requirements: languages,
    evidence,
  };
};
