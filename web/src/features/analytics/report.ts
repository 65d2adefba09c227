import type { Analytics } from '@tenderscout/domain';
import type { TFunction } from 'i18next';
import Papa from 'papaparse';

type Translate = TFunction;
type Section =
  'tenders' | 'documents' | 'pipeline' | 'categories' | 'commodities' | 'regions' | 'trend' | 'system';

/**
 * Export Report: the same figures as the screen, one row per figure (section, metric, value),
 * as CSV. Built from the response on screen, so the file and the dashboard always agree.
 */
export const buildAnalyticsReportRows = (analytics: Analytics, t: Translate): string[][] => {
  const rows: Array<[string, string, string | number | null]> = [];
  const add = (section: Section, metric: string, value: string | number | null) =>
    rows.push([t(`analytics.report.${section}`), metric, value]);

  add('tenders', t('analytics.report.generated'), analytics.generated_at);
  add('tenders', t('analytics.metrics.total'), analytics.tenders.total);
  add('tenders', t('analytics.metrics.open'), analytics.tenders.open);
  add('tenders', t('analytics.metrics.addedThisWeek'), analytics.tenders.added_this_week);
  add('tenders', t('analytics.metrics.closingSoon'), analytics.tenders.closing_in_7_days);

  const documents = analytics.documents;
  if (documents) {
    add('documents', t('analytics.metrics.documentsProcessed'), documents.documents_processed);
    add('documents', t('analytics.metrics.processingFailures'), documents.documents_failed);
    for (const status of ['pending', 'processing', 'completed', 'failed'] as const)
      add('documents', t(`analytics.pipeline.queue.${status}`), documents[status]);
    add(
      'documents',
      t('analytics.report.ratePerHour', { hours: documents.window_hours }),
      documents.processing_rate_per_hour,
    );
    add('documents', t('analytics.report.averageSeconds'), documents.average_processing_seconds);
  }

  for (const feed of analytics.pipeline.feeds) {
    const name = feed.feed;
    const run = feed.last_run;
    add('pipeline', t('analytics.report.lastRunAt', { feed: name }), run?.started_at ?? null);
    add('pipeline', t('analytics.report.lastRunStatus', { feed: name }), run?.status ?? null);
    add('pipeline', t('analytics.report.rowsRead', { feed: name }), run?.rows_read ?? null);
    add('pipeline', t('analytics.report.rowsInserted', { feed: name }), run?.rows_inserted ?? null);
    add('pipeline', t('analytics.report.rowsUpdated', { feed: name }), run?.rows_updated ?? null);
    add('pipeline', t('analytics.report.rowsRejected', { feed: name }), run?.rows_rejected ?? null);
    add('pipeline', t('analytics.report.rowsPerSecond', { feed: name }), run?.rows_per_second ?? null);
    add('pipeline', t('analytics.report.nextRunAt', { feed: name }), feed.next_run_at);
  }

  for (const entry of analytics.by_category) add('categories', entry.label, entry.count);
  for (const entry of analytics.by_commodity) add('commodities', entry.label, entry.count);
  for (const entry of analytics.by_region) add('regions', entry.label, entry.count);
  for (const point of analytics.trend) {
    add('trend', t('analytics.report.publishedOn', { date: point.date }), point.published);
    add('trend', t('analytics.report.closingOn', { date: point.date }), point.closing);
  }

  const system = analytics.system;
  add('system', t('analytics.system.engine'), system.store_engine);
  add('system', t('analytics.system.storeVersion'), system.store_version);
  add('system', t('analytics.report.sizeBytes'), system.store_size_bytes);
  add('system', t('analytics.system.version'), system.app_version);
  add('system', t('analytics.system.node'), system.node_version);
  add('system', t('analytics.system.startedAt'), system.started_at);
  add('system', t('analytics.report.uptimeSeconds'), system.uptime_seconds);

  return [
    [t('analytics.report.section'), t('analytics.report.metric'), t('analytics.report.value')],
    ...rows.map(([section, metric, value]) => [section, metric, value === null ? '' : String(value)]),
  ];
};

export const toCsv = (rows: string[][]): string =>
  Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true });

/** Saves the report through the browser's download (a BOM so spreadsheet apps read it as UTF-8). */
export const downloadAnalyticsReport = (analytics: Analytics, t: Translate): void => {
  const csv = toCsv(buildAnalyticsReportRows(analytics, t));
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `tenderscout-analytics-${analytics.generated_at.slice(0, 19).replaceAll(':', '-')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
};
