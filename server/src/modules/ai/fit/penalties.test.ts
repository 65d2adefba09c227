import type { FitCriterion } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import {
  capsOf,
  closedCap,
  closesSoonCap,
  dismissedCap,
  mandatoryCaps,
  servicesCap,
  type PenaltyInput,
} from './penalties';
import { DAY, NOW, fitProfile, fitTender } from './test-fixtures';
import { FIT_CAPS } from './weights';

const NB = '\u00a0';

const input = (overrides: Partial<PenaltyInput> = {}): PenaltyInput => ({
  profile: fitProfile(),
  tender: fitTender(),
  signals: { similarity: null, dismissed: null },
  services: 1,
  criteria: [],
  nowMs: NOW,
  language: 'eng',
  ...overrides,
});

const unmet = (detail: string, mandatory = true): FitCriterion => ({
  key: 'security_clearance',
  label: 'Security clearance',
  status: 'not_met',
  mandatory,
  detail,
  evidence: null,
});

describe('the closed cap', () => {
  const closed = fitTender({ closingAt: new Date(NOW - 10 * DAY) });

  it('holds a closed tender at 0 and gives the closing date in both languages', () => {
    expect(closedCap(input({ tender: closed }))).toEqual([
      {
        key: 'closed',
        limit: 0,
        reason: 'This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)',
      },
    ]);
    expect(closedCap(input({ tender: closed, language: 'fra' }))[0]?.reason).toBe(
      `Cet appel d’offres a pris fin le 14 novembre 2026${NB}: les soumissions ne sont plus acceptées (note plafonnée à 0${NB}%)`,
    );
  });

  it('leaves an open tender, or one without a closing date, alone', () => {
    expect(closedCap(input())).toEqual([]);
    expect(closedCap(input({ tender: fitTender({ closingAt: null }) }))).toEqual([]);
  });
});

describe('the cap on a failed mandatory criterion', () => {
  it('holds the score at 30 % for each mandatory criterion not met, quoting it', () => {
    const criteria = [unmet('Requires Secret, which your profile does not list'), unmet('Optional', false)];
    expect(mandatoryCaps(input({ criteria }))).toEqual([
      {
        key: 'mandatory',
        limit: FIT_CAPS.mandatory,
        reason: 'Requires Secret, which your profile does not list (mandatory: score capped at 30%)',
      },
    ]);
    expect(FIT_CAPS.mandatory).toBe(0.3);
    expect(mandatoryCaps(input({ criteria: [unmet('Exige Secret')], language: 'fra' }))[0]?.reason).toBe(
      `Exige Secret (obligatoire${NB}: note plafonnée à 30${NB}%)`,
    );
  });

  it('does not cap a criterion met or to check', () => {
    const met: FitCriterion = { ...unmet('x'), status: 'met' };
    const unknown: FitCriterion = { ...unmet('x'), status: 'unknown' };
    expect(mandatoryCaps(input({ criteria: [met, unknown] }))).toEqual([]);
  });
});

describe('the services cap', () => {
  it('holds work the company does not do (services under 40 %) at 25 %', () => {
    expect(servicesCap(input({ services: 0.39 }))).toEqual([
      { key: 'services', limit: 0.25, reason: 'This does not look like work you do (score capped at 25%)' },
    ]);
    expect(servicesCap(input({ services: 0.39, language: 'fra' }))[0]?.reason).toBe(
      `Ce travail ne semble pas correspondre à ce que vous faites (note plafonnée à 25${NB}%)`,
    );
    expect(servicesCap(input({ services: 0.4 }))).toEqual([]);
  });
});

describe('the dismissed cap', () => {
  const near = (similarity: number) => ({ similarity: null, dismissed: { title: 'Old tender', similarity } });

  it('is lower the closer the tender is to one marked not applicable', () => {
    expect(dismissedCap(input({ signals: near(0.49) }))).toEqual([]);
    expect(dismissedCap(input({ signals: near(0.5) }))[0]?.limit).toBe(0.7);
    expect(dismissedCap(input({ signals: near(0.65) }))[0]?.limit).toBe(0.5);
    expect(dismissedCap(input({ signals: near(0.8) }))[0]?.limit).toBe(0.3);
  });

  it('names the dismissed tender in both languages', () => {
    expect(dismissedCap(input({ signals: near(0.9) }))[0]?.reason).toBe(
      'Similar to "Old tender", which you marked not applicable',
    );
    expect(dismissedCap(input({ signals: near(0.9), language: 'fra' }))[0]?.reason).toBe(
      `Semblable à «${NB}Old tender${NB}», que vous avez marqué comme non pertinent`,
    );
  });
});

describe('the closes-soon cap', () => {
  const soon = (days: number) => fitTender({ closingAt: new Date(NOW + days * DAY) });

  it('holds a cautious company at 70 % within a week', () => {
    const low = fitProfile({ risk_tolerance: 'low' });
    expect(closesSoonCap(input({ profile: low, tender: soon(5.5) }))).toEqual([
      {
        key: 'closes_soon',
        limit: 0.7,
        reason: 'Closes in 6 days: little time to prepare (low risk tolerance)',
      },
    ]);
    expect(closesSoonCap(input({ profile: low, tender: soon(1), language: 'fra' }))[0]?.reason).toBe(
      `Clôture dans 1${NB}jour${NB}: peu de temps pour se préparer (faible tolérance au risque)`,
    );
    expect(closesSoonCap(input({ profile: low, tender: soon(8) }))).toEqual([]);
  });

  it('holds a medium tolerance at 80 % within three days, and never a high one', () => {
    expect(closesSoonCap(input({ tender: soon(2) }))).toEqual([
      { key: 'closes_soon', limit: 0.8, reason: 'Closes in 2 days: little time to prepare' },
    ]);
    expect(closesSoonCap(input({ tender: soon(4) }))).toEqual([]);
    expect(
      closesSoonCap(input({ profile: fitProfile({ risk_tolerance: 'high' }), tender: soon(1) })),
    ).toEqual([]);
    expect(closesSoonCap(input({ tender: soon(-1) }))).toEqual([]);
  });
});

describe('every cap together', () => {
  it('lists the caps lowest first', () => {
    const caps = capsOf(
      input({
        tender: fitTender({ closingAt: new Date(NOW - DAY) }),
        services: 0.1,
        criteria: [unmet('Requires Secret')],
        signals: { similarity: null, dismissed: { title: 'Old', similarity: 0.6 } },
      }),
    );
    expect(caps.map((cap) => [cap.key, cap.limit])).toEqual([
      ['closed', 0],
      ['services', 0.25],
      ['mandatory', 0.3],
      ['dismissed', 0.7],
    ]);
  });
});
