import { z } from 'zod';
import type { MessageKey, MessageParamValue } from './i18n/catalogue';
import { en } from './i18n/en';
import { languageSchema, type Language } from './common';
import {
  complianceResultSchema,
  readinessSchema,
  RESPONSE_SECTION_KEYS,
  responseSectionKeySchema,
  type ResponseSectionKey,
  type ResponseSectionTexts,
} from './compliance';
import { regionLabel, type TenderDetail } from './tender';

/**
 * Bid responses (the response builder, My Responses and the response draft), stored on
 * the server per user and tender. Also the tender's requirements as a checklist: what the draft
 * must answer, read from the tender's own fields and `business_intelligence`, and whether a text answers each.
 */

export const responseMessages = en.responses;

/** Long enough for any real section (about 15,000 words); keeps one save under the 1 MB body limit. */
export const MAX_SECTION_CHARS = 100_000;

export const SECTION_TITLES: Record<ResponseSectionKey, string> = {
  executive_summary: 'Executive Summary',
  technical_approach: 'Technical Approach',
  project_team: 'Project Team',
  timeline: 'Timeline & Milestones',
  budget: 'Budget & Pricing',
  additional_info: 'Additional Information',
};

export const SECTION_TITLES_FR: Record<ResponseSectionKey, string> = {
  executive_summary: 'Sommaire',
  technical_approach: 'Approche technique',
  project_team: 'Équipe de projet',
  timeline: 'Échéancier et jalons',
  budget: 'Budget et prix',
  additional_info: 'Renseignements supplémentaires',
};

export const sectionTitle = (key: ResponseSectionKey, language: Language): string =>
  (language === 'fra' ? SECTION_TITLES_FR : SECTION_TITLES)[key];

const sectionTextSchema = z
  .string()
  .max(MAX_SECTION_CHARS, `A section holds at most ${MAX_SECTION_CHARS} characters`);

export const responseSectionsSchema = z.object(
  Object.fromEntries(RESPONSE_SECTION_KEYS.map((key) => [key, sectionTextSchema])) as Record<
    ResponseSectionKey,
    typeof sectionTextSchema
  >,
);
export type ResponseSections = z.infer<typeof responseSectionsSchema>;

export const emptyResponseSections = (): ResponseSections =>
  Object.fromEntries(RESPONSE_SECTION_KEYS.map((key) => [key, ''])) as ResponseSections;

export const responseStatusSchema = z.enum(['draft', 'submitted']);
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

/** The tender a draft answers, as a card shows it; `found: false` when the lookup had nothing to show. */
export const responseTenderSchema = z.object({
  found: z.boolean(),
  tender_id: z.string(),
  reference_number: z.string(),
  solicitation_number: z.string().nullable(),
  title: z.string(),
  organization: z.string(),
  closing_date: z.string().nullable(),
  value_amount: z.number().nullable(),
  status: z.string().nullable(),
});
export type ResponseTender = z.infer<typeof responseTenderSchema>;

