import { z } from 'zod';
import { pipelineStageSchema, type PipelineStage } from './pipeline';

/**
 * The organization's own figures (`GET /api/org/analytics`): its tracked tenders per stage with their estimated
 * value, how often it bids, how often it wins, and how long it takes to decide.
 */

export const teamStageFigureSchema = z.object({
  stage: pipelineStageSchema,
  count: z.number().int(),
  /** The sum of the estimated values members entered (tenders without one count as nothing). */
  value: z.number(),
});

export const teamAnalyticsSchema = z.object({
  /** Every stage, in pipeline order, including those with no tender. */
  stages: z.array(teamStageFigureSchema),
  tracked: z.number().int(),
  /** Tenders with a go or no-go decision. */
  decided: z.number().int(),
  go: z.number().int(),
  /** go / decided, 0…1; null before any decision. */
  bid_rate: z.number().nullable(),
  /** Tenders submitted or later (submitted, won, lost). */
  submitted: z.number().int(),
  won: z.number().int(),
  /** won / submitted-or-later, 0…1; null before any submission. */
  win_rate: z.number().nullable(),
  /** The median number of days from first tracking a tender to its go / no-go decision; null before any. */
  median_days_to_decision: z.number().nullable(),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;

export const teamAnalyticsQuerySchema = z.object({
  /** `csv`: the same figures as a spreadsheet download. */
  format: z.enum(['json', 'csv']).default('json'),
});

/** A ratio, or null when there is nothing to divide by. */
export const ratioOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The median of a list of numbers, or null when it is empty. */
export const medianOf = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The stages a bid reaches once it is in: the win rate's denominator. */
export const SUBMITTED_OR_LATER: readonly PipelineStage[] = ['submitted', 'won', 'lost'];
