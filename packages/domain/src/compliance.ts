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

/**
 * The passages a draft leaves for the writer: a claim the company profile does not support ("[To confirm before
 * submitting: …]") and a fact it lacks ("[To complete: …]"), in English or French.
 */
export const OPEN_MARKER = /\[(?:To confirm|To complete|À confirmer|À compléter)\b/giu;

/** How many marked passages are still in the response's sections. */
export const countOpenMarkers = (sections: ResponseSectionTexts): number =>
  Object.values(sections).reduce(
    (count: number, text) => count + ((text ?? '').match(OPEN_MARKER)?.length ?? 0),
    0,
  );

export const CLAIM_KINDS = ['clearance', 'certification', 'status'] as const;

/** A claim about the company (typed or generated) that its profile does not support. */
export const unsupportedClaimSchema = z.object({
  kind: z.enum(CLAIM_KINDS),
  /** What is claimed, by its profile name (`Secret`, `ISO 9001`, `Indigenous Business`). */
  claim: z.string(),
  /** The words as the response writes them (the first time). */
  text: z.string(),
  /** The sections that make the claim. */
  sections: z.array(responseSectionKeySchema),
});
export type UnsupportedClaim = z.infer<typeof unsupportedClaimSchema>;

/** A mandatory criterion of the notice (clearance, certification, experience, eligibility, language). */
export const unmetCriterionSchema = z.object({ id: z.string(), label: z.string() });
export type UnmetCriterion = z.infer<typeof unmetCriterionSchema>;

/** Each open item (marked passage, unsupported claim, unanswered mandatory criterion) costs 5, at most 30. */
export const OPEN_ITEM_PENALTY = 5;
export const MAX_OPEN_ITEMS_PENALTY = 30;

export const complianceResultSchema = z.object({
  /**
   * 0–100: 70 × share of required sections done + 30 × share of optional ones done, rounded, less 5 for each
   * open item (at most 30): 100 only when nothing is left to settle.
   */
  score: z.number().int().min(0).max(100),
  /** All three required sections are non-blank and no item is left open. */
  is_compliant: z.boolean(),
  completed_sections: z.number().int(),
  total_sections: z.number().int(),
  completed_required: z.number().int(),
  total_required: z.number().int(),
  missing_required: z.array(responseSectionKeySchema),
  missing_optional: z.array(responseSectionKeySchema),
  /** Passages still marked [To confirm …] or [To complete …]. */
  open_markers: z.number().int(),
  /** Claims about the company the profile does not support (checked where the profile is known). */
  unsupported_claims: z.array(unsupportedClaimSchema),
  /** The notice's mandatory criteria the text does not answer (checked where the tender is known). */
  unmet_criteria: z.array(unmetCriterionSchema),
});
export type ComplianceResult = z.infer<typeof complianceResultSchema>;

/**
 * The compliance check: the required sections, the marked passages and the score. `checkResponse` (claims.ts)
 * adds the claims and criteria it checks against the profile and the tender.
 */
export const checkCompliance = (
  sections: ResponseSectionTexts,
  found: { unsupportedClaims?: UnsupportedClaim[]; unmetCriteria?: UnmetCriterion[] } = {},
): ComplianceResult => {
  const missingRequired = REQUIRED_SECTION_KEYS.filter((key) => !isSectionDone(sections[key]));
  const missingOptional = OPTIONAL_SECTION_KEYS.filter((key) => !isSectionDone(sections[key]));
  const requiredDone = REQUIRED_SECTION_KEYS.length - missingRequired.length;
  const optionalDone = OPTIONAL_SECTION_KEYS.length - missingOptional.length;
  const sectionScore = Math.round(
    COMPLIANCE_REQUIRED_WEIGHT * (requiredDone / REQUIRED_SECTION_KEYS.length) +
      COMPLIANCE_OPTIONAL_WEIGHT * (optionalDone / OPTIONAL_SECTION_KEYS.length),
  );
  const openMarkers = countOpenMarkers(sections);
  const unsupportedClaims = found.unsupportedClaims ?? [];
  const unmetCriteria = found.unmetCriteria ?? [];
  const openItems = openMarkers + unsupportedClaims.length + unmetCriteria.length;
  return {
    score: Math.max(0, sectionScore - Math.min(MAX_OPEN_ITEMS_PENALTY, OPEN_ITEM_PENALTY * openItems)),
    is_compliant: missingRequired.length === 0 && openItems === 0,
    completed_sections: requiredDone + optionalDone,
    total_sections: RESPONSE_SECTION_KEYS.length,
    completed_required: requiredDone,
    total_required: REQUIRED_SECTION_KEYS.length,
    missing_required: missingRequired,
    missing_optional: missingOptional,
    open_markers: openMarkers,
    unsupported_claims: unsupportedClaims,
    unmet_criteria: unmetCriteria,
  };
};

/** Passages, claims and criteria still to settle. */
export const openItemsOf = (result: ComplianceResult): number =>
  result.open_markers + result.unsupported_claims.length + result.unmet_criteria.length;

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
