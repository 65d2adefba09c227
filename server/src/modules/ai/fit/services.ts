import {
  formatServerMessage,
  messageLanguageOf,
  industryLabel,
  pickLanguage,
  serviceLabel,
  type AiUserProfile,
  type Language,
  type MessageLanguage,
  type ParamsOf,
  type serverEn,
} from '@tenderscout/domain';
import type { FitTender } from './types';
import {
  INDUSTRIES,
  codeMatches,
  descriptionPairs,
  fold,
  termsOf,
  vocabularyTermsOf,
  wordPattern,
} from './vocabulary';
import { clamp } from './weights';

/**
 * The services factor (does the company do this work?): the best of one of its commodity codes among the
 * tender's; its specializations, or the trade words its description names, found in the tender's title,
 * commodity names or description; its industry's commodity families; the meaning similarity between the
 * profile and the tender.
 */

export interface ServicesOutcome {
  score: number;
  detail: string;
  reason: string | null;
}

/** The most meaning similarity alone gives the services factor when the profile names its trade (under the cap). */
export const SEMANTIC_ONLY_LIMIT = 0.35;

/** The tender's texts, folded, where a term is looked for. */
export interface TenderTexts {
  shownTitle: string;
  title: string;
  commodities: string;
  description: string;
}

export const textsOf = (tender: FitTender, language: Language): TenderTexts => ({
  shownTitle: (language === 'fra' ? tender.titleFr : null) ?? tender.title,
  title: fold(`${tender.title} ${tender.titleFr ?? ''}`),
  commodities: fold(tender.commodityDescriptions.join(' | ')),
  description: fold(`${tender.description.slice(0, 3000)} ${(tender.descriptionFr ?? '').slice(0, 2000)}`),
});

type Place = 'title' | 'commodities' | 'description';
type Said =
  'specInTitle' | 'specInCommodities' | 'specInDescription' | 'yourCode' | 'similar' | `describedIn.${Place}`;

/** An outcome's detail (the factor's line) and reason (the tender's reasons): its `.detail` and `.reason` keys. */
const said = <K extends Said>(
  language: MessageLanguage,
  key: K,
  params: ParamsOf<typeof serverEn, `fit.${K}.detail`> & ParamsOf<typeof serverEn, `fit.${K}.reason`>,
): { detail: string; reason: string } => {
  const format = formatServerMessage as (language: MessageLanguage, key: string, params: object) => string;
  return {
    detail: format(language, `fit.${key}.detail`, params),
    reason: format(language, `fit.${key}.reason`, params),
  };
};

/** One of the company's own codes among the tender's: the most precise signal. */
export const codeOutcome = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): ServicesOutcome[] => {
  const commodities = tender.commodities ?? [];
  for (const code of profile.commodity_codes ?? []) {
    const found = commodities.find((commodity) => codeMatches(code, commodity.code));
    if (found) {
      const label = pickLanguage(language, found.en, found.fr) ?? found.code;
      return [{ score: 1, ...said(messageLanguageOf(language), 'yourCode', { label }) }];
    }
  }
  return [];
};

/** Each specialization's words found in the title (1), the commodities (0.9) or the description (0.7). */
export const specializationOutcomes = (
  profile: AiUserProfile,
  tender: FitTender,
  texts: TenderTexts,
  language: Language,
): ServicesOutcome[] => {
  const lang = messageLanguageOf(language);
  const outcomes: ServicesOutcome[] = [];
  for (const specialization of profile.specializations) {
    const spec = serviceLabel(specialization, language);
    for (const term of termsOf(specialization)) {
      const pattern = wordPattern(term);
      if (pattern.test(texts.title))
        outcomes.push({ score: 1, ...said(lang, 'specInTitle', { spec, title: texts.shownTitle }) });
      else if (pattern.test(texts.commodities))
        outcomes.push({
          score: 0.9,
          ...said(lang, 'specInCommodities', { spec, commodity: tender.commodityDescriptions[0] ?? '' }),
        });
      else if (pattern.test(texts.description))
        outcomes.push({ score: 0.7, ...said(lang, 'specInDescription', { spec }) });
    }
  }
  return outcomes;
};

/** Where a term is found, and the score each place gives: the title, what is bought, the description. */
interface PlaceScores {
  title: number;
  commodities: number;
  description: number;
}

/** Each term found in the title, else what is bought, else the description, scored by where it is. */
const termOutcomes = (
  terms: string[],
  scores: PlaceScores,
  texts: TenderTexts,
  language: Language,
): ServicesOutcome[] => {
  const outcomes: ServicesOutcome[] = [];
  for (const term of terms) {
    const pattern = wordPattern(term);
    const place = (['title', 'commodities', 'description'] as const).find((key) => pattern.test(texts[key]));
    if (place)
      outcomes.push({
        score: scores[place],
        ...said(messageLanguageOf(language), `describedIn.${place}`, { term, title: texts.shownTitle }),
      });
  }
  return outcomes;
};

