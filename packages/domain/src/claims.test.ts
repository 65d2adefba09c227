import { describe, expect, it } from 'vitest';
import { checkResponse, findUnsupportedClaims, holdingsOf } from './claims';
import { checkCompliance, countOpenMarkers, emptyResponseSections } from './index';
import type { TenderRequirement } from './requirement-match';

const complete = {
  ...emptyResponseSections(),
  executive_summary: 'Wren Couriers Inc. is pleased to submit this response.',
  technical_approach: 'Method. Pick-up and delivery every business day.',
  project_team: 'A project lead and two couriers.',
  timeline: 'Kick-off within 5 working days of award.',
  budget: 'A firm fixed price per delivery.',
  additional_info: 'Terms accepted.',
};

const noProfile = holdingsOf(null);
const secretIso = holdingsOf({
  certifications: ['ISO 9001'],
  clearanceLevel: 'Secret',
  setAsideEligibility: [],
});

describe('claims checked against the company profile', () => {
  it('flags a clearance the writer typed when the profile holds none, in English and French', () => {
    const typed = { ...complete, project_team: 'All couriers hold Secret clearance.' };
    expect(findUnsupportedClaims(typed, noProfile)).toEqual([
      { kind: 'clearance', claim: 'Secret', text: 'Secret clearance', sections: ['project_team'] },
    ]);
    const french = {
      ...complete,
      project_team: 'Nos messagers détiennent la cote de sécurité de niveau Secret.',
    };
    expect(findUnsupportedClaims(french, noProfile).map((claim) => claim.claim)).toEqual(['Secret']);
  });

  it('accepts what the profile holds, and a lower clearance than the one held', () => {
    const typed = {
      ...complete,
      project_team: 'All couriers hold Secret clearance and Reliability status.',
      additional_info: 'We are ISO 9001 certified.',
    };
    expect(findUnsupportedClaims(typed, secretIso)).toEqual([]);
    expect(
      findUnsupportedClaims({ ...typed, timeline: 'Our staff are cleared to Top Secret.' }, secretIso),
    ).toEqual([{ kind: 'clearance', claim: 'Top Secret', text: 'Top Secret', sections: ['timeline'] }]);
  });

  it('flags an ISO certification or Indigenous status the profile does not list, once per claim', () => {
    const typed = {
      ...complete,
      executive_summary: 'We will meet the ISO 14001 certification requirements.',
      additional_info: 'ISO 14001 certificate attached. We are an Indigenous business.',
    };
    expect(findUnsupportedClaims(typed, secretIso)).toEqual([
      {
        kind: 'certification',
        claim: 'ISO 14001',
        text: 'ISO 14001',
        sections: ['executive_summary', 'additional_info'],
      },
      {
        kind: 'status',
        claim: 'Indigenous Business',
        text: 'Indigenous business',
        sections: ['additional_info'],
      },
    ]);
  });

  it('does not count quoted notice text, sentences about the notice or passages already marked', () => {
    const text = {
      ...complete,
      executive_summary:
        'We understand the requirement as the notice states it: "Personnel must hold Secret clearance."',
      project_team:
        'Security. The notice requires Secret security clearance.\n\nEvery person will hold a valid Secret security clearance. [To confirm before submitting: your company profile does not list Secret security clearance.]',
    };
    expect(findUnsupportedClaims(text, noProfile)).toEqual([]);
    expect(countOpenMarkers(text)).toBe(1);
  });
});

describe('Check Compliance counts what is left to settle, not only filled sections', () => {
  const clearance: TenderRequirement = {
    id: 'security-clearance',
    category: 'security',
    label: 'Security clearance: Secret',
    evidence: null,
    sections: ['project_team'],
    match: [{ terms: ['secret'], min: 1 }],
  };

  it('reads 100 and compliant only when no claim, marker or mandatory criterion is open', () => {
    expect(checkResponse(complete, { holdings: noProfile, requirements: [] })).toMatchObject({
      score: 100,
      is_compliant: true,
    });
  });

  it('is not compliant, and below 100, with an unsupported typed claim', () => {
    const result = checkResponse(
      { ...complete, project_team: 'All couriers hold Secret clearance.' },
      { holdings: noProfile, requirements: [clearance] },
    );
    expect(result).toMatchObject({ score: 95, is_compliant: false, open_markers: 0, unmet_criteria: [] });
    expect(result.unsupported_claims).toHaveLength(1);
  });

  it('counts a mandatory criterion the text does not answer, and a marked passage', () => {
    const result = checkResponse(
      { ...complete, budget: 'Price. [À confirmer avant de soumettre : tarifs.]' },
      { holdings: secretIso, requirements: [clearance] },
    );
    expect(result).toMatchObject({
      score: 90,
      is_compliant: false,
      open_markers: 1,
      unsupported_claims: [],
      unmet_criteria: [{ id: 'security-clearance', label: 'Security clearance: Secret' }],
    });
  });

  it('takes at most 30 off for open items, and never below 0', () => {
    const marked =
      '[To complete: a]. [To complete: b]. [To complete: c]. [To confirm: d]. [To confirm: e]. [To confirm: f]. [To confirm: g].';
    expect(checkCompliance({ ...complete, additional_info: marked }).score).toBe(70);
    expect(checkCompliance({ executive_summary: marked }).score).toBe(0);
  });
});
