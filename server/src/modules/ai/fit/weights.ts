import type { FitCap, FitFactor } from '@tenderscout/domain';

/**
 * The fit model's arithmetic: how much each factor counts, the highest score each cap allows, and the overall
 * score as a function of both.
 *
 *   score = min(Σ factor × weight, every cap that applies)
 */

/** Each factor's share of the overall score (they sum to 1). */
export const FIT_WEIGHTS = {
  services: 0.4,
  region: 0.2,
  requirements: 0.2,
  contract_size: 0.1,
  experience: 0.1,
} as const;

/** The highest score a tender can reach when a cap applies. */
export const FIT_CAPS = {
  /** Closed: nobody can bid any more. */
  closed: 0,
  /** A mandatory criterion the company does not meet (clearance, set-aside, certification …): poor at best. */
  mandatory: 0.3,
  /** Work the company does not do (services match below `servicesBelow`): under the recommendation threshold. */
  services: 0.25,
  servicesBelow: 0.4,
} as const;

export const clamp = (value: number): number => Math.min(1, Math.max(0, value));
export const round = (value: number): number => Math.round(clamp(value) * 1000) / 1000;

/**
 * The overall score from the factors shown and the caps: the weighted mean of the factors' (rounded) scores,
 * then no higher than the lowest cap. Anyone can redo it from the response.
 */
export const overallOf = (
  factors: Pick<FitFactor, 'score' | 'weight'>[],
  caps: Pick<FitCap, 'limit'>[],
): { score: number; weighted: number } => {
  const totalWeight = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const weighted =
    totalWeight === 0
      ? 0
      : round(factors.reduce((sum, factor) => sum + factor.score * factor.weight, 0) / totalWeight);
  const score = caps.reduce((lowest, cap) => Math.min(lowest, cap.limit), weighted);
  return { score: round(score), weighted };
};
