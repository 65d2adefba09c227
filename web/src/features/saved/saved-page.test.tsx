import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS, type Bookmark, type TenderReview } from '@tenderscout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers, type FakeHandler } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeSearchResponse } from '../../test/search-fixtures';

const review = (id: string, title: string): TenderReview => ({
  id,
  tender_id: id,
  status: 'not_applicable',
  reviewedAt: '2026-11-20T15:00:00.000Z',
  tender: {
    id,
    title,
    organization: 'Parks Canada',
    closingDate: '2099-01-15T19:00:00.000Z',
    categories: ['Services'],
    estimatedValue: null,
  },
});

const bookmark = (id: string, title: string): Bookmark => ({
  id,
  tender_id: id,
  tenderId: id,
  reference_number: id,
  solicitation_number: null,
  title,
  organization: 'Parks Canada',
  status: 'Open',
  status_code: 'open',
  publish_date: '2026-11-01',
  publishDate: '2026-11-01',
  closing_date: '2099-01-15T19:00:00.000Z',
  closingDate: '2099-01-15T19:00:00.000Z',
  categories: ['Services'],
  regions: ['Ontario'],
  estimated_value: null,
  notice_url: null,
  bookmarkedAt: '2026-11-20T15:00:00.000Z',
  location: { province: 'Ontario', delivery_regions: [] },
});

const savedHandlers = (state: {
  saved: Bookmark[];
  hidden: TenderReview[];
}): Record<string, FakeHandler> => ({
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
  'GET /api/me/reviews/stats': () => ({
    body: {
      total: state.saved.length + state.hidden.length,
      saved: state.saved.length,
      not_applicable: state.hidden.length,
      today: { total: 0, saved: 0, not_applicable: 0 },
      time_zone: 'America/Toronto',
    },
  }),
  'GET /api/me/bookmarks': () => ({
    body: {
      bookmarks: state.saved,
      total: state.saved.length,
      total_saved: state.saved.length,
      page: 1,
      size: 12,
    },
  }),
  'GET /api/me/reviews': (request) => ({
    body: {
      reviews: request.search.get('status') === 'not_applicable' ? state.hidden : [],
    },
  }),
});

describe('Saved Tenders: the Not applicable tab', () => {
  beforeEach(() => {
    signInAs({ name: 'Ada' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the hidden tenders with their Eastern closing time, and Restore brings one back', async () => {
    const user = userEvent.setup();
    const state = {
      saved: [bookmark('cb-1', 'Courier services')],
      hidden: [review('cb-2', 'Lawn care at the depot'), review('cb-3', 'Window cleaning')],
    };
    const api = installFakeApi({
      ...savedHandlers(state),
      'DELETE /api/me/reviews/cb-2': () => {
        state.hidden = state.hidden.filter((item) => item.tender_id !== 'cb-2');
        return { status: 204 };
      },
    });
    const { router } = renderRoute('/bookmarks');
    expect(await screen.findByRole('article', { name: 'Courier services' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: 'Not applicable (2)' });
    await user.click(tab);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=not-applicable'));

    const panel = screen.getByRole('tabpanel', { name: 'Not applicable (2)' });
    const lawn = await within(panel).findByRole('article', { name: 'Lawn care at the depot' });
    expect(lawn).toHaveTextContent('Closes Jan 15, 2099, 2:00 p.m. ET');
    expect(within(panel).getByRole('article', { name: 'Window cleaning' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/reviews').at(-1)?.search.get('status')).toBe('not_applicable');

    await user.click(
      within(lawn).getByRole('button', { name: 'Restore Lawn care at the depot to your searches' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lawn care at the depot' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/me/reviews/cb-2')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Not applicable (1)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Window cleaning' })).toBeInTheDocument();
  });

  it('says so when nothing is hidden', async () => {
    installFakeApi(savedHandlers({ saved: [], hidden: [] }));
    renderRoute('/bookmarks?tab=not-applicable');
    expect(await screen.findByText('You have not marked any tender not applicable.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Not applicable' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Saved Tenders never waits on another request to show its list', () => {
  beforeEach(() => {
    signInAs({ name: 'Ada' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the list as soon as it is answered, even while a review change started meanwhile is still pending', async () => {
    const user = userEvent.setup();
    const id = 'cb-100-00000001';
    let status: string | undefined;
    let answerList: () => void = () => undefined;
    const listAsked = new Promise<void>((resolve) => (answerList = resolve));
    let answerDelete: () => void = () => undefined;
    const deleteHeld = new Promise<void>((resolve) => (answerDelete = resolve));
    const state = { saved: [bookmark('cb-1', 'Courier services')], hidden: [] as TenderReview[] };
    const handlers = savedHandlers(state);
    const api = installFakeApi({
      ...handlers,
      'POST /api/search': () => ({
        body:
          status === 'not_applicable'
            ? makeSearchResponse({ total_hits: 0, hits: [], hidden_count: 1 })
            : makeSearchResponse(),
      }),
      'GET /api/me/filter-profiles': () => ({ body: { profiles: [], max_profiles: 3 } }),
      'GET /api/me/reviews': () => ({
        body: { reviews: status ? [{ tender_id: id, status }] : [] },
      }),
      [`PUT /api/me/reviews/${id}`]: () => {
        status = 'not_applicable';
        return { body: { tender_id: id, status } };
      },
      // The Undo's request is slow (a busy server): it answers only at the end of the test.
      [`DELETE /api/me/reviews/${id}`]: async () => {
        await deleteHeld;
        status = undefined;
        return { status: 204 };
      },
      // The first list request is answered once the Undo has started.
      'GET /api/me/bookmarks': async (request) => {
        if (api.callsTo('GET', '/api/me/bookmarks').length === 1) await listAsked;
        return handlers['GET /api/me/bookmarks']!(request);
      },
    });
    try {
      // Hide a result on the dashboard, go to Saved Tenders, and press the toast's Undo while the list loads.
      renderRoute('/dashboard?q=snow');
      const card = await screen.findByRole('article', { name: 'Snow removal services' });
      await user.click(within(card).getByRole('button', { name: 'Not applicable' }));
      await screen.findByText(/1 hidden/);
      await user.click(screen.getAllByRole('link', { name: /^Saved/ })[0]!);
      await waitFor(() => expect(api.callsTo('GET', '/api/me/bookmarks')).toHaveLength(1));
      expect(screen.getAllByText('Loading saved tenders...').length).toBeGreaterThan(0);
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(api.callsTo('DELETE', `/api/me/reviews/${id}`)).toHaveLength(1));

      answerList();
      // The answer is shown at once: the list does not wait for the Undo's request to finish.
      expect(await screen.findByRole('article', { name: 'Courier services' })).toBeInTheDocument();
      expect(screen.queryByText('Loading saved tenders...')).toBeNull();
    } finally {
      answerDelete();
    }
  });
});
