import {
  checkCompliance,
  OPEN_MARKER,
  RESPONSE_SECTION_KEYS,
  type ComplianceResult,
  type ResponseSectionTexts,
  type UnsupportedClaim,
} from './compliance';
import type { CompanyProfile } from './onboarding';
import {
  checkRequirementCoverage,
  type RequirementCategory,
  type TenderRequirement,
} from './requirement-match';

/**
 * Claims a response makes about the company (a security clearance, a certification, Indigenous or
 * minority-owned status), checked against the company profile whether the drafting engine or the writer typed
 * them. Only what the profile can record is checked, so every flagged claim is settled either by adding it to
 * the profile or by taking it out of the text.
 */

/** What the company profile says the company holds. */
export interface ProfileHoldings {
  certifications: readonly string[];
  clearanceLevel: string | null;
  setAsides: readonly string[];
}

export const holdingsOf = (
  profile: Pick<CompanyProfile, 'certifications' | 'clearanceLevel' | 'setAsideEligibility'> | null,
): ProfileHoldings => ({
  certifications: profile?.certifications ?? [],
  clearanceLevel:
    profile?.clearanceLevel && profile.clearanceLevel !== 'none' ? profile.clearanceLevel : null,
  setAsides: profile?.setAsideEligibility ?? [],
});

const CLEARANCE_RANK: Record<string, number> = {
  Reliability: 1,
  'Enhanced Reliability': 2,
  Secret: 3,
  'Top Secret': 4,
};

interface ClaimRule {
  kind: UnsupportedClaim['kind'];
  claim: string;
  patterns: RegExp[];
  held: (holdings: ProfileHoldings) => boolean;
}

const clearance = (level: string, patterns: RegExp[]): ClaimRule => ({
  kind: 'clearance',
  claim: level,
  patterns,
  held: (holdings) => (CLEARANCE_RANK[holdings.clearanceLevel ?? ''] ?? 0) >= (CLEARANCE_RANK[level] ?? 9),
});

const certification = (name: string, patterns: RegExp[]): ClaimRule => ({
  kind: 'certification',
  claim: name,
  patterns,
  held: (holdings) => holdings.certifications.includes(name),
});

const status = (name: string, patterns: RegExp[]): ClaimRule => ({
  kind: 'status',
  claim: name,
  patterns,
  held: (holdings) => holdings.certifications.includes(name) || holdings.setAsides.includes(name),
});

const SECURITY_WORDS =
  '(?:[\\s-]+(?:security|personnel|facility|level))*[\\s-]+(?:clearance|status|level)\\b';

const CLAIM_RULES: readonly ClaimRule[] = [
  clearance('Top Secret', [/\btop[\s-]secret\b/iu, /\btr[eè]s[\s-]secret\b/iu]),
  clearance('Secret', [
    new RegExp(`(?<!top[\\s-])\\bsecret${SECURITY_WORDS}`, 'iu'),
    /\bclearance (?:at|of) (?:the )?secret\b/iu,
    /\bcote (?:de sécurité )?(?:de )?(?:niveau )?secret\b/iu,
  ]),
  clearance('Enhanced Reliability', [/\benhanced[\s-]reliability\b/iu, /\bfiabilit[eé] approfondie\b/iu]),
  clearance('Reliability', [
    new RegExp(`(?<!enhanced[\\s-])\\breliability${SECURITY_WORDS}`, 'iu'),
    /\bcote de fiabilit[eé]\b(?! approfondie)/iu,
  ]),
  ...(['ISO 9001', 'ISO 27001', 'ISO 14001'] as const).map((name) =>
    certification(name, [new RegExp(`\\biso[\\s-]?${name.slice(4)}\\b`, 'iu')]),
  ),
  status('Indigenous Business', [
    /\b(?:indigenous|aboriginal)[\s-]+(?:owned[\s-]+)?business/iu,
    /\bentreprises? autochtones?\b/iu,
  ]),
  status('Minority-Owned Business', [/\bminority[\s-]owned\b/iu, /\bappartenant à des minorités\b/iu]),
];

/** Words inside quotation marks: the notice's or the company's own words, quoted, are not claims. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/gu;
/** A sentence about the notice (what it requires, what it sets aside) states the need, not a claim. */
const ABOUT_THE_NOTICE =
  /\b(?:notices?|solicitation|set[\s-]aside|requires|asks for)\b|\bl[’']avis\b|\binvitation\b|\bexige\b|\bréservée?s?\b/iu;

const sentencesOf = (paragraph: string): string[] =>
  paragraph
    .replace(QUOTED, ' ')
    .split(/(?<=[.!?;:])\s+|\n+/u)
    .filter((sentence) => sentence.trim() !== '' && !ABOUT_THE_NOTICE.test(sentence));

/**
 * The claims a response makes that the profile does not support, one entry per claim with the sections making
 * it. A paragraph already marked `[To confirm …]` is counted by its marker, not again here.
 */
export const findUnsupportedClaims = (
  sections: ResponseSectionTexts,
  holdings: ProfileHoldings,
): UnsupportedClaim[] => {
  const found = new Map<string, UnsupportedClaim>();
  const rules = CLAIM_RULES.filter((rule) => !rule.held(holdings));
  for (const section of RESPONSE_SECTION_KEYS) {
    const paragraphs = (sections[section] ?? '')
      .split(/\n\s*\n|\n(?=- )/u)
      .filter((p) => !new RegExp(OPEN_MARKER.source, 'iu').test(p));
    for (const sentence of paragraphs.flatMap(sentencesOf)) {
      for (const rule of rules) {
        const match = rule.patterns.map((pattern) => pattern.exec(sentence)).find(Boolean);
        if (!match) continue;
        const entry = found.get(rule.claim) ?? {
          kind: rule.kind,
          claim: rule.claim,
          text: match[0],
          sections: [],
        };
        if (!entry.sections.includes(section)) entry.sections.push(section);
        found.set(rule.claim, entry);
      }
    }
  }
  return [...found.values()];
};

/** The requirements a bid must meet to be considered (not the descriptive ones: scope, schedule, place). */
const MANDATORY_CATEGORIES: readonly RequirementCategory[] = [
  'security',
  'certification',
  'experience',
  'eligibility',
  'language',
];

export interface ResponseChecks {
  /** What the company profile holds; claims are not checked without it. */
  holdings?: ProfileHoldings | null;
  /** The tender's requirements; mandatory criteria are not checked without them. */
  requirements?: readonly TenderRequirement[] | null;
}

/**
 * Check Compliance on a whole response: the required sections, the passages still marked for the writer,
 * claims the profile does not support and mandatory criteria the text does not answer. Each open item lowers
 * the score by 5 (at most 30), and the response is compliant only when none remains.
 */
export const checkResponse = (
  sections: ResponseSectionTexts,
  checks: ResponseChecks = {},
): ComplianceResult => {
  const unsupported = checks.holdings ? findUnsupportedClaims(sections, checks.holdings) : [];
  const unmet = checkRequirementCoverage(
    sections,
    (checks.requirements ?? []).filter((requirement) => MANDATORY_CATEGORIES.includes(requirement.category)),
  )
    .filter((coverage) => !coverage.addressed)
    .map(({ requirement: { id, label } }) => ({ id, label }));
  return checkCompliance(sections, { unsupportedClaims: unsupported, unmetCriteria: unmet });
};
