import {
  fitRatingOf,
  formatServerMessage,
  messageLanguageOf,
  type AiUserProfile,
  type FitFactor,
  type FitResult,
  type Language,
} from '@tenderscout/domain';
import { criteriaOf } from './criteria';
import { contractSizeOf, experienceOf, regionOf, requirementsOf } from './factors';
import { capsOf } from './penalties';
import { servicesOf } from './services';
import type { FitSignals, FitTender } from './types';
import { FIT_WEIGHTS, overallOf, round } from './weights';

/**
 * The fit model: how well a tender suits a company, 0–1, with its reasons. Shared by the smart recommendations
 * and the competitiveness score on the tender page.
 *
 *   score = min(Σ factor × weight, every cap that applies)
 *
 * - factors (shown with their weights): services 40 % (services.ts), region 20 %, mandatory requirements 20 %
 *   (met 1, to check ½, not met 0), contract size 10 %, experience 10 % (factors.ts; criteria in criteria.ts).
 * - caps (said first in the reasons, penalties.ts): a closed tender 0; each mandatory criterion the company does
 *   not meet 30 %; a weak services match (under 40 %) 25 %; close to a tender the user marked not applicable
 *   30–70 %; a tender closing within days for a cautious company 70–80 %.
 * - wording: the `fit.*` messages of the server catalogue (packages/domain/src/i18n/server-fit-en.ts and
 *   server-fit-fr.ts, rendered by `formatServerMessage`); vocabulary: vocabulary.ts.
 */

export { criteriaOf } from './criteria';
export { buyerRegionOf } from './factors';
export { SEMANTIC_ONLY_LIMIT } from './services';
export { lexicalCloseness, profileCodePatterns, profileKeywordQuery, profileText } from './profile-query';
export type { FitSignals, FitTender } from './types';
export { codeMatches, vocabularyTermsOf } from './vocabulary';
export { FIT_CAPS, FIT_WEIGHTS, overallOf } from './weights';

export const computeFit = (
  profile: AiUserProfile,
  tender: FitTender,
  signals: FitSignals,
  nowMs: number = Date.now(),
  language: Language = 'eng',
): FitResult => {
  const lang = messageLanguageOf(language);
  const services = servicesOf(profile, tender, signals.similarity, language);
  const region = regionOf(profile, tender, language);
  const criteria = criteriaOf(profile, tender, language);
  const requirements = requirementsOf(criteria, language);
  const size = contractSizeOf(profile, tender, language);
  const experience = experienceOf(profile, tender, language);

  const factors: FitFactor[] = (
    [
      ['services', services],
      ['region', region],
      ['requirements', requirements],
      ['contract_size', size],
      ['experience', experience],
    ] as const
  ).map(([key, outcome]) => ({
    key,
    label: formatServerMessage(lang, `fit.factorLabels.${key}`),
    score: round(outcome.score),
    weight: FIT_WEIGHTS[key],
    detail: outcome.detail,
  }));

  const caps = capsOf({ profile, tender, signals, services: services.score, criteria, nowMs, language });
  const { score, weighted } = overallOf(factors, caps);

  const reasons: string[] = caps.map((cap) => cap.reason);
  if (services.reason) reasons.push(services.reason);
  if (region.good) reasons.push(region.detail);
  for (const criterion of criteria.filter((item) => item.status === 'met' && item.mandatory))
    reasons.push(criterion.detail);
  if (size.score >= 1 && tender.valueAmount) reasons.push(size.detail);
  if (!region.good && region.score < 0.5) reasons.push(region.detail);

  return {
    score,
    rating: fitRatingOf(score),
    weighted_score: weighted,
    factors,
    caps,
    criteria,
    reasons,
    penalties: caps.map((cap) => cap.reason),
  };
};
