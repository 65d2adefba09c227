import { z } from 'zod';
import { RESPONSE_SECTION_KEYS, type ResponseSectionKey, type ResponseSectionTexts } from './compliance';
import type { TenderDetail } from './tender';

// ---------------------------------------------------------------------------------------------------------
// The tender's requirements and whether a text answers them.

export const REQUIREMENT_CATEGORIES = [
  'evaluation',
  'scope',
  'schedule',
  'location',
  'security',
  'certification',
  'experience',
  'eligibility',
  'language',
] as const;
export type RequirementCategory = (typeof REQUIREMENT_CATEGORIES)[number];

/** A clause holds when at least `min` of its terms occur in the text (whole words, any case or accents). */
export interface RequirementClause {
  terms: string[];
  min: number;
}

export interface TenderRequirement {
  id: string;
  category: RequirementCategory;
  /** What is required, in words (e.g. `Security clearance: Top Secret`). */
  label: string;
  /** The tender's own words it was read from, when there are some. */
  evidence: string | null;
  /** The sections where a response normally answers it. */
  sections: ResponseSectionKey[];
  /** All clauses must hold for a text to address the requirement. */
  match: RequirementClause[];
}

/** The tender fields the requirements are read from (a TenderDetail has them all). */
export type RequirementSource = Pick<
  TenderDetail,
  | 'description'
  | 'selection_criteria'
  | 'contract_start_date'
  | 'contract_end_date'
  | 'regions_of_delivery'
  | 'regions'
  | 'business_intelligence'
> &
  /** With these, a French tender's deliverables are its own French UNSPSC / GSIN descriptions. */
  Partial<Pick<TenderDetail, 'language' | 'unspsc' | 'gsin'>>;

/** Lower case, accents removed, every non-alphanumeric run a single space, padded for whole-word search. */
export const normaliseForMatch = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export const requirementRefSchema = z.object({ id: z.string(), label: z.string() });
export type RequirementRef = z.infer<typeof requirementRefSchema>;

const clauseHolds = (haystack: string, clause: RequirementClause): boolean => {
  let found = 0;
  for (const term of clause.terms) {
    const needle = normaliseForMatch(term);
    if (needle.trim() !== '' && haystack.includes(needle)) found += 1;
    if (found >= clause.min) return true;
  }
  return false;
};

/** True when the text answers the requirement (every clause holds). */
export const textAddresses = (text: string, requirement: TenderRequirement): boolean => {
  const haystack = normaliseForMatch(text);
  return requirement.match.every((clause) => clauseHolds(haystack, clause));
};

/** The requirements a text (a paragraph) answers, in the requirements' order. */
export const requirementsAddressedBy = (
  text: string,
  requirements: readonly TenderRequirement[],
): RequirementRef[] =>
  requirements
    .filter((requirement) => textAddresses(text, requirement))
    .map(({ id, label }) => ({ id, label }));

export interface RequirementCoverage {
  requirement: TenderRequirement;
  addressed: boolean;
  /** The sections whose text answers it. */
  addressed_in: ResponseSectionKey[];
}

/** The checklist beside the editor: every requirement, and where the draft answers it. */
export const checkRequirementCoverage = (
  sections: ResponseSectionTexts,
  requirements: readonly TenderRequirement[],
): RequirementCoverage[] =>
  requirements.map((requirement) => {
    const addressedIn = RESPONSE_SECTION_KEYS.filter((key) =>
      textAddresses(sections[key] ?? '', requirement),
    );
    return { requirement, addressed: addressedIn.length > 0, addressed_in: addressedIn };
  });

/** A section's paragraphs: blocks separated by a blank line. */
export const splitParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
