import { z } from 'zod';
import { isCalendarDate, languageSchema } from './common';

/**
 * The organization's bid pipeline (`/api/org/pipeline`): the tenders it tracks, each with a stage, an owner, a due
 * date, an estimated value and p(win); go and no-go record who decided, when and why.
 */

export const PIPELINE_STAGES = [
  'watching',
  'qualifying',
  'go',
  'no_go',
  'drafting',
  'submitted',
  'won',
  'lost',
] as const;
export const pipelineStageSchema = z.enum(PIPELINE_STAGES);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

/** The stages that are a bid / no-bid decision. */
export const DECISION_STAGES: readonly PipelineStage[] = ['go', 'no_go'];

const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');

export const checklistItemSchema = z.object({
  criterion: z.string().trim().min(1).max(300),
  met: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const pipelineDecisionSchema = z.object({
  stage: z.enum(['go', 'no_go']),
  by: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  checklist: z.array(checklistItemSchema),
});

export const pipelineOutcomeSchema = z.object({
  /** From an award notice, or set by a member. */
  source: z.enum(['award', 'member']),
  supplier: z.string().nullable(),
  value: z.number().nullable(),
});

export const pipelineItemSchema = z.object({
  tender_id: z.string(),
  title: z.string(),
  organization: z.string().nullable(),
  closing_at: z.string().nullable(),
  stage: pipelineStageSchema,
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  due_date: z.string().nullable(),
  value: z.number().nullable(),
  p_win: z.number().nullable(),
  decision: pipelineDecisionSchema.nullable(),
  outcome: pipelineOutcomeSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

export const pipelineResponseSchema = z.object({ items: z.array(pipelineItemSchema) });
export type PipelineResponse = z.infer<typeof pipelineResponseSchema>;

export const pipelineQuerySchema = z.object({
  language: languageSchema.default('eng'),
  stage: pipelineStageSchema.optional(),
  owner_id: z.string().uuid().optional(),
  /** Only tenders closing within this many days from now (not yet closed). */
  closing_within_days: z.coerce.number().int().min(0).max(365).optional(),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const pipelineTenderParamsSchema = z.object({ tender_id: z.string().min(1).max(300) });
export const pipelineItemQuerySchema = z.object({ language: languageSchema.default('eng') });

/** Tracking a tender or changing it: only the fields sent change; the first PUT starts at `watching`. */
export const upsertPipelineBodySchema = z.object({
  stage: pipelineStageSchema.optional(),
  owner_id: z.string().uuid().nullable().optional(),
  due_date: calendarDateSchema.nullable().optional(),
  value: z.number().min(0).max(1e15).nullable().optional(),
  p_win: z.number().int().min(0).max(100).nullable().optional(),
  /** Why, with the fit criteria checked: recorded when the stage becomes go or no-go. */
  decision: z
    .object({
      reason: z.string().trim().max(2000).optional(),
      checklist: z.array(checklistItemSchema).max(40).optional(),
    })
    .optional(),
  /** A member's correction of the outcome (won / lost): the winner and the value. */
  outcome: z
    .object({
      supplier: z.string().trim().max(300).nullable(),
      value: z.number().min(0).max(1e15).nullable(),
    })
    .optional(),
});
export type UpsertPipelineBody = z.input<typeof upsertPipelineBodySchema>;

export const PIPELINE_EVENT_KINDS = [
  'tracked',
  'stage',
  'decision',
  'updated',
  'comment',
  'draft',
  'amendment',
  'outcome',
] as const;

/** One entry of a tracked tender's activity (comments are entries too). */
export const pipelineEventSchema = z.object({
  id: z.number(),
  kind: z.enum(PIPELINE_EVENT_KINDS),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  /** A comment's text, a decision's reason. */
  body: z.string().nullable(),
  /** What changed: `{from, to}` of a stage, the fields of an update, the mentioned members of a comment … */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type PipelineEvent = z.infer<typeof pipelineEventSchema>;
export const pipelineEventsResponseSchema = z.object({ events: z.array(pipelineEventSchema) });
export type PipelineEventsResponse = z.infer<typeof pipelineEventsResponseSchema>;

export const COMMENT_MAX_LENGTH = 4000;
/** A comment; `@Name` of a member (or the ids in `mentions`) notifies them in the app and by mail. */
export const commentBodySchema = z.object({
  body: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  mentions: z.array(z.string().uuid()).max(50).optional(),
});
export type CommentBody = z.input<typeof commentBodySchema>;

/** A comment that mentioned the caller, newest first. */
export const mentionSchema = z.object({
  event_id: z.number(),
  tender_id: z.string(),
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export const mentionsResponseSchema = z.object({ mentions: z.array(mentionSchema), unread: z.number() });
export type MentionsResponse = z.infer<typeof mentionsResponseSchema>;
