import { z } from 'zod';

/**
 * The six sections of a bid response, the compliance rule over them, draft readiness and their constants. Pure: the
 * builder, My Responses and the server's submit rule all use these functions, so the score a user sees is the score
 * the server enforces.
 */

export const RESPONSE_SECTION_KEYS = [
  'executive_summary',
  'technical_approach',
  'project_team',
  'timeline',
  'budget',
  'additional_info',
] as const;
export const responseSectionKeySchema = z.enum(RESPONSE_SECTION_KEYS);
export type ResponseSectionKey = z.infer<typeof responseSectionKeySchema>;

/** Executive Summary, Technical Approach and Budget & Pricing are required. */
export const REQUIRED_SECTION_KEYS = [
  'executive_summary',
  'technical_approach',
  'budget',
] as const satisfies readonly ResponseSectionKey[];
export const OPTIONAL_SECTION_KEYS = [
  'project_team',
  'timeline',
  'additional_info',
] as const satisfies readonly ResponseSectionKey[];

export const isRequiredSection = (key: ResponseSectionKey): boolean =>
  (REQUIRED_SECTION_KEYS as readonly ResponseSectionKey[]).includes(key);

/** Section texts by key; a missing key counts as blank. */
export type ResponseSectionTexts = Partial<Record<ResponseSectionKey, string | null | undefined>>;

export const COMPLIANCE_REQUIRED_WEIGHT = 70;
export const COMPLIANCE_OPTIONAL_WEIGHT = 30;
export const READY_TO_SUBMIT_SCORE = 70;
export const IN_PROGRESS_SCORE = 40;

export const isSectionDone = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

export const complianceResultSchema = z.object({
  /** 0–100: 70 × share of required sections done + 30 × share of optional ones done, rounded. */
  score: z.number().int().min(0).max(100),
  /** All three required sections are non-blank. */
  is_compliant: z.boolean(),
  completed_sections: z.number().int(),
  total_sections: z.number().int(),
  completed_required: z.number().int(),
  total_required: z.number().int(),
  missing_required: z.array(responseSectionKeySchema),
  missing_optional: z.array(responseSectionKeySchema),
});
export type ComplianceResult = z.infer<typeof complianceResultSchema>;

/** The compliance check: the required sections and the score. */
export const checkCompliance = (sections: ResponseSectionTexts): ComplianceResult => {
  const missingRequired = REQUIRED_SECTION_KEYS.filter((key) => !isSectionDone(sections[key]));
  const missingOptional = OPTIONAL_SECTION_KEYS.filter((key) => !isSectionDone(sections[key]));
  const requiredDone = REQUIRED_SECTION_KEYS.length - missingRequired.length;
  const optionalDone = OPTIONAL_SECTION_KEYS.length - missingOptional.length;
  const score = Math.round(
    COMPLIANCE_REQUIRED_WEIGHT * (requiredDone / REQUIRED_SECTION_KEYS.length) +
      COMPLIANCE_OPTIONAL_WEIGHT * (optionalDone / OPTIONAL_SECTION_KEYS.length),
  );
  return {
    score,
    is_compliant: missingRequired.length === 0,
    completed_sections: requiredDone + optionalDone,
    total_sections: RESPONSE_SECTION_KEYS.length,
    completed_required: requiredDone,
    total_required: REQUIRED_SECTION_KEYS.length,
    missing_required: missingRequired,
    missing_optional: missingOptional,
  };
};

export const READINESS_LEVELS = ['ready', 'in_progress', 'just_started'] as const;
export const readinessSchema = z.enum(READINESS_LEVELS);
export type Readiness = z.infer<typeof readinessSchema>;

/** Readiness: 70 or more Ready to Submit, 40 to 69 In Progress, below 40 Just Started. */
export const readinessOf = (score: number): Readiness =>
  score >= READY_TO_SUBMIT_SCORE ? 'ready' : score >= IN_PROGRESS_SCORE ? 'in_progress' : 'just_started';

export const READINESS_LABELS: Record<Readiness, string> = {
  ready: 'Ready to Submit',
  in_progress: 'In Progress',
  just_started: 'Just Started',
};

/** The score circle's level: high at 70+, medium at 40+, otherwise low. */
export type ScoreLevel = 'high' | 'medium' | 'low';
export const scoreLevelOf = (score: number): ScoreLevel =>
  score >= READY_TO_SUBMIT_SCORE ? 'high' : score >= IN_PROGRESS_SCORE ? 'medium' : 'low';

/** Words in a section (the editor's counter): runs of non-space characters. */
export const countWords = (text: string | null | undefined): number => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
};
