import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeApi,
  signInAs,
  noCompanyProfileHandlers,
  signedInLayoutHandlers,
  type FakeHandler,
} from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeHit, makeSearchResponse } from '../../test/search-fixtures';

const handlers = (user: Record<string, unknown>, extra: Record<string, FakeHandler> = {}) => ({
  ...signedInLayoutHandlers,
  ...noCompanyProfileHandlers,
  'GET /api/auth/me': () => ({
    body: { email: 'ada@example.ca', role: 'user', onboarding_complete: true, feature_flags: {}, ...user },
  }),
  'GET /api/stats': () => ({
    body: {
      total: 500,
      open: 321,
      added_this_week: 9,
      closing_this_week: 2,
      by_category: [],
      by_region: [],
      last_ingest_at: null,
    },
  }),
  'GET /api/me/reviews/stats': () => ({
    body: { total: 7, saved: 6, not_applicable: 1, today: { total: 0, saved: 0, not_applicable: 0 } },
  }),
  'GET /api/me/responses': () => ({ body: { responses: [], counts: { all: 2, ready: 1, in_progress: 1 } } }),
  'POST /api/search': () => ({ body: makeSearchResponse() }),
  ...extra,
});

const setUp = (user: Record<string, unknown>, extra?: Record<string, FakeHandler>) => {
  signInAs(user);
  return installFakeApi(handlers(user, extra));
};

describe('Home', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('greets by name, shows the three real counts and asks for the 5 newest open tenders', async () => {
    const api = setUp({ name: 'Ada', feature_flags: { myResponses: true, saved_tenders: true } });
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Active Tenders' })).findByText('321'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Saved Tenders' })).findByText('6'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'My Responses' })).findByText('2'),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(api.callsTo('POST', '/api/search')[0]?.body).toMatchObject({
      query: '',
      filters: { status: ['open'] },
      page: 1,
      size: 5,
      sort_by: 'date',
    });
    // 18:00 UTC on June 30 is 2 p.m. in Ottawa (EDT), whatever the reader's zone.
    expect(card).toHaveTextContent('Closes Jun 30, 2099, 2:00 p.m. ET');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/dashboard?sort=publication_date',
    );
  });

  it("falls back to 'User' and shows quick actions by their flags (Analytics only when exactly true)", async () => {
    setUp({ name: '', feature_flags: { analytics: false, saved_tenders: true } });
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, User' })).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Search Tenders' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(actions).getByRole('link', { name: 'View Saved' })).toHaveAttribute('href', '/bookmarks');
    expect(within(actions).queryByRole('link', { name: 'My Responses' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'My Responses' })).getByText('—')).toBeInTheDocument();
  });

  it('with the saved_tenders flag off, hides the Saved card and View Saved rather than failing', async () => {
    const api = setUp(
      { name: 'Ada', feature_flags: { saved_tenders: false } },
      // The server refuses the saved feature's calls while its flag is off.
      {
        'GET /api/me/reviews/stats': () => ({
          status: 403,
          body: { detail: 'Feature not enabled: saved_tenders' },
        }),
      },
    );
    renderRoute('/home');
    expect(
      await within(await screen.findByRole('region', { name: 'Active Tenders' })).findByText('321'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Saved Tenders' })).toBeNull();
    expect(screen.queryByText(/Could not load/)).toBeNull();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).queryByRole('link', { name: 'View Saved' })).toBeNull();
    expect(api.callsTo('GET', '/api/me/reviews/stats')).toHaveLength(0);
  });

  it('shows My Responses and Analytics actions when their flags are true (Analytics to administrators)', async () => {
    setUp({ name: 'Ada', role: 'admin', feature_flags: { myResponses: true, analytics: true } });
    renderRoute('/home');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'My Responses' })).toHaveAttribute(
      'href',
      '/my-responses',
    );
    expect(within(actions).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('hides Analytics from a non-admin whose flag is on, and tells them so if they open /analytics', async () => {
    const api = setUp({ name: 'Ada', feature_flags: { myResponses: true, analytics: true } });
    const { router } = renderRoute('/home');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'My Responses' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'Analytics' })).toBeNull();
    await act(() => router.navigate('/analytics'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics is for administrators');
    expect(api.callsTo('GET', '/api/analytics')).toHaveLength(0);
  });

  it('shows every fallback on a recent tender: Untitled Tender, N/A, Value not disclosed, Government of Canada', async () => {
    setUp(
      { name: 'Ada' },
      {
        'POST /api/search': () => ({
          body: makeSearchResponse({
            total_hits: 2,
            hits: [
              makeHit({
                tender_id: 'cb-1',
                title: '  ',
                organization: null,
                closing_date: null,
                amount: null,
                status: '',
              }),
              makeHit({
                tender_id: 'cb-2',
                title: 'Bridge repairs',
                closing_date: '2099-01-05',
                amount: 250_000,
              }),
            ],
          }),
        }),
      },
    );
    renderRoute('/home');
    const untitled = await screen.findByRole('article', { name: 'Untitled Tender' });
    expect(within(untitled).getByText('Active')).toBeInTheDocument();
    expect(within(untitled).getByText('Closes N/A')).toBeInTheDocument();
    expect(within(untitled).getByText('Value not disclosed')).toBeInTheDocument();
    expect(within(untitled).getByText('Government of Canada')).toBeInTheDocument();
    expect(within(untitled).getByRole('link', { name: 'Untitled Tender' })).toHaveAttribute(
      'href',
      '/tender/cb-1',
    );
    const bridge = screen.getByRole('article', { name: 'Bridge repairs' });
    expect(within(bridge).getByText('$250,000')).toBeInTheDocument();
    expect(within(bridge).getByText(/Jan 5, 2099/)).toBeInTheDocument();
  });

  it('has a loading line, then an empty state with a Search Tenders button', async () => {
    // The search answers only once the loading line has been seen.
    let answerSearch = () => undefined as void;
    const searchAnswered = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    setUp(
      { name: 'Ada' },
      {
        'POST /api/search': async () => {
          await searchAnswered;
          return { body: makeSearchResponse({ total_hits: 0, hits: [] }) };
        },
      },
    );
    renderRoute('/home');
    // Checked in place (not a node held across renders): the signed-in user's refresh may re-render the page.
    await waitFor(() => expect(screen.getByText('Loading recent tenders...')).toBeInTheDocument());
    answerSearch();
    expect(
      await screen.findByText('No recent tenders found. Start searching to discover opportunities.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Tenders' })).getByRole('link', {
        name: 'Search Tenders',
      }),
    ).toHaveAttribute('href', '/dashboard');
  });

  it('a failed recent-tenders call shows the error and Retry, not sample tenders', async () => {
    setUp({ name: 'Ada' }, { 'POST /api/search': () => ({ status: 400, body: { detail: 'Bad search' } }) });
    renderRoute('/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recent tenders could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
