import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recommendation, RecommendationsResponse } from '@tenderscout/domain';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { installFakeApi, signInAs, signedInLayoutHandlers, type FakeHandler } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeHit, makeSearchResponse } from '../../test/search-fixtures';

const recommendation = (overrides: Partial<Recommendation>): Recommendation => ({
  tender_id: 'cb-1',
  id: 'cb-1',
  title: 'Snow removal, Gatineau depots',
  organization: 'Public Services and Procurement Canada',
  closing_date: '2099-01-15T20:00:00.000Z',
  status: 'Open',
  regions: ['Quebec'],
  amount: null,
  score: 0.82,
  rating: 'excellent',
  reasons: ['Commodity 72102100 (snow removal) is one of yours', 'Delivered in Quebec, a region you serve'],
  penalties: [],
  ...overrides,
});

const answer = (items: Recommendation[]): RecommendationsResponse =>
  ({
    recommendations: items,
    total_recommendations: items.length,
    min_score: 0.3,
    profile_source: 'company_profile',
  }) as RecommendationsResponse;

const handlers = (recommend: FakeHandler): Record<string, FakeHandler> => ({
  ...signedInLayoutHandlers,
  'GET /api/auth/me': () => ({
    body: {
      name: 'Sam',
      email: 'sam@example.ca',
      role: 'user',
      onboarding_complete: true,
      feature_flags: {},
    },
  }),
  'GET /api/stats': () => ({
    body: {
      total: 5000,
      open: 1234,
      added_this_week: 0,
      closing_this_week: 0,
      by_category: [],
      by_region: [],
      last_ingest_at: null,
    },
  }),
  'GET /api/me/ai-profile': () => ({
    body: {
      profile: { description: 'Snow removal', commodity_codes: [] },
      source: 'company_profile',
      updated_at: null,
    },
  }),
  'POST /api/ai/recommendations/smart': recommend,
  'POST /api/search': (request) => ({
    body: makeSearchResponse({
      hits: [
        makeHit({
          title: (request.body as { language: string }).language === 'fra' ? 'Déneigement' : 'Snow removal',
        }),
      ],
    }),
  }),
});

describe('Home: Recommended for your company', { timeout: 60_000 }, () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the open tenders the company profile finds, each with every reason', async () => {
    signInAs({ name: 'Sam', feature_flags: {} });
    const api = installFakeApi(handlers(() => ({ body: answer([recommendation({})]) })));
    renderRoute('/home');
    const list = await screen.findByRole('list', { name: 'Recommended for your company' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Snow removal, Gatineau depots' })).toHaveAttribute(
      'href',
      '/tender/cb-1',
    );
    expect(item).toHaveTextContent(
      'Why: Commodity 72102100 (snow removal) is one of yours · Delivered in Quebec, a region you serve',
    );
    expect(item).toHaveTextContent('82%');
    expect(api.callsTo('POST', '/api/ai/recommendations/smart')[0]?.body).toMatchObject({
      exclude_closed: true,
    });
  });

  it('says so when no open tender fits, and shows the closest closed ones as past examples', async () => {
    signInAs({ name: 'Sam', feature_flags: {} });
    const api = installFakeApi(
      handlers((request) =>
        (request.body as { exclude_closed: boolean }).exclude_closed
          ? { body: answer([]) }
          : {
              body: answer([
                recommendation({
                  tender_id: 'cb-9',
                  title: 'Winter road maintenance',
                  closing_date: '2025-02-01T20:00:00.000Z',
                  score: 0.41,
                }),
              ]),
            },
      ),
    );
    renderRoute('/home');
    expect(await screen.findByText(/No open tender fits your company profile right now/)).toBeInTheDocument();
    const past = await screen.findByRole('list', { name: 'Closest past tenders (closed, as examples)' });
    expect(within(past).getByRole('link', { name: 'Winter road maintenance' })).toBeInTheDocument();
    expect(past).toHaveTextContent('Why: Commodity 72102100');
    expect(api.callsTo('POST', '/api/ai/recommendations/smart')).toHaveLength(2);
  });

  it('lists the newest tenders in French for a French user, as Search does', async () => {
    signInAs({ name: 'Sam', feature_flags: {}, language: 'fr' });
    await act(() => i18n.changeLanguage('fr'));
    const api = installFakeApi(handlers(() => ({ body: answer([recommendation({})]) })));
    renderRoute('/home');
    expect(
      await screen.findByRole('heading', { name: 'Recommandés pour votre entreprise' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Déneigement' })).toBeInTheDocument();
    // Counts grouped the French way.
    expect(
      await within(screen.getByRole('region', { name: "Appels d'offres actifs" })).findByText(/^1\s234$/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/search')[0]?.body).toMatchObject({ language: 'fra' }),
    );
  });
});
