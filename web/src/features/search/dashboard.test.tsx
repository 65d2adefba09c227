import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_FEATURE_FLAG_DEFAULTS,
  EMPTY_NL_STRUCTURE,
  searchApi,
  type TenderDetail,
} from '@tenderscout/domain';
import {
  installFakeApi,
  route,
  signInAs,
  signedInLayoutHandlers,
  type FakeRequest,
  type FakeRouteAnswer,
} from '../../test/fake-api';
import i18n from '../../lib/i18n';
import { renderRoute } from '../../test/render';
import { makeAggregations, makeHit, makeSearchResponse } from '../../test/search-fixtures';
import courier from '../../test/tender-detail.fixture.json';
import { tenderCardHandlers, tenderDetailHandlers } from '../../test/tender-page-handlers';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();

type SearchAnswer = FakeRouteAnswer<typeof searchApi.search>;

const baseHandlers = (search: (request: FakeRequest) => SearchAnswer | Promise<SearchAnswer>) => ({
  ...signedInLayoutHandlers,
  'GET /api/auth/me': () => ({
    body: {
      email: 'ada@example.ca',
      name: 'Ada',
      role: 'user',
      onboarding_complete: true,
      feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
    },
  }),
  'GET /api/me/reviews': () => ({ body: { reviews: [] } }),
  'GET /api/me/reviews/stats': () => ({
    body: { total: 0, saved: 0, not_applicable: 0, today: { total: 0, saved: 0, not_applicable: 0 } },
  }),
  'GET /api/me/filter-profiles': () => ({ body: { profiles: [], max_profiles: 3 } }),
  ...route(searchApi.search, search),
  ...route(searchApi.semantic, search),
});

const lastSearch = (calls: FakeRequest[]) =>
  calls.filter((call) => call.path.startsWith('/api/search')).at(-1);