/**
 * The trade words of the description found in the title (1), the commodities (0.9) or the description (0.7): as
 * strong as a listed service, since a trade the list lacks is said in the description alone.
 */
export const descriptionOutcomes = (
  profile: AiUserProfile,
  texts: TenderTexts,
  language: Language,
): ServicesOutcome[] =>
  profile.description?.trim()
    ? termOutcomes(
        vocabularyTermsOf(profile.description, language),
        { title: 1, commodities: 0.9, description: 0.7 },
        texts,
        language,
      )
    : [];

/**
 * The company's own words (pairs of its description's words, see `descriptionPairs`) found in the title (0.9),
 * the commodities (0.85) or the description (0.6): a little under the vocabulary's, which knows a trade's
 * other names, but enough for a trade the vocabulary and the service list lack.
 */
export const ownWordsOutcomes = (
  profile: AiUserProfile,
  texts: TenderTexts,
  language: Language,
): ServicesOutcome[] =>
  termOutcomes(
    descriptionPairs(profile.description ?? ''),
    { title: 0.9, commodities: 0.85, description: 0.6 },
    texts,
    language,
  );

/**
 * The company's industry by commodity segment, procurement category or industry words: 0.6, or 0.45 when the
 * profile names its trade (an industry as broad as "Professional Services" is a weak sign then).
 */
export const industryOutcome = (
  profile: AiUserProfile,
  tender: FitTender,
  texts: TenderTexts,
  language: Language,
): ServicesOutcome[] => {
  const industry = INDUSTRIES[profile.industry];
  if (!industry) return [];
  const segment = tender.unspscCodes.find((code) => industry.segments.includes(code.slice(0, 2)));
  const category = tender.categories.find((code) => industry.categories.includes(code));
  const term = industry.terms.find(
    (word) => wordPattern(word).test(texts.title) || wordPattern(word).test(texts.commodities),
  );
  if (!segment && !category && !term) return [];
  const lang = messageLanguageOf(language);
  const name = industryLabel(profile.industry, language);
  return [
    {
      score: namesItsTrade(profile) ? 0.45 : 0.6,
      detail: formatServerMessage(lang, 'fit.industry.detail', { industry: name }),
      reason: segment
        ? formatServerMessage(lang, 'fit.industry.reasonSegment', { industry: name, segment })
        : formatServerMessage(lang, 'fit.industry.reason', { industry: name }),
    },
  ];
};

/** Whether a profile names its trade in codes or in the trade vocabulary's words. */
export const namesItsTrade = (profile: AiUserProfile): boolean =>
  (profile.commodity_codes ?? []).length > 0 ||
  vocabularyTermsOf([profile.description ?? '', ...profile.specializations].join('. ')).length > 0;

/** The meaning similarity's part of the score, and the lift when it agrees with a word or code match. */
const withSimilarity = (
  profile: AiUserProfile,
  lexical: ServicesOutcome,
  similarity: number,
  language: Language,
): ServicesOutcome => {
  let best = lexical;
  // The built-in sentence model puts related texts near 0.5–0.6 and unrelated ones near 0.2–0.3.
  const semantic = clamp((similarity - 0.3) / 0.3) * 0.9;
  // A company that names its trade (its codes, or trade words in its services or description) is not
  // matched by meaning alone: the English-only model finds unrelated tenders moderately similar.
  const meaningOnly = namesItsTrade(profile) ? Math.min(semantic, SEMANTIC_ONLY_LIMIT) : semantic;
  if (meaningOnly > 0 && meaningOnly > best.score)
    best = { score: meaningOnly, ...said(messageLanguageOf(language), 'similar', { similarity }) };
  // Several signals agreeing are worth more than one.
  if (best.score >= 0.6 && semantic >= 0.5 && best.score < 1)
    best = { ...best, score: Math.min(1, best.score + 0.1) };
  return best;
};

/** The services factor: the best outcome of every signal (the first one found wins a tie). */
export const servicesOf = (
  profile: AiUserProfile,
  tender: FitTender,
  similarity: number | null,
  language: Language,
): ServicesOutcome => {
  const texts = textsOf(tender, language);
  const outcomes = [
    ...codeOutcome(profile, tender, language),
    ...specializationOutcomes(profile, tender, texts, language),
    ...descriptionOutcomes(profile, texts, language),
    ...ownWordsOutcomes(profile, texts, language),
    ...industryOutcome(profile, tender, texts, language),
  ];
  const lexical = outcomes.reduce<ServicesOutcome>(
    (best, outcome) => (outcome.score > best.score ? outcome : best),
    { score: 0, detail: formatServerMessage(messageLanguageOf(language), 'fit.noServices'), reason: null },
  );
  return similarity === null ? lexical : withSimilarity(profile, lexical, similarity, language);
};
