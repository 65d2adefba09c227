import { amendmentImpactSchema } from './amendment-impact';
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
} from './compliance';
import { requirementRefSchema } from './requirement-match';

/**
 * Bid responses (the response builder, My Responses and the response draft), stored on
 * the server per user and tender. Also the tender's requirements as a checklist: what the draft
 * must answer, read from the tender's own fields and `business_intelligence`, and whether a text answers each.
 */

export * from './requirement-match';
export * from './tender-requirements';

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

/** `final`: the writer marked it final (nothing is sent to the buyer); an edit makes it a draft again. */
export const responseStatusSchema = z.enum(['draft', 'final']);
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

/** A member who saved a draft. */
export const draftAuthorSchema = z.object({ id: z.string(), name: z.string() });
export type DraftAuthor = z.infer<typeof draftAuthorSchema>;

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
  /** Material amendments of the tender since the draft began, and the sections to revisit; null when none. */
  amendment_impact: amendmentImpactSchema.nullable(),
  /** The member who saved last (the draft is the organization's); null before the first save or when they left. */
  saved_by: draftAuthorSchema.nullable(),
  /** Whether the caller may save (owners and members; viewers read) and mark it final (owners). */
  can_edit: z.boolean(),
  can_mark_final: z.boolean(),
});
export type ResponseDraft = z.infer<typeof responseDraftSchema>;

export const responseSummarySchema = responseDraftSchema
  .omit({ sections: true, section_updated_at: true, amendment_impact: true })
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
  /** The caller, who saved it. */
  saved_by: draftAuthorSchema,
});
export type SaveResponseResult = z.infer<typeof saveResponseResultSchema>;

/** The stable key of the version-conflict error, whatever language its `detail` is in. */
export const VERSION_CONFLICT_KEY = 'responses.versionConflict';

/**
 * 409: nothing was written; `version` is the stored one, to reload or to save over deliberately. `saved_by` and
 * `saved_at` tell who saved it and when (another member, or oneself in another tab), and `sections` their text of
 * the sections this save carried, to merge.
 */
export const versionConflictBodySchema = z.object({
  detail: z.string(),
  key: z.literal(VERSION_CONFLICT_KEY),
  version: z.number().int().min(0),
  saved_by: draftAuthorSchema.nullable(),
  saved_at: z.string().nullable(),
  sections: responseSectionsSchema.partial(),
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
