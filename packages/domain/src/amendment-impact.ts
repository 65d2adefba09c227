import { z } from 'zod';
import { responseSectionKeySchema, type ResponseSectionKey, type ResponseSectionTexts } from './compliance';

/**
 * What a material amendment means for a bid being drafted: the changes since the draft began, the new or changed
 * mandatory criteria, and the sections of the response that do not yet answer them. Pure: the builder re-checks
 * the sections as the user types with the same rule the server answers with.
 */

export const revisitSectionSchema = z.object({
  section: responseSectionKeySchema,
  /** The new or changed mandatory criterion the section does not answer yet. */
  criterion: z.string(),
});
export type RevisitSection = z.infer<typeof revisitSectionSchema>;

export const amendmentImpactSchema = z.object({
  /** The latest material amendment recorded after the draft began. */
  amendment_number: z.number().int(),
  published_at: z.string(),
  /** The material changes of every such amendment, oldest first, in the requested language. */
  changes: z.array(z.string()),
  /** The mandatory criteria those amendments added or changed. */
  criteria: z.array(z.string()),
  /** The sections to revisit against those criteria, as stored. */
  revisit: z.array(revisitSectionSchema),
});
export type AmendmentImpact = z.infer<typeof amendmentImpactSchema>;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// The section a criterion belongs in, by what it asks for; anything else is the technical approach.
const SECTION_RULES: Array<[ResponseSectionKey, RegExp]> = [
  [
    'project_team',
    /\b(certif\w*|licen[cs]\w*|permis|clearance|securite|security|experience\w*|personnel|staff|team|equipe|qualifi\w*|designated|resources?|ressources?)\b/,
  ],
  [
    'timeline',
    /\b(deliver\w*|livr\w*|schedule|calendrier|within \d+|jours|days|delai\w*|completion|achev\w*)\b/,
  ],
  ['budget', /\b(price\w*|prix|costs?|couts?|insurance|assurance|bond|cautionnement|payment|paiement)\b/],
];

const STOP = new Set(
  (
    'must shall will with that this from have hold valid their they bidder bidders contractor courier ' +
    'offeror offerors required mandatory doit doivent detenir valide avoir pour dans avec etre leur sont ' +
    'soumissionnaire soumissionnaires entrepreneur messager'
  ).split(' '),
);

/** The words that make a criterion recognisable in a section: acronyms, else its longer content words. */
const markersOf = (criterion: string): { acronyms: string[]; words: string[] } => {
  const acronyms = [...new Set(criterion.match(/\b[A-Z]{2,}[0-9]*\b/g) ?? [])].map(fold);
  const words = [...new Set(fold(criterion).match(/[a-z0-9]{5,}/g) ?? [])].filter((word) => !STOP.has(word));
  return { acronyms, words };
};

const answers = (section: string, criterion: string): boolean => {
  const text = fold(section);
  const { acronyms, words } = markersOf(criterion);
  if (acronyms.length > 0) return acronyms.some((acronym) => new RegExp(`\\b${acronym}\\b`).test(text));
  if (words.length === 0) return true;
  return words.filter((word) => text.includes(word)).length * 2 >= words.length;
};

/** The section a criterion is answered in. */
export const sectionForCriterion = (criterion: string): ResponseSectionKey =>
  SECTION_RULES.find(([, pattern]) => pattern.test(fold(criterion)))?.[0] ?? 'technical_approach';

/** The sections that do not yet answer the new or changed criteria: one entry per criterion not answered. */
export const sectionsToRevisit = (criteria: string[], sections: ResponseSectionTexts): RevisitSection[] =>
  criteria.flatMap((criterion) => {
    const section = sectionForCriterion(criterion);
    return answers(sections[section] ?? '', criterion) ? [] : [{ section, criterion }];
  });
