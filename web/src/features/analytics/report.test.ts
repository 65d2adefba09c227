import type { Analytics } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { buildAnalyticsReportRows, toCsv } from './report';

const analytics: Analytics = {
  generated_at: '2026-03-02T15:00:00.000Z',
  tenders: { total: 1200, open: 300, added_this_week: 45, closing_in_7_days: 12 },
  pipeline: {
    live_feeds_enabled: true,
    feeds: [
      {
        feed: 'new-notices',
        is_scheduled: true,
        every_seconds: 7200,
        last_run: {
          id: 7,
          source: 'https://canadabuys.canada.ca/x.csv',
          status: 'succeeded',
          started_at: '2026-03-02T14:00:00.000Z',
          finished_at: '2026-03-02T14:00:04.000Z',
          duration_seconds: 4,
          rows_read: 40,
          rows_inserted: 12,
          rows_updated: 3,
          rows_unchanged: 25,
          rows_rejected: 0,
          rows_per_second: 10,
          error: null,
        },
        next_run_at: '2026-03-02T16:00:04.000Z',
      },
    ],
  },
  documents: {
    documents_processed: 3,
    documents_failed: 1,
    pending: 2,
    processing: 1,
    completed: 4,
    failed: 1,
    processing_rate_per_hour: 0.13,
    completed_in_window: 3,
    window_hours: 24,
    average_processing_seconds: 11.25,
  },
  by_category: [{ value: 'SRV', label: 'Services', count: 700 }],
  by_commodity: [{ value: '=HYPERLINK("x")', label: '=HYPERLINK("x")', count: 2 }],
  by_region: [{ value: 'Ontario', label: 'Ontario', count: 500 }],
  trend: [{ date: '2026-03-02', published: 5, closing: 3 }],
  system: {
    store_engine: 'postgres',
    store_version: '16.4',
    store_size_bytes: 123456,
    app_version: '0.1.0',
    node_version: 'v20.20.2',
    started_at: '2026-03-01T15:00:00.000Z',
    uptime_seconds: 86400,
  },
};

describe('Export Report CSV', () => {
  it('has one row per figure shown on the dashboard', () => {
    const rows = buildAnalyticsReportRows(analytics, i18n.t);
    expect(rows[0]).toEqual(['Section', 'Metric', 'Value']);
    expect(rows).toContainEqual(['Tenders', 'Total Tenders', '1200']);
    expect(rows).toContainEqual(['Tenders', 'Closing in 7 Days', '12']);
    expect(rows).toContainEqual(['Documents', 'Documents Processed', '3']);
    expect(rows).toContainEqual(['Documents', 'Failed', '1']);
    expect(rows).toContainEqual(['Documents', 'Processing rate (documents/hour, last 24 h)', '0.13']);
    expect(rows).toContainEqual(['Documents', 'Average processing time (s)', '11.25']);
    expect(rows).toContainEqual(['Pipeline', 'new-notices: rows inserted', '12']);
    expect(rows).toContainEqual(['Pipeline', 'new-notices: next run', '2026-03-02T16:00:04.000Z']);
    expect(rows).toContainEqual(['Categories', 'Services', '700']);
    expect(rows).toContainEqual(['Regions', 'Ontario', '500']);
    expect(rows).toContainEqual(['Trend', 'Published on 2026-03-02', '5']);
    expect(rows).toContainEqual(['System', 'Store size (bytes)', '123456']);
  });

  it('quotes as CSV needs and neutralises spreadsheet formulas from the data', () => {
    const csv = toCsv(buildAnalyticsReportRows(analytics, i18n.t));
    expect(csv.split('\r\n')[0]).toBe('Section,Metric,Value');
    expect(csv).toContain(`Commodities,"'=HYPERLINK(""x"")",2`);
  });
});