describe('Dashboard search', () => {
  beforeEach(() => {
    signInAs({ name: 'Ada' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs the search the URL describes: query, type, filters, sort and page, 12 a page', async () => {
    const api = installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    renderRoute(
      '/dashboard?q=snow&region=Ontario&region=Quebec&clearance=no&closing_from=2025-01-01&sort=publication_date&page=2',
    );
    await screen.findByRole('link', { name: 'Snow removal services' });
    const request = lastSearch(api.calls);
    expect(request?.path).toBe('/api/search');
    expect(request?.body).toMatchObject({
      query: 'snow',
      search_type: 'hybrid',
      page: 2,
      size: 12,
      sort_by: 'date',
      filters: {
        regions: ['Ontario', 'Quebec'],
        securityClearanceRequired: false,
        closing_from: '2025-01-01',
      },
    });
    expect(screen.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('snow');
    expect(screen.getByRole('checkbox', { name: /Ontario/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Security clearance' })).toHaveValue('no');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('publication_date');
  });

  it('sends a semantic search to /api/search/semantic', async () => {
    const api = installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    renderRoute('/dashboard?q=road+repairs&type=semantic');
    await screen.findByRole('link', { name: 'Snow removal services' });
    expect(lastSearch(api.calls)?.path).toBe('/api/search/semantic');
    expect(screen.getByRole('combobox', { name: 'Search type' })).toHaveValue('semantic');
  });

  it('shows each card: status by days left, title, value or Value not disclosed, indicators, organisation, reference', async () => {
    installFakeApi(
      baseHandlers(() => ({
        body: makeSearchResponse({
          total_hits: 3,
          hits: [
            makeHit({
              tender_id: 'cb-1',
              title: 'Closing soon tender',
              closing_date: inDays(2),
              amount: 2_500_000,
            }),
            makeHit({
              tender_id: 'cb-2',
              title: 'Open tender',
              closing_date: inDays(30),
              securityClearanceRequired: true,
              'canadianMade-fabriqué Canadien': 'yes',
            }),
            makeHit({ tender_id: 'cb-3', title: 'Closed tender', closing_date: inDays(-1) }),
          ],
        }),
      })),
    );
    renderRoute('/dashboard');
    const soon = await screen.findByRole('article', { name: 'Closing soon tender' });
    expect(within(soon).getByText('Closing Soon')).toBeInTheDocument();
    expect(within(soon).getByText('$2.5M')).toBeInTheDocument();
    expect(within(soon).getByText('cb-1')).toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Open tender' });
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Value not disclosed')).toBeInTheDocument();
    expect(within(open).getByText('Security Clearance')).toBeInTheDocument();
    expect(within(open).getByText('Canadian Made')).toBeInTheDocument();
    expect(within(open).getByText('Public Services and Procurement Canada')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Closed tender' })).getByText('Closed'),
    ).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Open tender' })).toHaveAttribute('href', '/tender/cb-2');
  });

  it('renders highlights as text with <mark>: markup in the data never becomes HTML', async () => {
    installFakeApi(
      baseHandlers(() => ({
        body: makeSearchResponse({
          hits: [
            makeHit({
              highlights: {
                title: [],
                description: ['&lt;img src=x onerror=alert(1)&gt; clearing of <mark>snow</mark> &amp; ice'],
              },
            }),
          ],
        }),
      })),
    );
    const { container } = renderRoute('/dashboard?q=snow');
    const mark = await screen.findByText('snow', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('<img src=x onerror=alert(1)> clearing of snow & ice');
    expect(container.querySelector('img')).toBeNull();
  });

  it('searches on Enter, puts the words in the URL, and "/" focuses the box', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    const { router } = renderRoute('/dashboard?region=Ontario&page=3');
    const box = await screen.findByRole('searchbox', { name: 'Search tenders' });
    await user.click(screen.getByRole('heading', { name: 'Search tenders' }));
    expect(box).not.toHaveFocus();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    await user.type(box, 'snow removal{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow+removal&region=Ontario'));
    await waitFor(() =>
      expect(lastSearch(api.calls)?.body).toMatchObject({ query: 'snow removal', page: 1 }),
    );
  });

  it('shows the first 10 regions with Show more; ticking one filters and goes back to page 1', async () => {
    const user = userEvent.setup();
    const regions = Array.from({ length: 12 }, (_, index) => ({
      value: `Region ${index + 1}`,
      label: `Region ${index + 1}`,
      count: 20 - index,
    }));
    installFakeApi(
      baseHandlers(() => ({ body: makeSearchResponse({ aggregations: makeAggregations({ regions }) }) })),
    );
    const { router } = renderRoute('/dashboard?page=2');
    const group = await screen.findByRole('group', { name: 'Region' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(group).getByRole('button', { name: 'Show 2 more' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    await user.click(within(group).getByRole('checkbox', { name: /Region 12/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=Region+12'));
  });

  it('on a phone, a "Filters" button opens the same filters in a drawer and then counts them', async () => {
    const user = userEvent.setup();
    installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    const { router } = renderRoute('/dashboard?q=snow&status=any');
    await screen.findByRole('link', { name: 'Snow removal services' });
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(
      within(within(drawer).getByRole('group', { name: 'Region' })).getByRole('checkbox', {
        name: /Ontario/,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow&status=any&region=Ontario'));
    expect(screen.getByRole('button', { name: '1 filter' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: '1 filter' })).toHaveFocus());

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('button', { name: '1 filtre' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('"Back to search" on a tender opened from the results returns to the search as it was', async () => {
    const user = userEvent.setup();
    installFakeApi({
      ...baseHandlers(() => ({ body: makeSearchResponse() })),
      ...tenderDetailHandlers(courier as TenderDetail, 'cb-100-00000001'),
      ...tenderCardHandlers(courier.tender_id),
    });
    const { router } = renderRoute('/dashboard?q=snow&status=any&region=Ontario&sort=closing_date');
    await user.click(await screen.findByRole('link', { name: 'Snow removal services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tender/cb-100-00000001'));
    await user.click(await screen.findByRole('link', { name: 'Back to search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?q=snow&status=any&region=Ontario&sort=closing_date');
    expect(await screen.findByRole('link', { name: 'Snow removal services' })).toBeInTheDocument();
  });

  it('paginates only above 12 results: first, last, 2 each side, ellipses; a page link keeps the search', async () => {
    installFakeApi(
      baseHandlers((request) => {
        const page = (request.body as { page: number }).page;
        return {
          body: makeSearchResponse({
            total_hits: 12 * 9,
            page,
            hits: [makeHit({ title: `Result on page ${page}` })],
          }),
        };
      }),
    );
    const { router } = renderRoute('/dashboard?q=snow&page=5');
    const nav = await screen.findByRole('navigation', { name: 'Result pages' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Next']);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 9' }));
    await screen.findByRole('link', { name: 'Result on page 9' });
    expect(router.state.location.search).toBe('?q=snow&page=9');
    const last = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(last).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(last).getAllByText('…')).toHaveLength(1);
  });

  it('has no pagination for 12 results or fewer', async () => {
    installFakeApi(baseHandlers(() => ({ body: makeSearchResponse({ total_hits: 12 }) })));
    renderRoute('/dashboard');
    await screen.findByText('Showing 1–12 of 12 tenders');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('an empty result hints at loosening the filters and can clear them', async () => {
    const user = userEvent.setup();
    installFakeApi(baseHandlers(() => ({ body: makeSearchResponse({ total_hits: 0, hits: [] }) })));
    const { router } = renderRoute('/dashboard?q=zzz&region=Yukon&canadian_made=yes');
    expect(await screen.findByRole('heading', { name: 'No tenders match your search' })).toBeInTheDocument();
    expect(screen.getByText(/Try removing some filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz&status=any'));
  });

  it('opens on open tenders with a removable Open filter; removing it shows closed ones too', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    const { router } = renderRoute('/dashboard?q=snow');
    await screen.findByRole('link', { name: 'Snow removal services' });
    expect(lastSearch(api.calls)?.body).toMatchObject({ filters: { status: ['open'] } });
    expect(screen.getByText('Open tenders only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show closed tenders too' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow&status=any'));
    await waitFor(() =>
      expect(
        (lastSearch(api.calls)?.body as { filters: { status?: string[] } }).filters.status,
      ).toBeUndefined(),
    );
    expect(screen.queryByText('Open tenders only')).toBeNull();
  });

  it('shows every filter in force as a chip with a named remove button; removing one searches without it', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    const { router } = renderRoute(
      '/dashboard?q=construction&status=open&status=closed&region=Ontario&clearance=no&published_from=2026-11-01',
    );
    await screen.findByRole('link', { name: 'Snow removal services' });
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Status: Open',
      'Status: Closed',
      'Region: Ontario',
      'Published from: Nov 1, 2026',
      'Security clearance: No',
    ]);

    // By keyboard: Tab to the remove button of the region chip, then Enter.
    const remove = within(chips).getByRole('button', { name: 'Remove filter Region: Ontario' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=construction&status=open&status=closed&clearance=no&published_from=2026-11-01',
      ),
    );
    await waitFor(() =>
      expect(lastSearch(api.calls)?.body).toMatchObject({
        query: 'construction',
        filters: { status: ['open', 'closed'], securityClearanceRequired: false, date_from: '2026-11-01' },
      }),
    );
    expect(
      (lastSearch(api.calls)?.body as { filters: { regions?: string[] } }).filters.regions,
    ).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Remove filter Region: Ontario' })).toBeNull();

    // The last status removed leaves every status, not the Open default.
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Closed' }));
    await waitFor(() => expect(screen.getByText('Open tenders only')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Show closed tenders too' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=construction&status=any&clearance=no&published_from=2026-11-01',
      ),
    );
  });

  it('names the chips and their remove buttons in French', async () => {
    installFakeApi(baseHandlers(() => ({ body: makeSearchResponse() })));
    try {
      await act(() => i18n.changeLanguage('fr'));
      renderRoute('/dashboard?q=neige&region=Quebec&closing_to=2026-12-12');
      const chips = await screen.findByRole('list', { name: 'Filtres appliqués' });
      expect(within(chips).getByText('Région : Québec')).toBeInTheDocument();
      expect(within(chips).getByText('Clôture au plus tard le : 12 déc. 2026')).toBeInTheDocument();
      expect(
        within(chips).getByRole('button', { name: 'Retirer le filtre Région : Québec' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('puts a natural-language search on the dashboard: its words in the box, each filter a removable chip', async () => {
    const user = userEvent.setup();
    const interpreted = {
      ...EMPTY_NL_STRUCTURE,
      search_terms: 'construction',
      regions: ['Ontario'],
      value_max: 500_000,
      status: 'open',
    };
    const api = installFakeApi({
      ...baseHandlers(() => ({ body: makeSearchResponse() })),
      'GET /api/me/ai-profile': () => ({ body: { profile: null, source: 'none', updated_at: null } }),
      'POST /api/ai/search/natural-language': () => ({
        body: {
          query: 'construction work in Ontario open now under 500k',
          total_results: 0,
          results: [],
          interpreted,
          search_explanation: {
            summary: 'Searching for "construction": Ontario; under $500,000; open tenders only.',
            search_terms: 'construction',
            filters: [],
            parser: 'built-in',
            fallback_reason: null,
            relaxed: false,
            personalized: false,
            notes: [],
          },
        },
      }),
    });
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('link', { name: 'Snow removal services' });
    await user.click(screen.getByRole('button', { name: 'AI Assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
    // The panel's content loads when it first opens.
    await user.type(
      await within(panel).findByRole('textbox', { name: 'Describe the tenders you want' }),
      'construction work in Ontario open now under 500k',
    );
    await user.click(within(panel).getByRole('button', { name: 'Search' }));

    // The panel says what it understood, filter by filter, in the reader's words.
    const understood = await within(panel).findByRole('list', { name: 'Filters understood' });
    expect(
      within(understood)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Status: Open', 'Region: Ontario', 'Value: at most $500,000']);
    expect(api.callsTo('POST', '/api/ai/search/natural-language')[0]?.body).toMatchObject({
      language: 'eng',
    });

    // The dashboard behind it searches the words left with those filters.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=construction&region=Ontario&value_max=500000'),
    );
    await waitFor(() =>
      expect(lastSearch(api.calls)?.body).toMatchObject({
        query: 'construction',
        filters: { status: ['open'], regions: ['Ontario'], value_max: 500000 },
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Show on the search page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI Assistant' })).toBeNull());
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open tenders only', 'Region: Ontario', 'Value: at most $500,000']);
    expect(screen.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('construction');

    // Removing one searches again without it; the words and the other filters stay.
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Value: at most $500,000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=construction&region=Ontario'));
    await waitFor(() =>
      expect(
        (lastSearch(api.calls)?.body as { filters: { value_max?: number } }).filters.value_max,
      ).toBeUndefined(),
    );
  });

  it('shows each closing time in Eastern time with its zone, in English and in French', async () => {
    installFakeApi(
      baseHandlers(() => ({
        body: makeSearchResponse({ hits: [makeHit({ closing_date: '2099-01-15T19:00:00.000Z' })] }),
      })),
    );
    renderRoute('/dashboard');
    const card = await screen.findByRole('article', { name: 'Snow removal services' });
    expect(card).toHaveTextContent('Closes Jan 15, 2099, 2:00 p.m. ET');
    try {
      await act(() => i18n.changeLanguage('fr'));
      await waitFor(() => expect(card).toHaveTextContent('15 janv. 2099 à 14 h HE'));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a failed search shows the reason and Retry, never sample tenders', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeApi(
      baseHandlers(() =>
        fail ? { status: 503, body: { detail: 'Search is starting up' } } : { body: makeSearchResponse() },
      ),
    );
    renderRoute('/dashboard?q=snow');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The search failed');
    expect(alert).toHaveTextContent('Search is starting up');
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Snow removal services' })).toBeInTheDocument();
  });

  it('a search that cannot reach the server says so in words, not "Failed to fetch", and Retry works', async () => {
    const user = userEvent.setup();
    let isOffline = true;
    installFakeApi(
      baseHandlers(() => {
        if (isOffline) throw new TypeError('Failed to fetch');
        return { body: makeSearchResponse() };
      }),
    );
    renderRoute('/dashboard?q=snow');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not reach TenderScout. Check your connection and try again.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    isOffline = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Snow removal services' })).toBeInTheDocument();
  });

  it('says so when a tender id search found no exact reference and fell back to a normal search', async () => {
    installFakeApi(baseHandlers(() => ({ body: makeSearchResponse({ search_type: 'hybrid' }) })));
    renderRoute('/dashboard?q=cb-999&type=tender_id');
    expect(
      await screen.findByText('No tender has the reference “cb-999”. Showing search results for it instead.'),
    ).toBeInTheDocument();
  });

  it('Save and Not applicable on a card work both ways', async () => {
    const user = userEvent.setup();
    const id = 'cb-100-00000001';
    const reviews = new Map<string, string>();
    const api = installFakeApi({
      ...baseHandlers(() => ({ body: makeSearchResponse() })),
      'GET /api/me/reviews': () => ({
        body: { reviews: [...reviews].map(([tender_id, status]) => ({ tender_id, status })) },
      }),
      [`PUT /api/me/reviews/${id}`]: (request) => {
        reviews.set(id, (request.body as { status: string }).status);
        return { body: { tender_id: id, status: reviews.get(id) } };
      },
      [`DELETE /api/me/reviews/${id}`]: () => {
        reviews.delete(id);
        return { status: 204 };
      },
    });
    renderRoute('/dashboard');
    const card = await screen.findByRole('article', { name: 'Snow removal services' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const saved = await within(card).findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', `/api/me/reviews/${id}`).at(-1)?.body).toEqual({ status: 'saved' });
    await user.click(saved);
    await waitFor(() => expect(api.callsTo('DELETE', `/api/me/reviews/${id}`)).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(card).getByRole('button', { name: 'Not applicable' }));
    expect(await within(card).findByRole('button', { name: 'Not applicable' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('PUT', `/api/me/reviews/${id}`).at(-1)?.body).toEqual({ status: 'not_applicable' });
  });

  it('shows "N hidden · Show" on the results line; Show includes them, and a way back hides them', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(
      baseHandlers((request) => {
        const showHidden = (request.body as { show_hidden?: boolean }).show_hidden === true;
        return { body: makeSearchResponse({ hidden_count: showHidden ? 0 : 2 }) };
      }),
    );
    const { router } = renderRoute('/dashboard?q=snow');
    expect(await screen.findByText(/2 hidden/)).toBeInTheDocument();
    expect(lastSearch(api.calls)?.body).toMatchObject({ show_hidden: false });
    await user.click(screen.getByRole('button', { name: 'Show the tenders you marked not applicable' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow&hidden=show'));
    expect(await screen.findByText(/Including tenders you marked not applicable/)).toBeInTheDocument();
    expect(lastSearch(api.calls)?.body).toMatchObject({ show_hidden: true });
    expect(screen.queryByText(/2 hidden/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide them again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow'));
    expect(await screen.findByText(/2 hidden/)).toBeInTheDocument();
  });

  it('offers the spelling suggestion as a search, and lists related tenders apart from the matches', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(
      baseHandlers((request) => {
        const query = (request.body as { query: string }).query;
        return query === 'snow remval'
          ? {
              body: makeSearchResponse({
                total_hits: 0,
                hits: [],
                suggestion: 'snow removal',
                related: [makeHit({ tender_id: 'cb-200-00000002', title: 'Ice control on runways' })],
              }),
            }
          : {
              body: makeSearchResponse({
                related: [makeHit({ tender_id: 'cb-300-00000003', title: 'Winter road maintenance' })],
              }),
            };
      }),
    );
    const { router } = renderRoute('/dashboard?q=snow+remval');
    // Nothing matches: said plainly, the related list labelled, no count of matches claimed.
    expect(
      await screen.findByRole('heading', { name: 'No tender matches “snow remval”' }),
    ).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related tenders' });
    expect(within(related).getByRole('article', { name: 'Ice control on runways' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search for “snow removal” instead' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=snow+removal'));
    await waitFor(() => expect(lastSearch(api.calls)?.body).toMatchObject({ query: 'snow removal' }));
    // Matches first, then the related tenders in their own labelled section.
    await screen.findByText('Showing 1–1 of 1 tenders for “snow removal”');
    const articles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(articles).toEqual(['tender-card-cb-100-00000001', 'tender-card-cb-300-00000003']);
    const section = screen.getByRole('region', { name: 'Related tenders' });
    expect(within(section).getByRole('article', { name: 'Winter road maintenance' })).toBeInTheDocument();
    expect(within(section).queryByRole('article', { name: 'Snow removal services' })).toBeNull();
  });

  it('says why each tender matched: commodity, trade term, your words, in English and French', async () => {
    installFakeApi(
      baseHandlers(() => ({
        body: makeSearchResponse({
          hits: [
            makeHit({
              matched_by: ['keyword', 'synonym', 'commodity'],
              matched_commodities: [{ code: 'S208A', label: 'Snow removal services' }],
            }),
            makeHit({ tender_id: 'cb-100-00000009', title: 'Browsing only', matched_by: ['browse'] }),
          ],
        }),
      })),
    );
    renderRoute('/dashboard?q=deneigement');
    const card = await screen.findByRole('article', { name: 'Snow removal services' });
    const why = within(card).getByRole('group', { name: 'Why it matched' });
    expect(
      within(why)
        .getAllByText(/.+/)
        .map((chip) => chip.textContent),
    ).toEqual(['Matched commodity: Snow removal services', 'Your words', 'Related trade term']);
    const browsing = screen.getByRole('article', { name: 'Browsing only' });
    expect(within(browsing).queryByRole('group', { name: 'Why it matched' })).toBeNull();
    try {
      await act(() => i18n.changeLanguage('fr'));
      const groupFr = await within(card).findByRole('group', { name: 'Pourquoi ce résultat' });
      expect(groupFr).toHaveTextContent('Marchandise correspondante : Snow removal services');
      expect(groupFr).toHaveTextContent('Terme de métier apparenté');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('Not applicable hides the tender, offers Undo at once, and Undo brings it back', async () => {
    const user = userEvent.setup();
    const id = 'cb-100-00000001';
    const reviews = new Map<string, string>();
    const api = installFakeApi({
      ...baseHandlers(() =>
        reviews.get(id) === 'not_applicable'
          ? { body: makeSearchResponse({ total_hits: 0, hits: [], hidden_count: 1 }) }
          : { body: makeSearchResponse() },
      ),
      'GET /api/me/reviews': () => ({
        body: { reviews: [...reviews].map(([tender_id, status]) => ({ tender_id, status })) },
      }),
      [`PUT /api/me/reviews/${id}`]: (request) => {
        reviews.set(id, (request.body as { status: string }).status);
        return { body: { tender_id: id, status: reviews.get(id) } };
      },
      [`DELETE /api/me/reviews/${id}`]: () => {
        reviews.delete(id);
        return { status: 204 };
      },
    });
    renderRoute('/dashboard?q=snow');
    const card = await screen.findByRole('article', { name: 'Snow removal services' });
    await user.click(within(card).getByRole('button', { name: 'Not applicable' }));
    expect(await screen.findByText('Marked not applicable: hidden from your searches.')).toBeInTheDocument();
    // The search is asked again: the card goes and the results line counts it as hidden.
    expect(await screen.findByText(/1 hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Snow removal services' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Snow removal services' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/me/reviews/${id}`)).toHaveLength(1);
    expect(reviews.has(id)).toBe(false);
    await waitFor(() => expect(screen.queryByText(/1 hidden/)).toBeNull());
    expect(screen.getByText('The tender is back in your searches')).toBeInTheDocument();
  });

  it("a card's Save shows at once, before the server has answered", async () => {
    const user = userEvent.setup();
    const id = 'cb-100-00000001';
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = installFakeApi({
      ...baseHandlers(() => ({ body: makeSearchResponse() })),
      [`PUT /api/me/reviews/${id}`]: async () => {
        await held;
        return { body: { tender_id: id, status: 'saved' } };
      },
    });
    try {
      renderRoute('/dashboard');
      const card = await screen.findByRole('article', { name: 'Snow removal services' });
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await within(card).findByRole('button', { name: 'Saved' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(api.callsTo('PUT', `/api/me/reviews/${id}`)).toHaveLength(1);
    } finally {
      answer();
    }
  });
});
