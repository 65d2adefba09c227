import type {
  BusinessEvidence,
  BusinessFact,
  BusinessIntelligence,
  ClearanceLevel,
  Language,
} from '@tenderscout/domain';
import { CARDINAL_WORDS } from '../../../lib/number-words';
import {
  BILINGUAL,
  BUSINESS_CERTIFICATIONS,
  CANADIAN_CONTENT,
  CONTRACT_PERIOD,
  DOCUMENT_TALK,
  DOES_NOT_APPLY,
  ENGLISH_ONLY,
  EXPERIENCE_GENERAL,
  EXPERIENCE_YEARS,
  EXPERIENCE_YEARS_FR,
  FRENCH_ONLY,
  INDIGENOUS_BOILERPLATE,
  INDIGENOUS_NONE,
  INDIGENOUS_POSSIBLE,
  INDIGENOUS_FULL,
  INDIGENOUS_PARTIAL,
  LEVEL_PATTERNS,
  LOWEST_PRICE,
  NOT_APPLICABLE,
  PRODUCT_CERTIFICATIONS,
  REQUIREMENT_WORD,
  SECURITY_CONTEXT,
  SECURITY_NONE,
  SECURITY_REQUIRED,
} from './business-intelligence-patterns';
import { monthsBetween } from '../../../shared/open-data/dates';

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

type Cite = (
  fact: BusinessFact,
  value: string,
  sentence: Sentence,
  source: BusinessEvidence['source'],
) => void;

const readSetAside = (sentences: Sentence[], cite: Cite): 'full' | 'partial' | null => {
  // A stated "not set aside" wins over any mention; a heading ("Set-aside under the PSIB:") states nothing.
  if (sentences.some((sentence) => INDIGENOUS_NONE.test(sentence.text))) return null;
  let setAside: 'full' | 'partial' | null = null;
  for (const sentence of sentences) {
    if (
      INDIGENOUS_BOILERPLATE.test(sentence.text) ||
      INDIGENOUS_POSSIBLE.test(sentence.text) ||
      sentence.text.trim().endsWith(':')
    )
      continue;
    if (INDIGENOUS_FULL.some((pattern) => pattern.test(sentence.text))) {
      if (setAside !== 'full')
        cite('indigenous_business_required', 'full set-aside', sentence, 'description');
      setAside = 'full';
    } else if (setAside === null && INDIGENOUS_PARTIAL.some((pattern) => pattern.test(sentence.text))) {
      setAside = 'partial';
      cite('indigenous_business_required', 'partial set-aside (Indigenous stream)', sentence, 'description');
    }
  }
  return setAside;
};

/** The clearance levels a sentence names, without the broader level a more specific one contains. */
const clearanceLevelsIn = (text: string): ClearanceLevel[] => {
  const found = LEVEL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
  // "Enhanced Reliability" also matches "Reliability"; "Top Secret" also contains "Secret".
  return found.filter(
    (level) =>
      !(level === 'Reliability' && found.includes('Enhanced Reliability')) &&
      !(level === 'Secret' && found.includes('Top Secret')),
  );
};

const readClearance = (sentences: Sentence[], cite: Cite) => {
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
    const newLevels = clearanceLevelsIn(text).filter((level) => !levels.has(level));
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
  return { clearanceRequired, levels: [...levels] };
};

const readCanadianContent = (sentences: Sentence[], cite: Cite): boolean => {
  for (const sentence of sentences) {
    if (CANADIAN_CONTENT.test(sentence.text) && !DOES_NOT_APPLY.test(sentence.text)) {
      cite('canadian_made', 'Canadian content required', sentence, 'description');
      return true;
    }
  }
  return false;
};

const readExperience = (sentences: Sentence[], cite: Cite) => {
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
  return { experienceRequired, experienceYears };
};