const sectionTimesSchema = z.object(
  Object.fromEntries(RESPONSE_SECTION_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    ResponseSectionKey,
    z.ZodNullable<z.ZodString>
  >,
);

export const responseDraftSchema = z.object({
  tender_id: z.string(),
  /** 0 while nothing is stored; each save adds one. Saves send the version they started from. */
  version: z.number().int().min(0),
  status: responseStatusSchema,
  sections: responseSectionsSchema,
  section_updated_at: sectionTimesSchema,
  created_at: z.string().nullable(),
  saved_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  compliance: complianceResultSchema,
  readiness: readinessSchema,
  tender: responseTenderSchema,
});
export type ResponseDraft = z.infer<typeof responseDraftSchema>;

export const responseSummarySchema = responseDraftSchema
  .omit({ sections: true, section_updated_at: true })
  .extend({ word_count: z.number().int() });
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const RESPONSE_FILTERS = ['all', 'ready', 'in_progress'] as const;
export const responseFilterSchema = z.enum(RESPONSE_FILTERS);
export type ResponseFilter = z.infer<typeof responseFilterSchema>;

/** `language` overrides the request's Accept-Language for the tender text (titles, organisations, exports). */
const languageOverride = languageSchema.optional();

export const responsesQuerySchema = z.object({
  /** My Responses searches by tender id, case-insensitively, anywhere in the id. */
  search: z.string().trim().max(200).optional(),
  filter: responseFilterSchema.default('all'),
  language: languageOverride,
});
export type ResponsesQuery = z.infer<typeof responsesQuerySchema>;

export const responsesListSchema = z.object({
  responses: z.array(responseSummarySchema),
  /** How many drafts the user has in all, and per filter (before the search and filter). */
  counts: z.object({ all: z.number().int(), ready: z.number().int(), in_progress: z.number().int() }),
});
export type ResponsesList = z.infer<typeof responsesListSchema>;

export const responseParamsSchema = z.object({ tenderId: z.string().min(1).max(500) });

export const saveResponseBodySchema = z.object({
  /** Only the sections this editor changed: the others keep what is stored (last write wins per section). */
  sections: responseSectionsSchema.partial(),
  /** The version this editor last loaded or saved (0 for a new draft). */
  base_version: z.number().int().min(0),
});
export type SaveResponseBody = z.infer<typeof saveResponseBodySchema>;

/** What an autosave answers: the new version to base the next save on, when it was stored, and the status. */
export const saveResponseResultSchema = z.object({
  version: z.number().int().min(1),
  saved_at: z.string(),
  status: responseStatusSchema,
});
export type SaveResponseResult = z.infer<typeof saveResponseResultSchema>;

/** The stable key of the version-conflict error, whatever language its `detail` is in. */
export const VERSION_CONFLICT_KEY = 'responses.versionConflict';

/** 409: nothing was written; `version` is the stored one, to reload or to save over deliberately. */
export const versionConflictBodySchema = z.object({
  detail: z.string(),
  key: z.literal(VERSION_CONFLICT_KEY),
  version: z.number().int().min(0),
});
export type VersionConflictBody = z.infer<typeof versionConflictBodySchema>;

export const responseLanguageQuerySchema = z.object({ language: languageOverride });

/** The stable key of the 409 that asks to confirm marking final a response to a closed tender. */
export const CLOSED_NEEDS_CONFIRMATION_KEY = 'responses.closedNeedsConfirmation';

export const closedNeedsConfirmationBodySchema = z.object({
  detail: z.string(),
  key: z.literal(CLOSED_NEEDS_CONFIRMATION_KEY),
});

export const submitResponseBodySchema = z
  .object({
    /** Marking final a response to a tender that is no longer open needs this set (the user confirmed). */
    confirm_closed: z.boolean().optional(),
  })
  .nullish();

// ---------------------------------------------------------------------------------------------------------
// Drafting (POST /api/me/responses/{tenderId}/generate).

export const generateResponseBodySchema = z.object({
  sections: z
    .array(responseSectionKeySchema)
    .min(1, responseMessages.nothingToGenerate)
    .max(RESPONSE_SECTION_KEYS.length)
    .transform((keys) => [...new Set(keys)]),
  /** The language to write in (the request's language when absent); the tender's text in it when it has one. */
  language: languageSchema.optional(),
  /** Stream NDJSON events (`application/x-ndjson`) instead of one JSON answer. */
  stream: z.boolean().default(false),
});
export type GenerateResponseBody = z.input<typeof generateResponseBodySchema>;

export const requirementRefSchema = z.object({ id: z.string(), label: z.string() });
export type RequirementRef = z.infer<typeof requirementRefSchema>;

export const generatedParagraphSchema = z.object({
  text: z.string(),
  /** The tender facts this paragraph answers. */
  facts: z.array(requirementRefSchema),
});
export type GeneratedParagraph = z.infer<typeof generatedParagraphSchema>;

export const generatedSectionSchema = z.object({
  section: responseSectionKeySchema,
  text: z.string(),
  paragraphs: z.array(generatedParagraphSchema),
});
export type GeneratedSection = z.infer<typeof generatedSectionSchema>;

export const draftingEngineSchema = z.enum(['builtin', 'llm']);
export type DraftingEngine = z.infer<typeof draftingEngineSchema>;

export const generateResponseResultSchema = z.object({
  engine: draftingEngineSchema,
  model: z.string().nullable(),
  language: languageSchema,
  sections: z.array(generatedSectionSchema),
});
export type GenerateResponseResult = z.infer<typeof generateResponseResultSchema>;

/** One line of the NDJSON stream. */
export type GenerateStreamEvent =
  | { type: 'start'; engine: DraftingEngine; model: string | null; sections: ResponseSectionKey[] }
  | { type: 'delta'; section: ResponseSectionKey; text: string }
  | ({ type: 'section' } & GeneratedSection)
  | {
      type: 'error';
      section: ResponseSectionKey | null;
      /** The message's key and values, as in every error body; `detail` is its text in the request's language. */
      key: MessageKey;
      params?: Record<string, MessageParamValue>;
      detail: string;
    }
  | { type: 'done' };

export const EXPORT_FORMATS = ['docx', 'pdf'] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  language: languageOverride,
});

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

