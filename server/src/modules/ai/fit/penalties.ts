import type { AiUserProfile, FitCap, FitCriterion, Language } from '@tenderscout/domain';
import { FIT_TEXT } from './phrasebooks';
import type { FitSignals, FitTender } from './types';
import { FIT_CAPS } from './weights';

/**
 * The caps (the highest score a tender can reach), said first in the reasons: a closed tender 0; each mandatory
 * criterion the company does not meet 30 %; a weak services match (under 40 %) 25 %; close to a tender the user
 * marked not applicable 30–70 %; a tender closing within days for a cautious company 70–80 %.
 */

export interface PenaltyInput {
  profile: AiUserProfile;
  tender: FitTender;
  signals: FitSignals;
  /** The services factor's score. */
  services: number;
  criteria: FitCriterion[];
  nowMs: number;
  language: Language;
}

export const closedCap = ({ tender, nowMs, language }: PenaltyInput): FitCap[] => {
  const text = FIT_TEXT[language];
  return tender.closingAt && tender.closingAt.getTime() <= nowMs
    ? [{ key: 'closed', limit: FIT_CAPS.closed, reason: text.closed(text.date(tender.closingAt)) }]
    : [];
};

export const mandatoryCaps = ({ criteria, language }: PenaltyInput): FitCap[] =>
  criteria
    .filter((item) => item.mandatory && item.status === 'not_met')
    .map((criterion) => ({
      key: 'mandatory',
      limit: FIT_CAPS.mandatory,
      reason: FIT_TEXT[language].capped(criterion.detail),
    }));

export const servicesCap = ({ services, language }: PenaltyInput): FitCap[] =>
  services < FIT_CAPS.servicesBelow
    ? [{ key: 'services', limit: FIT_CAPS.services, reason: FIT_TEXT[language].notYourWork }]
    : [];

export const dismissedCap = ({ signals, language }: PenaltyInput): FitCap[] => {
  const dismissed = signals.dismissed;
  if (!dismissed || dismissed.similarity < 0.5) return [];
  const limit = dismissed.similarity >= 0.8 ? 0.3 : dismissed.similarity >= 0.65 ? 0.5 : 0.7;
  return [{ key: 'dismissed', limit, reason: FIT_TEXT[language].dismissed(dismissed.title) }];
};

export const closesSoonCap = ({ profile, tender, nowMs, language }: PenaltyInput): FitCap[] => {
  if (!tender.closingAt) return [];
  const text = FIT_TEXT[language];
  const daysLeft = (tender.closingAt.getTime() - nowMs) / 86_400_000;
  if (daysLeft > 0 && profile.risk_tolerance === 'low' && daysLeft < 7)
    return [{ key: 'closes_soon', limit: 0.7, reason: text.closesSoon(Math.ceil(daysLeft), true) }];
  if (daysLeft > 0 && profile.risk_tolerance === 'medium' && daysLeft < 3)
    return [{ key: 'closes_soon', limit: 0.8, reason: text.closesSoon(Math.ceil(daysLeft), false) }];
  return [];
};

/** Every cap that applies, lowest first. */
export const capsOf = (input: PenaltyInput): FitCap[] =>
  [
    ...closedCap(input),
    ...mandatoryCaps(input),
    ...servicesCap(input),
    ...dismissedCap(input),
    ...closesSoonCap(input),
  ].sort((left, right) => left.limit - right.limit);
