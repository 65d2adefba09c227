import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { FeedbackItem, FeedbackList } from '@tenderscout/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { AdminFeedbackPanel } from './admin-feedback-panel';

const report: FeedbackItem = {
  id: '7b0f4a52-4a3c-4a37-9a57-6f0f0f6a1c11',
  type: 'bug',
  title: 'Dashboard spinner never stops',
  description: 'After typing a query the results never load.',
  category: 'search',
  priority: 'high',
  email: null,
  browser_info: null,
  captured_errors: [
    {
      type: 'console.error',
      message: 'Search widget exploded',
      source: null,
      line: null,
      column: null,
      stack: null,
      timestamp: '2026-01-05T10:00:00Z',
    },
  ],
  screenshot_url: '/api/admin/feedback/7b0f4a52-4a3c-4a37-9a57-6f0f0f6a1c11/screenshot',
  status: 'open',
  user: { id: 'u1', name: 'Demo User', email: 'demo@example.com' },
  submitted_at: '2026-01-05T10:00:00Z',
  created_at: '2026-01-05T10:00:01Z',
  resolved_at: null,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const listOf = (items: FeedbackItem[], open: number, resolved: number): FeedbackList => ({
  items,
  total: items.length,
  page: 1,
  size: 100,
  counts: { open, resolved },
});

/** The admin calls: the open list (with the report until it is resolved), its screenshot, and resolve. */
const stubServer = () => {
  let resolved = false;
  const fetch = vi.fn((input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    if (init?.method === 'PUT' && url.pathname.endsWith('/resolve')) {
      resolved = true;
      return Promise.resolve(json({ ...report, status: 'resolved', resolved_at: '2026-01-06T09:00:00Z' }));
    }
    if (url.pathname.endsWith('/screenshot'))
      return Promise.resolve(new Response(new Blob(['png'], { type: 'image/png' })));
    return Promise.resolve(json(resolved ? listOf([], 0, 1) : listOf([report], 1, 0)));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const renderPanel = () =>
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminFeedbackPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('Admin feedback panel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no blob URLs.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:screenshot', revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a report on its details and screenshot, and marks it resolved', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubServer();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: /Dashboard spinner never stops/ }));
    const details = screen.getByRole('region', { name: /Dashboard spinner never stops/ });
    expect(details).toHaveTextContent('After typing a query the results never load.');
    expect(details).toHaveTextContent('Search widget exploded');
    expect(
      await screen.findByRole('img', { name: 'Screenshot attached to “Dashboard spinner never stops”' }),
    ).toHaveAttribute('src', 'blob:screenshot');

    await user.click(screen.getByRole('button', { name: 'Mark “Dashboard spinner never stops” resolved' }));
    expect(await screen.findByText('Feedback marked resolved')).toBeInTheDocument();
    const resolveCall = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(resolveCall?.[0])).toMatch(`/api/admin/feedback/${report.id}/resolve`);
    expect(
      await screen.findByText('No open feedback. Everything reported has been resolved.'),
    ).toBeInTheDocument();
  });
});
