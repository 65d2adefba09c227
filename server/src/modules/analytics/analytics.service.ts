import {
  ANALYTICS_TOP_N,
  ANALYTICS_TREND_DAYS,
  PROCESSING_RATE_WINDOW_HOURS,
  procurementCategoryLabel,
  regionLabel,
  type Analytics,
  type DocumentQueue,
  type FeedStatus,
  type IngestRunSummary,
  type Language,
  type MailOutboxStatus,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { StoreEngine } from '../../db/store';
import type { JobStatus, Scheduler } from '../../lib/scheduler';
import { tenderReadStore } from '../tenders';
import { analyticsStore, type IngestRunRow } from './analytics.store';

/** What analytics reads through other features, lent by the composition root (feature-sources.ts). */
export interface AnalyticsSources {
  /** The alert mail outbox's counts: the alerts feature's. */
  readMailOutbox: (db: Db) => Promise<{
    queued: number;
    sent: number;
    failed: number;
    retrying: number;
    last_error: string | null;
    last_error_at: Date | null;
    last_sent_at: Date | null;
  }>;
}

export interface AnalyticsContext extends AnalyticsSources {
  db: Db;
  engine: StoreEngine;
  /** INGEST_ON_START: whether this process runs the live feeds. */
  liveFeedsEnabled: boolean;
  /** The app's scheduler: the live feeds' periods, and their next runs when they are scheduled. */
  scheduler: Pick<Scheduler, 'list'>;
  processStartedAt: Date;
  appVersion: string;
  /** How alert e-mails leave: SMTP_URL set, or .eml files. */
  mailTransport?: 'smtp' | 'files';
  now?: () => Date;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const toRunSummary = (row: IngestRunRow): IngestRunSummary => {
  const started = new Date(row.started_at);
  const finished = row.finished_at ? new Date(row.finished_at) : null;
  const durationSeconds = finished ? (finished.getTime() - started.getTime()) / 1000 : null;
  return {
    id: row.id,
    source: row.source,
    status:
      row.status === 'succeeded' || row.status === 'failed' || row.status === 'interrupted'
        ? row.status
        : 'running',
    started_at: started.toISOString(),
    finished_at: finished?.toISOString() ?? null,
    duration_seconds: durationSeconds === null ? null : round(durationSeconds, 3),
    rows_read: row.rows_read,
    rows_inserted: row.rows_inserted,
    rows_updated: row.rows_updated,
    rows_unchanged: row.rows_unchanged,
    rows_rejected: row.rows_rejected,
    rows_per_second:
      durationSeconds && durationSeconds > 0 ? round(row.rows_read / durationSeconds, 1) : null,
    error: row.error,
  };
};

/** The scheduler queue the live feeds run in (one download at a time); its jobs are named after the feeds. */
const LIVE_FEEDS_QUEUE = 'live-feeds';

const scheduledFeedStatus = (job: JobStatus, last: IngestRunRow | undefined): FeedStatus => ({
  feed: job.name,
  is_scheduled: job.scheduled,
  every_seconds: job.everyMs / 1000,
  last_run: last ? toRunSummary(last) : null,
  // Null while the feed runs (or waits for the store), as the scheduler reports it.
  next_run_at: job.scheduled ? (job.nextRunAt?.toISOString() ?? null) : null,
});

/**
 * Every feed's last recorded run (any instance, any process); for the live feeds, their period and, when this
 * process schedules them, the next run the scheduler has planned. One-off kinds (bundled, file, url) follow.
 */
const feedStatuses = async (context: AnalyticsContext): Promise<FeedStatus[]> => {
  const liveFeeds = context.scheduler.list().filter((job) => job.queue === LIVE_FEEDS_QUEUE);
  const scheduledNames = liveFeeds.map((job) => job.name);
  const lastRuns = await analyticsStore.lastRunPerFeed(context.db);
  const lastRunOf = new Map(lastRuns.map((row) => [row.feed, row]));
  const scheduled = liveFeeds
    .filter((job) => job.scheduled || lastRunOf.has(job.name))
    .map((job) => scheduledFeedStatus(job, lastRunOf.get(job.name)));
  const oneOff = lastRuns
    .filter((row) => !scheduledNames.includes(row.feed))
    .sort((a, b) => new Date(b.started_at).getTime() - new Date(a.started_at).getTime())
    .map((row): FeedStatus => ({
      feed: row.feed,
      is_scheduled: false,
      every_seconds: null,
      last_run: toRunSummary(row),
      next_run_at: null,
    }));
  return [...scheduled, ...oneOff];
};

const documentQueue = async (db: Db): Promise<DocumentQueue | null> => {
  if (!(await analyticsStore.hasDocumentJobs(db))) return null;
  const row = await analyticsStore.documentQueue(db, PROCESSING_RATE_WINDOW_HOURS);
  return {
    documents_processed: row.documents_processed,
    documents_failed: row.documents_failed,
    pending: row.pending,
    processing: row.processing,
    completed: row.completed,
    failed: row.failed,
    completed_in_window: row.completed_in_window,
    window_hours: PROCESSING_RATE_WINDOW_HOURS,
    processing_rate_per_hour: round(row.completed_in_window / PROCESSING_RATE_WINDOW_HOURS, 2),
    average_processing_seconds:
      row.average_processing_seconds === null ? null : round(row.average_processing_seconds, 3),
  };
};

const mailStatus = async (context: AnalyticsContext): Promise<MailOutboxStatus | null> => {
  if (!(await analyticsStore.hasTable(context.db, 'mail_outbox'))) return null;
  const row = await context.readMailOutbox(context.db);
  const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
  return {
    transport: context.mailTransport ?? 'files',
    queued: row.queued,
    retrying: row.retrying,
    sent: row.sent,
    failed: row.failed,
    last_error: row.last_error,
    last_error_at: iso(row.last_error_at),
    last_sent_at: iso(row.last_sent_at),
  };
};

/** The whole dashboard in one call: each figure an SQL aggregate over the store, or a fact of this process. */
export const getAnalytics = async (context: AnalyticsContext, language: Language): Promise<Analytics> => {
  const { db } = context;
  const now = context.now?.() ?? new Date();
  const [totals, categories, commodities, regions, trend, feeds, documents, store, mail] = await Promise.all([
    tenderReadStore.totals(db),
    analyticsStore.topArrayValues(db, 'procurement_categories', ANALYTICS_TOP_N),
    analyticsStore.topArrayValues(
      db,
      language === 'fra' ? 'unspsc_descriptions_fr' : 'unspsc_descriptions_en',
      ANALYTICS_TOP_N,
    ),
    analyticsStore.topArrayValues(db, 'regions', ANALYTICS_TOP_N),
    analyticsStore.dailyTrend(db, ANALYTICS_TREND_DAYS),
    feedStatuses(context),
    documentQueue(db),
    analyticsStore.storeInfo(db),
    mailStatus(context),
  ]);
  return {
    generated_at: now.toISOString(),
    tenders: {
      total: totals.total,
      open: totals.open,
      added_this_week: totals.added_this_week,
      closing_in_7_days: totals.closing_this_week,
    },
    pipeline: { live_feeds_enabled: context.liveFeedsEnabled, feeds },
    documents,
    mail,
    by_category: categories.map((row) => ({
      value: row.value,
      label: procurementCategoryLabel(row.value, language),
      count: row.count,
    })),
    by_commodity: commodities.map((row) => ({ value: row.value, label: row.value, count: row.count })),
    by_region: regions.map((row) => ({
      value: row.value,
      label: regionLabel(row.value, language),
      count: row.count,
    })),
    trend,
    system: {
      store_engine: context.engine,
      store_version: store.version,
      store_size_bytes: store.size,
      app_version: context.appVersion,
      node_version: process.version,
      started_at: context.processStartedAt.toISOString(),
      uptime_seconds: Math.max(0, Math.floor((now.getTime() - context.processStartedAt.getTime()) / 1000)),
    },
  };
};
