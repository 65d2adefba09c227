import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** CanadaBuys publishes dates and closing times in Eastern time; a day on the trend is an Eastern day. */
export const TENDER_TIME_ZONE = 'America/Toronto';

export interface CountRow {
  value: string;
  count: number;
}

export interface IngestRunRow {
  id: number;
  feed: string;
  source: string;
  status: string;
  started_at: Date;
  finished_at: Date | null;
  rows_read: number;
  rows_inserted: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_rejected: number;
  error: string | null;
}

export interface DocumentQueueRow {
  documents_processed: number;
  documents_failed: number;
  pending: number;
  processing: number;
  completed: number;
  failed: number;
  completed_in_window: number;
  average_processing_seconds: number | null;
}

/** Every figure of the dashboard as SQL aggregates: no tender row is loaded into memory. */
export const analyticsStore = {
  /** The `limit` most frequent elements of an array column. */
  topArrayValues: async (
    db: Db,
    column: 'procurement_categories' | 'regions' | 'unspsc_descriptions_en' | 'unspsc_descriptions_fr',
    limit: number,
  ): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT value, count(DISTINCT tenders.id)::int AS count
      FROM tenders, unnest(${sql.ref(column)}) AS value
      WHERE value <> ''
      GROUP BY value ORDER BY count DESC, value LIMIT ${limit}`.execute(db);
    return rows;
  },

  /** Tenders published and closing on each of the last `days` Eastern days, today included. */
  dailyTrend: async (db: Db, days: number) => {
    const { rows } = await sql<{ date: string; published: number; closing: number }>`
      WITH bounds AS (
        SELECT (now() AT TIME ZONE ${TENDER_TIME_ZONE})::date AS today
      ), series AS (
        SELECT generate_series(today - ${days - 1}::int, today, interval '1 day')::date AS day FROM bounds
      ), published AS (
        SELECT publication_date AS day, count(*)::int AS count
        FROM tenders, bounds
        WHERE publication_date BETWEEN today - ${days - 1}::int AND today
        GROUP BY 1
      ), closing AS (
        SELECT (closing_at AT TIME ZONE ${TENDER_TIME_ZONE})::date AS day, count(*)::int AS count
        FROM tenders, bounds
        WHERE closing_at >= ((today - ${days - 1}::int)::timestamp AT TIME ZONE ${TENDER_TIME_ZONE})
          AND closing_at < ((today + 1)::timestamp AT TIME ZONE ${TENDER_TIME_ZONE})
        GROUP BY 1
      )
      SELECT to_char(series.day, 'YYYY-MM-DD') AS date,
             coalesce(published.count, 0)::int AS published,
             coalesce(closing.count, 0)::int AS closing
      FROM series
      LEFT JOIN published ON published.day = series.day
      LEFT JOIN closing ON closing.day = series.day
      ORDER BY series.day`.execute(db);
    return rows;
  },

  /** The latest run of every feed kind. */
  lastRunPerFeed: async (db: Db): Promise<IngestRunRow[]> => {
    const { rows } = await sql<IngestRunRow>`
      SELECT DISTINCT ON (feed) id, feed, source, status, started_at, finished_at, rows_read, rows_inserted,
             rows_updated, rows_unchanged, rows_rejected, error
      FROM ingest_runs
      ORDER BY feed, started_at DESC, id DESC`.execute(db);
    return rows;
  },

  /** False until the documents feature's migration (0006) has created its tables. */
  hasTable: async (db: Db, table: string): Promise<boolean> => {
    const { rows } = await sql<{
      exists: boolean;
    }>`SELECT to_regclass(${table}) IS NOT NULL AS exists`.execute(db);
    return rows[0]?.exists ?? false;
  },

  hasDocumentJobs: async (db: Db): Promise<boolean> => {
    const { rows } = await sql<{ exists: boolean }>`
      SELECT to_regclass('document_jobs') IS NOT NULL AND to_regclass('tender_documents') IS NOT NULL
        AS exists`.execute(db);
    return rows[0]?.exists ?? false;
  },

  /** The document queue by status, completions in the window and the mean processing time. */
  documentQueue: async (db: Db, windowHours: number): Promise<DocumentQueueRow> => {
    const { rows } = await sql<DocumentQueueRow>`
      WITH documents AS (
        SELECT count(*) FILTER (WHERE status = 'completed')::int AS processed,
               count(*) FILTER (WHERE status = 'failed')::int AS failed
        FROM tender_documents
      )
      SELECT (SELECT processed FROM documents) AS documents_processed,
             (SELECT failed FROM documents) AS documents_failed,
             count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'processing')::int AS processing,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             count(*) FILTER (WHERE status = 'failed')::int AS failed,
             count(*) FILTER (WHERE status = 'completed'
                               AND finished_at >= now() - make_interval(hours => ${windowHours}::int))::int
               AS completed_in_window,
             (avg(extract(epoch FROM finished_at - started_at))
                FILTER (WHERE status = 'completed' AND started_at IS NOT NULL AND finished_at IS NOT NULL
                        AND finished_at >= started_at))::float8 AS average_processing_seconds
      FROM document_jobs`.execute(db);
    return (
      rows[0] ?? {
        documents_processed: 0,
        documents_failed: 0,
        pending: 0,
        processing: 0,
        completed: 0,
        failed: 0,
        completed_in_window: 0,
        average_processing_seconds: null,
      }
    );
  },

  storeInfo: async (db: Db) => {
    const { rows } = await sql<{ size: number; version: string }>`
      SELECT pg_database_size(current_database())::bigint AS size,
             current_setting('server_version') AS version`.execute(db);
    return rows[0] ?? { size: 0, version: 'unknown' };
  },
};
