import { describe, expect, it } from 'vitest';
import {
  checkCompliance,
  countWords,
  readinessOf,
  READINESS_LABELS,
  scoreLevelOf,
  type ResponseSectionTexts,
} from './compliance';

const filled = (...keys: Array<keyof ResponseSectionTexts>): ResponseSectionTexts =>
  Object.fromEntries(keys.map((key) => [key, `Some text for ${key}`]));

describe('checkCompliance', () => {
  it('scores an empty draft 0, not compliant, with every required section missing', () => {
    expect(checkCompliance({})).toEqual({
      score: 0,
      is_compliant: false,
      completed_sections: 0,
      total_sections: 6,
      completed_required: 0,
      total_required: 3,
      missing_required: ['executive_summary', 'technical_approach', 'budget'],
      missing_optional: ['project_team', 'timeline', 'additional_info'],
      open_markers: 0,
      unsupported_claims: [],
      unmet_criteria: [],
    });
  });

  it('counts whitespace-only sections as blank', () => {
    const result = checkCompliance({ executive_summary: '  \n\t ', technical_approach: ' x ' });
    expect(result.completed_required).toBe(1);
    expect(result.missing_required).toEqual(['executive_summary', 'budget']);
  });

  it('weighs required sections 70 and optional ones 30, rounded', () => {
    expect(checkCompliance(filled('executive_summary')).score).toBe(23); // 23.33
    expect(checkCompliance(filled('executive_summary', 'budget')).score).toBe(47); // 46.67
    expect(checkCompliance(filled('project_team')).score).toBe(10);
    expect(checkCompliance(filled('project_team', 'timeline', 'additional_info')).score).toBe(30);
    expect(
      checkCompliance(filled('executive_summary', 'project_team', 'timeline', 'additional_info')).score,
    ).toBe(53); // 53.33
    expect(
      checkCompliance(filled('executive_summary', 'budget', 'project_team', 'timeline', 'additional_info'))
        .score,
    ).toBe(77); // 76.67
  });

  it('is compliant with the three required sections alone, at exactly 70', () => {
    const result = checkCompliance(filled('executive_summary', 'technical_approach', 'budget'));
    expect(result).toMatchObject({
      score: 70,
      is_compliant: true,
      completed_sections: 3,
      missing_required: [],
    });
  });

  it('scores a complete draft 100', () => {
    const result = checkCompliance(
      filled(
        'executive_summary',
        'technical_approach',
        'project_team',
        'timeline',
        'budget',
        'additional_info',
      ),
    );
    expect(result).toMatchObject({
      score: 100,
      is_compliant: true,
      completed_sections: 6,
      missing_optional: [],
    });
  });

  it('is not compliant when a required section is missing, however full the rest', () => {
    const result = checkCompliance(
      filled('executive_summary', 'technical_approach', 'project_team', 'timeline', 'additional_info'),
    );
    expect(result).toMatchObject({ score: 77, is_compliant: false, missing_required: ['budget'] });
  });
});

describe('readiness and the score circle at every boundary', () => {
  it.each([
    [0, 'just_started', 'low'],
    [39, 'just_started', 'low'],
    [40, 'in_progress', 'medium'],
    [69, 'in_progress', 'medium'],
    [70, 'ready', 'high'],
    [100, 'ready', 'high'],
  ] as const)('score %i reads %s with a %s circle', (score, readiness, level) => {
    expect(readinessOf(score)).toBe(readiness);
    expect(scoreLevelOf(score)).toBe(level);
  });

  it('labels the levels as My Responses shows them', () => {
    expect(READINESS_LABELS).toEqual({
      ready: 'Ready to Submit',
      in_progress: 'In Progress',
      just_started: 'Just Started',
    });
  });
});

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords('One two\n\nthree\tfour ')).toBe(4);
  });
});