/**
 * What is bought, in the tender's language: a French tender's own UNSPSC / GSIN descriptions (never a
 * translation), else `ai_product_description` (read from the English descriptions).
 */
export const tenderProducts = (source: RequirementSource): string[] => {
  if (source.language === 'fra') {
    const french = [...(source.unspsc ?? []), ...(source.gsin ?? [])]
      .map((item) => item.description?.trim() ?? '')
      .filter(Boolean);
    if (french.length > 0) return [...new Set(french)];
  }
  return (source.business_intelligence.ai_product_description ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
};

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will with ' +
    'all any other such may must shall should which who whom their there these those than then into per ' +
    'services service required requirement provide include including items item based contract canada ' +
    'government department le la les des du de et en pour un une'
  ).split(' '),
);

/** Lower case, accents removed, every non-alphanumeric run a single space, padded for whole-word search. */
export const normaliseForMatch = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const contentWords = (text: string, limit: number): string[] => {
  const words = normaliseForMatch(text).trim().split(' ');
  const unique: string[] = [];
  for (const word of words) {
    if (word.length < 4 || STOP_WORDS.has(word) || /^\d+$/.test(word) || unique.includes(word)) continue;
    unique.push(word);
    if (unique.length >= limit) break;
  }
  return unique;
};

const evidenceFor = (source: RequirementSource, fact: string): string | null =>
  source.business_intelligence.evidence.find((item) => item.fact === fact)?.sentence ?? null;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * `2026-03-01` → `March 1, 2026`, or `1er mars 2026` in French (dates are calendar dates: no time zone
 * involved).
 */
export const formatLongDate = (isoDate: string, language: Language = 'eng'): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const day = Number(match[3]);
  if (language === 'fra') {
    return `${day === 1 ? '1er' : day} ${MONTHS_FR[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
  }
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${day}, ${match[1]}`;
};

const REGION_ALIASES: Record<string, string[]> = {
  'National Capital Region (NCR)': ['national capital region', 'ncr'],
  National: ['across canada', 'nationally', 'nationwide', 'national'],
};
/** A region in either language (a French draft names `Région de la capitale nationale (RCN)`). */
const regionTerms = (region: string): string[] => {
  const french = regionLabel(region, 'fra');
  const terms = REGION_ALIASES[region] ?? [region];
  return french === region ? terms : [...terms, french];
};

const CLEARANCE_TERMS: Record<string, string[]> = {
  Reliability: ['reliability', 'fiabilité'],
  'Enhanced Reliability': ['enhanced reliability', 'fiabilité approfondie'],
  Secret: ['secret'],
  'Top Secret': ['top secret', 'très secret'],
  DOS: ['designated organization screening', 'dos', 'vérification d’organisation désignée', 'vod'],
  FSC: ['facility security clearance', 'fsc', 'attestation de sécurité d’installation', 'asi'],
};

const LANGUAGE_LABELS: Record<string, string> = {
  english: 'English',
  french: 'French',
  bilingual: 'bilingual (English and French)',
};

