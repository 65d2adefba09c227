import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analytics } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { AnalyticsPage } from './analytics-page';

const analytics: Analytics = {
  generated_at: '2026-03-02T15:00:00.000Z',
  tenders: { total: 1234, open: 300, added_this_week: 45, closing_in_7_days: 12 },
  pipeline: {
    live_feeds_enabled: false,
    feeds: [
      {
        feed: 'bundled',
        is_scheduled: false,
        every_seconds: null,
        last_run: {
          id: 2,
          source: 'data/eval-corpus/real-notices.csv',
          status: 'failed',
          started_at: '2026-03-02T14:00:00.000Z',
          finished_at: '2026-03-02T14:00:02.000Z',
          duration_seconds: 2,
          rows_read: 117,
          rows_inserted: 100,
          rows_updated: 17,
          rows_unchanged: 0,
          rows_rejected: 3,
          rows_per_second: 58.5,
          error: 'Row 40: bad date',
        },
        next_run_at: null,
      },
    ],
  },
  documents: null,
  by_category: [{ value: 'SRV', label: 'Services', count: 700 }],
  by_commodity: [],
  by_region: [{ value: 'Ontario', label: 'Ontario', count: 500 }],
  trend: [{ date: '2026-03-02', published: 5, closing: 3 }],
  system: {
    store_engine: 'embedded',
    store_version: '17.5',
    store_size_bytes: 10 * 1024 * 1024,
    app_version: '0.1.0',
    node_version: 'v20.20.2',
    started_at: '2026-03-01T15:00:00.000Z',
    uptime_seconds: 90_061,
  },
};

const renderPage = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AnalyticsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Analytics page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures of GET /api/analytics, and says what is not available', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, analytics));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(await screen.findByLabelText('Total Tenders: 1,234')).toBeInTheDocument();
    expect(screen.getByLabelText('Closing in 7 Days: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Documents Processed: Not available')).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as [URL])[0])).toMatch(/\/api\/analytics\?language=eng$/);

    const pipeline = screen.getByRole('region', { name: 'Pipeline Status' });
    expect(within(pipeline).getByText(/INGEST_ON_START=off/)).toBeInTheDocument();
    const row = within(pipeline).getByRole('row', { name: /Bundled sample/ });
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('117 / 100 / 17 / 3');
    expect(row).toHaveTextContent('Not scheduled');
    expect(
      within(pipeline).getByText('Document processing is not set up on this server.'),
    ).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Top Commodities (UNSPSC)' })).toHaveTextContent(
      'No data yet.',
    );
    expect(screen.getByRole('region', { name: 'Regional Distribution' })).toHaveTextContent('Ontario: 500');
    const system = screen.getByRole('region', { name: 'System Info' });
    expect(system).toHaveTextContent('Embedded (PGlite)');
    expect(system).toHaveTextContent('10.0 MB');
    expect(system).toHaveTextContent('1 d 1 h');
  });

  it('shows the alert e-mail outbox with its last delivery error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(200, {
          ...analytics,
          mail: {
            transport: 'smtp',
            queued: 2,
            retrying: 1,
            sent: 40,
            failed: 0,
            last_error: 'connect ECONNREFUSED 127.0.0.1:587',
            last_error_at: '2026-03-02T14:00:00.000Z',
            last_sent_at: '2026-03-02T13:00:00.000Z',
          },
        }),
      ),
    );
    renderPage();
    const pipeline = await screen.findByRole('region', { name: 'Pipeline Status' });
    expect(within(pipeline).getByText('Alert e-mails')).toBeInTheDocument();
    expect(within(pipeline).getByText('Sent over SMTP (SMTP_URL).')).toBeInTheDocument();
    expect(pipeline).toHaveTextContent('Queued: 2');
    expect(pipeline).toHaveTextContent('Retrying: 1');
    expect(pipeline).toHaveTextContent('Sent: 40');
    expect(within(pipeline).getByText(/connect ECONNREFUSED 127\.0\.0\.1:587/)).toBeInTheDocument();
  });

  it('shows an error with a retry instead of figures when the call fails', async () => {
    const user = userEvent.setup();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { detail: 'The store is starting; try again in a moment' }))
      .mockResolvedValueOnce(json(200, analytics));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics');
    expect(alert).toHaveTextContent('The store is starting; try again in a moment');
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Total Tenders: 1,234')).toBeInTheDocument();
  });
});