const readCertifications = (
  sentences: Sentence[],
  catalogue: Array<[string, RegExp]>,
  fact: BusinessFact,
  cite: Cite,
): string[] => {
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

/** The selection criteria field first, then the description. */
const readLowestPrice = (input: BusinessIntelligenceInput, sentences: Sentence[], cite: Cite): boolean => {
  const criteria: Sentence[] = [
    ...(input.selectionCriteriaEn ? [{ text: input.selectionCriteriaEn, language: 'eng' as const }] : []),
    ...(input.selectionCriteriaFr ? [{ text: input.selectionCriteriaFr, language: 'fra' as const }] : []),
  ];
  const criteriaHit = criteria.find((sentence) => LOWEST_PRICE.test(sentence.text));
  if (criteriaHit) {
    cite('lowest_price_selection', 'lowest price', criteriaHit, 'selection_criteria');
    return true;
  }
  if (criteria.length > 0) return false;
  const hit = sentences.find(
    (sentence) =>
      LOWEST_PRICE.test(sentence.text) &&
      /basis|selection|sélection|award|attribu|évaluation/i.test(sentence.text),
  );
  if (hit) cite('lowest_price_selection', 'lowest price', hit, 'description');
  return hit !== undefined;
};

const readLanguages = (sentences: Sentence[], cite: Cite): Array<'english' | 'french' | 'bilingual'> => {
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
  return languages;
};

/** The published expected dates, else the description. */
const readContractMonths = (
  input: BusinessIntelligenceInput,
  sentences: Sentence[],
  cite: Cite,
): number | null => {
  const months = monthsBetween(input.contractStartDate, input.contractEndDate);
  if (months !== null) {
    cite(
      'delivery_timeline_months',
      `${months} months`,
      { text: `${input.contractStartDate} – ${input.contractEndDate}`, language: 'eng' },
      'contract_dates',
    );
    return months;
  }
  for (const sentence of sentences) {
    const match = CONTRACT_PERIOD.exec(sentence.text);
    if (!match) continue;
    const amount = readNumber(match[3]) ?? readNumber(match[2]);
    if (amount === null || amount <= 0) continue;
    const isYears = /^(years?|ans?|années?)$/i.test(match[4] ?? '');
    const stated = isYears ? amount * 12 : amount;
    if (stated > 600) continue;
    cite('delivery_timeline_months', `${stated} months`, sentence, 'description');
    return stated;
  }
  return null;
};

const summarise = (sentences: Sentence[]): string => {
  const summarySource = sentences.filter((sentence) => sentence.language === 'eng');
  return (summarySource.length > 0 ? summarySource : sentences)
    .filter((sentence) => sentence.text.length > 30 && !/:$/.test(sentence.text))
    .slice(0, 2)
    .map((sentence) => sentence.text)
    .join(' ');
};

export const extractBusinessIntelligence = (input: BusinessIntelligenceInput): BusinessIntelligence => {
  const evidence: BusinessEvidence[] = [];
  const cite: Cite = (fact, value, sentence, source) => {
    evidence.push({ fact, value, sentence: clip(sentence.text), language: sentence.language, source });
  };
  const sentences = [
    ...splitSentences(input.descriptionEn, 'eng'),
    ...splitSentences(input.descriptionFr, 'fra'),
  ];
  // Evidence is listed in the order the facts are read here.
  const setAside = readSetAside(sentences, cite);
  const clearance = readClearance(sentences, cite);
  const canadianMade = readCanadianContent(sentences, cite);
  const experience = readExperience(sentences, cite);
  const businessCertifications = readCertifications(
    sentences,
    BUSINESS_CERTIFICATIONS,
    'business_certifications',
    cite,
  );
  const productCertifications = readCertifications(
    sentences,
    PRODUCT_CERTIFICATIONS,
    'product_certifications',
    cite,
  );
  const lowestPrice = readLowestPrice(input, sentences, cite);
  const languages = readLanguages(sentences, cite);
  const months = readContractMonths(input, sentences, cite);
  if (input.deliveryRegions.length > 0) {
    cite(
      'delivery_regions',
      input.deliveryRegions.join(', '),
      { text: input.deliveryPlaces.join(', '), language: 'eng' },
      'regions',
    );
  }
  const summary = summarise(sentences);
  const products = [...input.unspscDescriptionsEn, ...input.gsinDescriptionsEn];

  return {
    indigenous_business_required: setAside === 'full',
    indigenous_set_aside: setAside,
    canadian_made: canadianMade,
    experience_required: experience.experienceRequired,
    experience_years: experience.experienceYears,
    clearance_required: clearance.clearanceRequired,
    clearance_levels: clearance.levels,
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
