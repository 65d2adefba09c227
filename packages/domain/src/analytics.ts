import { z } from 'zod';
import { languageSchema } from './common';

/**
 * The analytics dashboard as one call, `GET /api/analytics`. Every figure is measured from the store or the running
 * process; nothing is sampled, scaled, random or fixed.
 */

/** The screen's refresh interval, the length of its top lists and the days its trend covers. */
export const ANALYTICS_REFRESH_MS = 300_000;
export const ANALYTICS_TOP_N = 10;
export const ANALYTICS_TREND_DAYS = 30;
/** Window over which the document processing rate is measured. */
export const PROCESSING_RATE_WINDOW_HOURS = 24;

export const analyticsQuerySchema = z.object({ language: languageSchema.default('eng') });

const countSchema = z.number().int().nonnegative();

export const distributionEntrySchema = z.object({ value: z.string(), label: z.string(), count: countSchema });
export type DistributionEntry = z.infer<typeof distributionEntrySchema>;

export const ingestRunSummarySchema = z.object({
  id: z.number().int(),
  source: z.string(),
  /** interrupted: the process running it stopped (killed, crashed) before it finished. */
  status: z.enum(['running', 'succeeded', 'failed', 'interrupted']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  rows_read: countSchema,
  rows_inserted: countSchema,
  rows_updated: countSchema,
  rows_unchanged: countSchema,
  rows_rejected: countSchema,
  /** rows_read over the run's own duration; null while running or when it took no measurable time. */
  rows_per_second: z.number().nullable(),
  error: z.string().nullable(),
});
export type IngestRunSummary = z.infer<typeof ingestRunSummarySchema>;

export const feedStatusSchema = z.object({
  /** `open-notices`, `new-notices` (live feeds) or how a run was started: bundled, file, url, generated. */
  feed: z.string(),
  /** True for the scheduled CanadaBuys feeds. */
  is_scheduled: z.boolean(),
  /** Period of a scheduled feed, in seconds; null for one-off loads. */
  every_seconds: z.number().int().nullable(),
  last_run: ingestRunSummarySchema.nullable(),
  /** When this server will next run the feed; null when not scheduled here (or running now). */
  next_run_at: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const documentQueueSchema = z.object({
  /** Documents (tender_documents) whose processing completed, and those whose processing failed. */
  documents_processed: countSchema,
  documents_failed: countSchema,
  /** Jobs in the queue (document_jobs) by status; a notice attachment has a download and an extract job. */
  pending: countSchema,
  processing: countSchema,
  completed: countSchema,
  failed: countSchema,
  /** Documents completed per hour over the last PROCESSING_RATE_WINDOW_HOURS hours. */
  processing_rate_per_hour: z.number().nonnegative(),
  completed_in_window: countSchema,
  window_hours: z.number().int(),
  /** Mean of finished_at − started_at over completed jobs; null before the first one. */
  average_processing_seconds: z.number().nonnegative().nullable(),
});
export type DocumentQueue = z.infer<typeof documentQueueSchema>;

/** Alert e-mails in the outbox (mail_outbox) by status, and the last delivery error. */
export const mailOutboxStatusSchema = z.object({
  /** SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  transport: z.enum(['smtp', 'files']),
  queued: countSchema,
  /** Queued mails that failed at least once and wait for their next attempt. */
  retrying: countSchema,
  sent: countSchema,
  failed: countSchema,
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});
export type MailOutboxStatus = z.infer<typeof mailOutboxStatusSchema>;

export const trendPointSchema = z.object({
  /** Calendar day in Eastern time, YYYY-MM-DD. */
  date: z.string(),
  published: countSchema,
  closing: countSchema,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const analyticsSchema = z.object({
  generated_at: z.string(),
  tenders: z.object({
    total: countSchema,
    open: countSchema,
    added_this_week: countSchema,
    closing_in_7_days: countSchema,
  }),
  pipeline: z.object({
    /** Whether this server runs the live CanadaBuys feeds (INGEST_ON_START). */
    live_feeds_enabled: z.boolean(),
    feeds: z.array(feedStatusSchema),
  }),
  /** Null when the document processing tables are not part of this store. */
  documents: documentQueueSchema.nullable(),
  /** Null when the alert tables are not part of this store. */
  mail: mailOutboxStatusSchema.nullable().optional(),
  by_category: z.array(distributionEntrySchema),
  by_commodity: z.array(distributionEntrySchema),
  by_region: z.array(distributionEntrySchema),
  trend: z.array(trendPointSchema),
  system: z.object({
    store_engine: z.enum(['embedded', 'postgres']),
    store_version: z.string(),
    store_size_bytes: countSchema,
    app_version: z.string(),
    node_version: z.string(),
    started_at: z.string(),
    uptime_seconds: z.number().int().nonnegative(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
