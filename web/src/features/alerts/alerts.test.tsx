import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS, type Notification, type SavedSearch } from '@tenderscout/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { installFakeApi, signInAs, type FakeHandler } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeSearchResponse } from '../../test/search-fixtures';
import { NotificationsBell } from './components/notifications-bell';

const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: '0b8f8a52-8a8e-4c6b-9a53-3c1c9f3f0a11',
  name: 'Snow removal',
  query: 'snow removal',
  search_type: 'hybrid',
  filters: { regions: ['Quebec'] },
  alert: { frequency: 'instant', channels: ['email', 'in_app'] },
  feed_url: 'http://localhost/api/feeds/saved-searches/0b8f8a52-8a8e-4c6b-9a53-3c1c9f3f0a11.atom?token=abc',
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
  last_notified_at: null,
  exclusions: [],
  ...overrides,
});

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: '7f1c2f0e-1111-4a4a-9b9b-222222222222',
  kind: 'new_match',
  tender_id: 'cb-1',
  title: 'Snow removal services - Gatineau',
  organization: 'PSPC',
  closing_date: '2026-02-01T19:00:00.000Z',
  saved_search: { id: savedSearch().id, name: 'Snow removal' },
  amendment_number: null,
  days_before_closing: null,
  changes: null,
  why: null,
  created_at: '2026-01-10T13:00:00.000Z',
  read_at: null,
  ...overrides,
});

const base = (extra: Record<string, FakeHandler>): Record<string, FakeHandler> => ({
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
  'GET /api/me/bookmarks': () => ({ body: { bookmarks: [], total: 0, total_saved: 0, page: 1, size: 12 } }),
  'GET /api/me/filter-profiles': () => ({ body: { profiles: [], max_profiles: 3 } }),
  'GET /api/me/notifications': () => ({ body: { notifications: [], unread_count: 0 } }),
  'GET /api/me/saved-tender-alerts': () => ({ body: { email: true, every_change: false } }),
  'GET /api/me/company-alerts': () => ({ body: { frequency: 'daily', has_profile: true } }),
  ...extra,
});

