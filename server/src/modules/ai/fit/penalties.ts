import {
  formatServerMessage,
  messageLanguageOf,
  type AiUserProfile,
  type FitCap,
  type FitCriterion,
  type Language,
} from '@tenderscout/domain';
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

export const closedCap = ({ tender, nowMs, language }: PenaltyInput): FitCap[] =>
  tender.closingAt && tender.closingAt.getTime() <= nowMs
    ? [
        {
          key: 'closed',
          limit: FIT_CAPS.closed,
          reason: formatServerMessage(messageLanguageOf(language), 'fit.closed', {
            date: tender.closingAt.getTime(),
          }),
        },
      ]
    : [];

export const mandatoryCaps = ({ criteria, language }: PenaltyInput): FitCap[] =>
  criteria
    .filter((item) => item.mandatory && item.status === 'not_met')
    .map((criterion) => ({
      key: 'mandatory',
      limit: FIT_CAPS.mandatory,
      reason: formatServerMessage(messageLanguageOf(language), 'fit.capped', { detail: criterion.detail }),
    }));

export const servicesCap = ({ services, language }: PenaltyInput): FitCap[] =>
  services < FIT_CAPS.servicesBelow
    ? [
        {
          key: 'services',
          limit: FIT_CAPS.services,
          reason: formatServerMessage(messageLanguageOf(language), 'fit.notYourWork'),
        },
      ]
    : [];

export const dismissedCap = ({ signals, language }: PenaltyInput): FitCap[] => {
  const dismissed = signals.dismissed;
  if (!dismissed || dismissed.similarity < 0.5) return [];
  const limit = dismissed.similarity >= 0.8 ? 0.3 : dismissed.similarity >= 0.65 ? 0.5 : 0.7;
  const reason = formatServerMessage(messageLanguageOf(language), 'fit.dismissed', {
    title: dismissed.title,
  });
  return [{ key: 'dismissed', limit, reason }];
};

export const closesSoonCap = ({ profile, tender, nowMs, language }: PenaltyInput): FitCap[] => {
  if (!tender.closingAt) return [];
  const lang = messageLanguageOf(language);
  const daysLeft = (tender.closingAt.getTime() - nowMs) / 86_400_000;
  const count = Math.ceil(daysLeft);
  if (daysLeft > 0 && profile.risk_tolerance === 'low' && daysLeft < 7)
    return [
      {
        key: 'closes_soon',
        limit: 0.7,
        reason: formatServerMessage(lang, 'fit.closesSoonCautious', { count }),
      },
    ];
  if (daysLeft > 0 && profile.risk_tolerance === 'medium' && daysLeft < 3)
    return [
      { key: 'closes_soon', limit: 0.8, reason: formatServerMessage(lang, 'fit.closesSoon', { count }) },
    ];
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
