import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeHit, makeSearchResponse } from '../../test/search-fixtures';

const STATS = {
  total: 19_234,
  open: 1_402,
  added_this_week: 87,
  closing_this_week: 40,
  by_category: [],
  by_region: [],
  last_ingest_at: null,
};

const NEWEST = [
  makeHit({ id: 'cb-1', title: 'Snow removal services', closing_date: '2099-06-30T18:00:00.000Z' }),
  makeHit({ id: 'cb-2', title: 'Bridge inspection', organization: 'Transport Canada' }),
  makeHit({ id: 'cb-3', title: '', organization: 'Parks Canada' }),
];
const newestTenders = { 'POST /api/search': () => ({ body: makeSearchResponse({ hits: NEWEST }) }) };

const card = (name: string) => screen.getByRole('region', { name });

describe('Landing stats (real counts, never invented)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the store’s real counts from GET /api/stats, and invites a visitor to sign in for saved tenders', async () => {
    installFakeApi({ 'GET /api/stats': () => ({ body: STATS }), ...newestTenders });
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
      ...newestTenders,
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
      ...newestTenders,
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

  it('previews the three newest open tenders from the store, each linked to its page', async () => {
    const api = installFakeApi({ 'GET /api/stats': () => ({ body: STATS }), ...newestTenders });
    renderRoute('/');
    const preview = await screen.findByRole('region', { name: 'Newest open tenders' });
    const items = await within(preview).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(preview).getByRole('link', { name: 'Snow removal services' })).toHaveAttribute(
      'href',
      '/tender/cb-1',
    );
    expect(
      within(items[0] as HTMLElement).getByText('Closes Jun 30, 2099, 2:00 p.m. ET'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Transport Canada')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Untitled Tender' })).toHaveAttribute(
      'href',
      '/tender/cb-3',
    );
    expect(api.callsTo('POST', '/api/search')[0]?.body).toMatchObject({
      query: '',
      filters: { status: ['open'] },
      size: 3,
      sort_by: 'date',
    });
  });

  it('says so when no tender is open, and offers Retry when the preview cannot load', async () => {
    const user = userEvent.setup();
    let isDown = true;
    installFakeApi({
      'GET /api/stats': () => ({ body: STATS }),
      'POST /api/search': () =>
        isDown
          ? { status: 503, body: { detail: 'Search is starting up' } }
          : { body: makeSearchResponse({ hits: [], total_hits: 0 }) },
    });
    renderRoute('/');
    const preview = await screen.findByRole('region', { name: 'Newest open tenders' });
    const alert = await within(preview).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The newest tenders could not be loaded. Search is starting up');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(preview).findByText('No tender is open right now.')).toBeInTheDocument();
  });
});