describe('Alerts', () => {
  beforeEach(() => {
    signInAs({ name: 'Ada' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the dashboard search with its query, type, filters and the chosen frequency', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(
      base({
        'POST /api/search': () => ({ body: makeSearchResponse() }),
        'POST /api/me/saved-searches': (request) => ({
          status: 201,
          body: savedSearch({ name: (request.body as { name: string }).name }),
        }),
      }),
    );
    renderRoute('/dashboard?q=snow+removal&region=Quebec&clearance=no');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('snow removal');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByText('A name is required')).toBeInTheDocument();
    await user.type(name, 'Snow in Québec');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alert frequency' }), 'daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/me/saved-searches')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/me/saved-searches')[0]?.body).toMatchObject({
      name: 'Snow in Québec',
      query: 'snow removal',
      search_type: 'hybrid',
      filters: { regions: ['Quebec'], securityClearanceRequired: false },
      alert: { frequency: 'daily', channels: ['email', 'in_app'] },
    });
    expect(
      await screen.findByText('Search “Snow in Québec” saved. Manage it in Alerts.'),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s reason when a search cannot be saved', async () => {
    const user = userEvent.setup();
    installFakeApi(
      base({
        'POST /api/search': () => ({ body: makeSearchResponse() }),
        'POST /api/me/saved-searches': () => ({
          status: 409,
          body: { detail: 'You can save at most 20 searches. Delete one first.' },
        }),
      }),
    );
    renderRoute('/dashboard?q=snow');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can save at most 20 searches. Delete one first.',
    );
  }, 30_000);

  it('lists saved searches; pauses one, opens its results, and deletes it after confirming', async () => {
    const user = userEvent.setup();
    let searches = [savedSearch()];
    const api = installFakeApi(
      base({
        'GET /api/me/saved-searches': () => ({ body: { saved_searches: searches, max_saved_searches: 20 } }),
        [`PATCH /api/me/saved-searches/${savedSearch().id}`]: (request) => {
          const body = request.body as { alert: SavedSearch['alert'] };
          searches = [savedSearch({ alert: body.alert })];
          return { body: searches[0] };
        },
        [`DELETE /api/me/saved-searches/${savedSearch().id}`]: () => {
          searches = [];
          return { status: 204 };
        },
      }),
    );
    renderRoute('/alerts');
    const card = await screen.findByRole('article', { name: 'Snow removal' });
    expect(within(card).getByText(/snow removal · 1 filter/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the results of Snow removal' })).toHaveAttribute(
      'href',
      '/dashboard?q=snow+removal&region=Quebec',
    );
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Alert frequency' }), 'off');
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/me/saved-searches/${savedSearch().id}`)).toHaveLength(1),
    );
    expect(api.callsTo('PATCH', `/api/me/saved-searches/${savedSearch().id}`)[0]?.body).toEqual({
      alert: { frequency: 'off', channels: ['email', 'in_app'] },
    });
    expect(await screen.findByText('Off (paused)', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Snow removal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Snow removal”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No saved search yet/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/me/saved-searches/${savedSearch().id}`)).toHaveLength(1);
  }, 30_000);

  it('shows the unread count on the bell, lists the latest, and marks everything read', async () => {
    const user = userEvent.setup();
    let items = [
      notification(),
      notification({
        id: '7f1c2f0e-3333-4a4a-9b9b-444444444444',
        kind: 'deadline',
        title: 'Fence repair',
        saved_search: null,
        days_before_closing: 3,
      }),
    ];
    const api = installFakeApi({
      'GET /api/me/notifications': () => ({
        body: { notifications: items, unread_count: items.filter((item) => item.read_at === null).length },
      }),
      'POST /api/me/notifications/read': () => {
        items = items.map((item) => ({ ...item, read_at: '2026-01-11T00:00:00.000Z' }));
        return { body: { marked: 2, unread_count: 0 } };
      },
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <NotificationsBell />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const match = await screen.findByRole('menuitem', { name: /New match for “Snow removal”/ });
    expect(match).toHaveAttribute('href', '/tender/cb-1');
    expect(match).toHaveTextContent('Snow removal services - Gatineau');
    expect(screen.getByRole('menuitem', { name: /Closes in 3 days/ })).toHaveTextContent('Fence repair');
    await user.click(screen.getByRole('menuitem', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/notifications/read')[0]?.body).toEqual({ all: true });
  });

  it('turns a saved search’s alerts off from the e-mail link, without signing in', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/alerts/unsubscribe': () => ({
        body: {
          scope: 'saved_search',
          saved_search: { id: savedSearch().id, name: 'Snow removal' },
          frequency: 'instant',
        },
      }),
      'POST /api/alerts/unsubscribe': () => ({
        body: {
          scope: 'saved_search',
          saved_search: { id: savedSearch().id, name: 'Snow removal' },
          frequency: 'off',
        },
      }),
    });
    renderRoute('/unsubscribe?token=abc.def');
    expect(
      await screen.findByText('Stop the alerts of the saved search “Snow removal”?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByText(/Done: the alerts of “Snow removal” are off/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')[0]?.search.get('token')).toBe('abc.def');
  });

  it('stops the e-mails about saved tenders from their e-mail link, without signing in', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/alerts/unsubscribe': () => ({
        body: { scope: 'saved_tenders', saved_search: null, frequency: 'instant' },
      }),
      'POST /api/alerts/unsubscribe': () => ({
        body: { scope: 'saved_tenders', saved_search: null, frequency: 'off' },
      }),
    });
    renderRoute('/unsubscribe?token=u.abc.def');
    expect(await screen.findByText(/Stop the e-mails about your saved tenders/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByText(/Done: no more e-mails about your saved tenders/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')[0]?.search.get('token')).toBe('u.abc.def');
  });

  it('stops the "New tenders for my company" alerts from their e-mail link, without signing in', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/alerts/unsubscribe': () => ({
        body: { scope: 'company_profile', saved_search: null, frequency: 'daily' },
      }),
      'POST /api/alerts/unsubscribe': () => ({
        body: { scope: 'company_profile', saved_search: null, frequency: 'off' },
      }),
    });
    renderRoute('/unsubscribe?token=c.abc.def');
    expect(await screen.findByText('Stop the “New tenders for my company” alerts?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(
      await screen.findByText(/Done: the “New tenders for my company” alerts are off/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')[0]?.search.get('token')).toBe('c.abc.def');
  });

  it('turns the e-mails about saved tenders off and on in Alerts', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(
      base({
        'GET /api/me/saved-searches': () => ({ body: { saved_searches: [], max_saved_searches: 20 } }),
        'PUT /api/me/saved-tender-alerts': (request) => ({ body: request.body }),
      }),
    );
    renderRoute('/alerts');
    const toggle = await screen.findByRole('switch', { name: 'Also send these by e-mail' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('PUT', '/api/me/saved-tender-alerts')[0]?.body).toEqual({ email: false });
  });

  it('shows "New tenders for my company" with its frequency, and links to the company profile when it is missing', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(
      base({
        'GET /api/me/saved-searches': () => ({ body: { saved_searches: [], max_saved_searches: 20 } }),
        'GET /api/me/company-alerts': () => ({ body: { frequency: 'daily', has_profile: false } }),
        'PUT /api/me/company-alerts': (request) => ({
          body: { ...(request.body as object), has_profile: false },
        }),
      }),
    );
    renderRoute('/alerts');
    const row = await screen.findByRole('region', { name: 'New tenders for my company' });
    const select = await within(row).findByRole('combobox', { name: 'Alert frequency' });
    expect(select).toHaveValue('daily');
    expect(within(row).getByText(/nothing comes until it is complete/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Complete your company profile' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await user.selectOptions(select, 'weekly');
    await waitFor(() => expect(select).toHaveValue('weekly'));
    expect(api.callsTo('PUT', '/api/me/company-alerts')[0]?.body).toEqual({ frequency: 'weekly' });
  });

  it('offers to edit the company profile when it is complete, in French too', async () => {
    const api = installFakeApi(
      base({
        'GET /api/me/saved-searches': () => ({ body: { saved_searches: [], max_saved_searches: 20 } }),
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderRoute('/alerts');
      const row = await screen.findByRole('region', { name: "Nouveaux appels d'offres pour mon entreprise" });
      expect(await within(row).findByRole('combobox', { name: 'Fréquence des alertes' })).toHaveValue(
        'daily',
      );
      expect(
        within(row).getByRole('link', { name: 'Modifier le profil de votre entreprise' }),
      ).toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /Remplir/ })).not.toBeInTheDocument();
      expect(api.callsTo('GET', '/api/me/company-alerts')).toHaveLength(1);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says so when an unsubscribe link is not valid', async () => {
    localStorage.clear();
    installFakeApi({
      'GET /api/alerts/unsubscribe': () => ({
        status: 404,
        body: { detail: 'This unsubscribe link is not valid' },
      }),
    });
    renderRoute('/unsubscribe?token=forged');
    expect(
      await screen.findByText('This unsubscribe link is not valid. Sign in to manage your alerts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).toBeNull();
  });

  it('hides an alert as not relevant, offers to exclude a word from its search, and shows the delivery log', async () => {
    const user = userEvent.setup();
    let listed = [
      notification({
        title: 'Snow removal of the heliport',
        why: { words: ['snow', 'removal'], codes: ['72102900 Snow removal'], meaning: false },
      }),
    ];
    let searches = [savedSearch()];
    const api = installFakeApi(
      base({
        'GET /api/me/notifications': () => ({ body: { notifications: listed, unread_count: listed.length } }),
        [`POST /api/me/notifications/${notification().id}/not-relevant`]: () => {
          listed = [];
          return {
            body: {
              hidden: true,
              saved_search: { id: savedSearch().id, name: 'Snow removal', exclusions: [] },
              suggested_exclusions: ['heliport'],
            },
          };
        },
        'GET /api/me/saved-searches': () => ({ body: { saved_searches: searches, max_saved_searches: 20 } }),
        [`PATCH /api/me/saved-searches/${savedSearch().id}`]: (request) => {
          searches = [savedSearch(request.body as Partial<SavedSearch>)];
          return { body: searches[0] };
        },
        [`GET /api/me/saved-searches/${savedSearch().id}/deliveries`]: () => ({
          body: {
            deliveries: [
              {
                id: 7,
                status: 'sent',
                subject: '1 new tender for "Snow removal"',
                to: 'ada@example.ca',
                queued_at: '2026-01-10T13:00:00.000Z',
                sent_at: '2026-01-10T13:00:05.000Z',
                attempts: 1,
                last_error: null,
                message_id: '<abc@tenderscout.test>',
              },
            ],
          },
        }),
      }),
    );
    renderRoute('/notifications');
    expect(
      await screen.findByText('Why: the words “snow”, “removal” · the code 72102900 Snow removal'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Not relevant' }));
    await user.click(await screen.findByRole('button', { name: 'Exclude “heliport”' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/me/saved-searches/${savedSearch().id}`)[0]?.body).toEqual({
        exclusions: ['heliport'],
      }),
    );
    expect(screen.queryByRole('link', { name: 'Snow removal of the heliport' })).toBeNull();

    renderRoute('/alerts');
    const card = await screen.findByRole('article', { name: 'Snow removal' });
    expect(within(card).getByText('heliport')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delivery log' }));
    expect(await within(card).findByText('Message-ID: <abc@tenderscout.test>')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Stop excluding “heliport”' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/me/saved-searches/${savedSearch().id}`)[1]?.body).toEqual({
        exclusions: [],
      }),
    );
  });
});