const LANGUAGE_TERMS_FR: Record<string, string[]> = {
  english: ['anglais'],
  french: ['français'],
  bilingual: ['bilingue'],
};

/** Sentences of the description that state what must be done or delivered. */
const scopeSentences = (description: string): string[] => {
  const cue =
    /\b(required to|is required|are required|must|shall|will include|will be|to provide|provision of|deliver|supply|perform|doit|doivent|devra|devront|est requis|sont requis|comprendra|comprendront|fournir|livrer)\b/i;
  return description
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[\p{Lu}0-9])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 40 && sentence.length <= 400 && cue.test(sentence))
    .slice(0, 3);
};

const shorten = (text: string, max = 140): string =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

/**
 * Every requirement a response to this tender should answer, in a stable order: evaluation basis, scope and
 * deliverables, schedule, delivery regions, security, certifications, experience, eligibility, language.
 */
export const listTenderRequirements = (source: RequirementSource): TenderRequirement[] => {
  const bi = source.business_intelligence;
  const requirements: TenderRequirement[] = [];
  const add = (requirement: TenderRequirement) => {
    if (requirement.match.every((clause) => clause.terms.length > 0)) requirements.push(requirement);
  };

  const criteria = source.selection_criteria?.trim();
  if (criteria) {
    const lower = criteria.toLowerCase();
    const isLowest = lower.includes('lowest price') || /prix le plus bas|plus bas prix/.test(lower);
    const terms = lower.includes('lowest price')
      ? ['lowest price']
      : lower.includes('technical merit')
        ? ['technical merit']
        : lower.includes('best value')
          ? ['best value']
          : [criteria];
    add({
      id: 'evaluation',
      category: 'evaluation',
      label: `Evaluation basis: ${criteria}`,
      evidence: criteria,
      sections: isLowest ? ['budget', 'executive_summary'] : ['technical_approach', 'budget'],
      match: [{ terms, min: 1 }],
    });
  } else if (bi.lowest_price_selection) {
    add({
      id: 'evaluation',
      category: 'evaluation',
      label: 'Evaluation basis: lowest price',
      evidence: evidenceFor(source, 'lowest_price_selection'),
      sections: ['budget', 'executive_summary'],
      match: [{ terms: ['lowest price', 'prix le plus bas'], min: 1 }],
    });
  }

  const products = tenderProducts(source);
  products.slice(0, 3).forEach((product, index) => {
    const words = contentWords(product, 6);
    add({
      id: `deliverable-${index + 1}`,
      category: 'scope',
      label: `Deliverable: ${product}`,
      evidence: source.language === 'fra' ? products.join('; ') : bi.ai_product_description,
      sections: ['technical_approach'],
      match: [{ terms: words, min: Math.max(1, Math.ceil(words.length / 2)) }],
    });
  });
  scopeSentences(source.description).forEach((sentence, index) => {
    const words = contentWords(sentence, 10);
    add({
      id: `scope-${index + 1}`,
      category: 'scope',
      label: `Scope: ${shorten(sentence)}`,
      evidence: sentence,
      sections: ['technical_approach'],
      match: [{ terms: words, min: Math.min(4, Math.max(1, Math.ceil(words.length * 0.4))) }],
    });
  });

  const start = source.contract_start_date;
  const end = source.contract_end_date;
  const months = bi.delivery_timeline_months;
  if (start || end || months !== null) {
    const period =
      start && end
        ? `${formatLongDate(start)} to ${formatLongDate(end)}`
        : start
          ? `from ${formatLongDate(start)}`
          : end
            ? `until ${formatLongDate(end)}`
            : null;
    const terms = [
      ...(months !== null ? [`${months} months`, `${months} month`, `${months} mois`] : []),
      ...(start ? [start, formatLongDate(start), formatLongDate(start, 'fra')] : []),
      ...(end ? [end, formatLongDate(end), formatLongDate(end, 'fra')] : []),
    ];
    add({
      id: 'schedule',
      category: 'schedule',
      label: `Contract period: ${[period, months !== null ? `${months} months` : null].filter(Boolean).join(', ')}`,
      evidence: evidenceFor(source, 'delivery_timeline_months'),
      sections: ['timeline'],
      match: [{ terms, min: 1 }],
    });
  }

  const regions = bi.delivery_regions.length > 0 ? bi.delivery_regions : source.regions;
  if (regions.length > 0) {
    add({
      id: 'delivery-regions',
      category: 'location',
      label: `Delivery region${regions.length > 1 ? 's' : ''}: ${regions.join(', ')}`,
      evidence: evidenceFor(source, 'delivery_regions'),
      sections: ['technical_approach', 'timeline'],
      match: regions.slice(0, 2).map((region) => ({ terms: regionTerms(region), min: 1 })),
    });
  }

  if (bi.clearance_required) {
    const levels = bi.clearance_levels;
    add({
      id: 'security-clearance',
      category: 'security',
      label: `Security clearance${levels.length > 0 ? `: ${levels.join(', ')}` : ' required'}`,
      evidence: evidenceFor(source, 'clearance_required'),
      sections: ['project_team'],
      match: [
        {
          terms: [
            'clearance',
            'security screening',
            'cleared',
            'cote de sécurité',
            'attestation de sécurité',
          ],
          min: 1,
        },
        ...(levels.length > 0
          ? [{ terms: levels.flatMap((level) => CLEARANCE_TERMS[level] ?? [level]), min: 1 }]
          : []),
      ],
    });
  }

  const certifications = [...new Set([...bi.business_certifications, ...bi.product_certifications])];
  for (const certification of certifications) {
    add({
      id: `certification-${normaliseForMatch(certification).trim().replace(/ /g, '-')}`,
      category: 'certification',
      label: `Certification: ${certification}`,
      evidence:
        evidenceFor(source, 'business_certifications') ?? evidenceFor(source, 'product_certifications'),
      sections: ['additional_info'],
      match: [{ terms: [certification], min: 1 }],
    });
  }

  if (bi.experience_required) {
    const years = bi.experience_years;
    add({
      id: 'experience',
      category: 'experience',
      label:
        years !== null ? `Experience: at least ${years} years` : 'Experience: relevant experience required',
      evidence: evidenceFor(source, 'experience_required'),
      sections: ['project_team'],
      match: [
        { terms: ['experience', 'experienced'], min: 1 },
        ...(years !== null ? [{ terms: [`${years} years`, `${years} year`, `${years} ans`], min: 1 }] : []),
      ],
    });
  }

  if (bi.indigenous_business_required) {
    add({
      id: 'indigenous-business',
      category: 'eligibility',
      label:
        bi.indigenous_set_aside === 'partial'
          ? 'Indigenous business: partial set-aside (PSIB)'
          : 'Indigenous business: set aside for Indigenous businesses (PSIB)',
      evidence: evidenceFor(source, 'indigenous_business_required'),
      sections: ['additional_info'],
      match: [{ terms: ['indigenous', 'autochtone', 'autochtones'], min: 1 }],
    });
  }

  if (bi.canadian_made) {
    add({
      id: 'canadian-content',
      category: 'eligibility',
      label: 'Canadian content required',
      evidence: evidenceFor(source, 'canadian_made'),
      sections: ['additional_info'],
      match: [
        {
          terms: [
            'canadian content',
            'canadian made',
            'made in canada',
            'canadian goods',
            'contenu canadien',
          ],
          min: 1,
        },
      ],
    });
  }

  if (bi.language_requirements.length > 0) {
    const languages = bi.language_requirements.map((language) => LANGUAGE_LABELS[language] ?? language);
    add({
      id: 'language',
      category: 'language',
      label: `Language: ${languages.join(', ')}`,
      evidence: evidenceFor(source, 'language_requirements'),
      sections: ['project_team'],
      match: [
        {
          terms: bi.language_requirements.flatMap((language) => [
            language,
            ...(LANGUAGE_TERMS_FR[language] ?? []),
          ]),
          min: 1,
        },
      ],
    });
  }

  return requirements;
};

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
