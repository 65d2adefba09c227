import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

const STATS = {
  total: 19_234,
  open: 1_402,
  added_this_week: 87,
  closing_this_week: 40,
  by_category: [],
  by_region: [],
  last_ingest_at: null,
};

const card = (name: string) => screen.getByRole('region', { name });

describe('Landing stats (SPEC.md §2 Landing; DECISIONS.md: real counts, never invented)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the store’s real counts from GET /api/stats, and invites a visitor to sign in for saved tenders', async () => {
    installFakeApi({ 'GET /api/stats': () => ({ body: STATS }) });
    renderRoute('/');
    expect(
      await within(await screen.findByRole('region', { name: 'Total Opportunities' })).findByText('19,234'),
    ).toBeInTheDocument();
    expect(within(card('Open Tenders')).getByText('1,402')).toBeInTheDocument();
    expect(within(card('Added This Week')).getByText('87')).toBeInTheDocument();
    expect(within(card('Saved Tenders')).getByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
      'href',
      '/login',
    );
    for (const feature of [
      'AI-Powered Intelligence',
      'Advanced Search',
      'PDF Processing',
      'Smart Tracking',
    ]) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
  });

  it('shows the signed-in visitor’s own saved count', async () => {
    signInAs({ name: 'Ada' });
    installFakeApi({
      'GET /api/stats': () => ({ body: STATS }),
      'GET /api/auth/me': () => ({ body: { name: 'Ada', email: 'ada@example.ca', role: 'user' } }),
      'GET /api/me/reviews/stats': () => ({
        body: { total: 5, saved: 4, not_applicable: 1, today: { total: 0, saved: 0, not_applicable: 0 } },
      }),
    });
    renderRoute('/');
    expect(
      await within(await screen.findByRole('region', { name: 'Saved Tenders' })).findByText('4'),
    ).toBeInTheDocument();
  });

  it("on failure shows '—' and Retry, never made-up numbers, and recovers on Retry", async () => {
    const user = userEvent.setup();
    let isDown = true;
    installFakeApi({
      'GET /api/stats': () =>
        isDown ? { status: 503, body: { detail: 'Store is starting' } } : { body: STATS },
    });
    renderRoute('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The tender counts could not be loaded.');
    for (const name of ['Total Opportunities', 'Open Tenders', 'Added This Week']) {
      expect(within(card(name)).getByText('—')).toBeInTheDocument();
    }
    expect(screen.queryByText(/19,?166|847/)).toBeNull();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Total Opportunities')).findByText('19,234')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
