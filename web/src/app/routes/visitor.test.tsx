import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS, type ReviewState, type TenderDetail } from '@tenderscout/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, signedInLayoutHandlers, type FakeHandler } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeHit, makeSearchResponse } from '../../test/search-fixtures';
import courier from '../../test/tender-detail.fixture.json';
import { tenderCardHandlers, tenderDetailHandlers } from '../../test/tender-page-handlers';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  company: 'Engines Inc.',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};
const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const tenderPath = `/tender/${courier.tender_id}`;

/** What a visitor's tender page asks (open data only), and what it asks once signed in; saving is kept. */
const tenderPageHandlers = (): Record<string, FakeHandler> => {
  let status: 'saved' | 'unreviewed' = 'unreviewed';
  const reviewPath = `/api/me/reviews/${courier.tender_id}`;
  return {
    ...signedInLayoutHandlers,
    ...tenderCardHandlers(courier.tender_id),
    ...tenderDetailHandlers(courier as TenderDetail),
    'POST /api/auth/login': () => ({ body: { access_token: token, token_type: 'bearer', user: ada } }),
    'GET /api/auth/me': () => ({ body: ada }),
    [`GET ${reviewPath}`]: () => ({
      body: {
        tender_id: courier.tender_id,
        status,
        reviewedAt: null,
        is_bookmarked: status === 'saved',
      } satisfies ReviewState,
    }),
    [`PUT ${reviewPath}`]: () => {
      status = 'saved';
      return {
        body: { tender_id: courier.tender_id, status, reviewed_at: '2026-11-29T10:00:00.000Z' },
      };
    },
  };
};

describe('a visitor without an account', { timeout: 60_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('searches from the landing page, with the public navigation and a way to sign in', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/stats': () => ({
        body: {
          total: 1,
          open: 1,
          added_this_week: 0,
          closing_this_week: 0,
          by_category: [],
          by_region: [],
          last_ingest_at: null,
        },
      }),
      'POST /api/search': () => ({ body: makeSearchResponse({ hits: [makeHit()] }) }),
    });
    const { router } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Search Tenders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The app's frame replaces the landing page's header: a visitor's links and Sign in.
    await screen.findByRole('link', { name: 'Sign in' });
    expect(await screen.findByText('Showing 1–1 of 1 tenders')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Search' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Awards' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?return=%2Fdashboard',
    );
    // Only open data was asked for: no call that needs an account.
    expect(api.calls.filter((call) => call.path.startsWith('/api/me'))).toEqual([]);
  });

  it('is asked to sign in on Save, and comes back to the same tender with it saved', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(tenderPageHandlers());
    const { router } = renderRoute(tenderPath);
    expect(await screen.findByRole('heading', { level: 1, name: courier.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this tender' });
    expect(api.callsTo('PUT', `/api/me/reviews/${courier.tender_id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in or create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?return=${encodeURIComponent(tenderPath)}`);

    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.ca');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(tenderPath));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', `/api/me/reviews/${courier.tender_id}`)[0]?.body).toEqual({
      status: 'saved',
    });
  });
});
