import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Award,
  AwardsResponse,
  SimilarAward,
  SimilarAwardsResponse,
  SupplierProfile,
} from '@tenderscout/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeApi, signInAs, signedInLayoutHandlers, type FakeHandler } from '../../test/fake-api';
import { setUiLanguage } from '../../lib/i18n';
import { renderRoute } from '../../test/render';
import { TenderAwardsCard } from './components/tender-awards-card';

const award = (id: string, overrides: Partial<Award> = {}): Award => ({
  id,
  kind: 'award_notice',
  reference_number: id,
  solicitation_number: null,
  contract_number: null,
  amendment_number: 0,
  title: `Contract ${id}`,
  description: null,
  supplier: 'Maple Solutions Inc.',
  supplier_key: 'MAPLE SOLUTIONS',
  supplier_city: 'Ottawa',
  supplier_province: 'Ontario',
  buyer: 'Department of National Defence (DND)',
  award_date: '2025-03-14',
  publication_date: '2025-03-20',
  start_date: null,
  end_date: null,
  value: 120_000,
  currency: 'CAD',
  categories: ['SRV'],
  unspsc_codes: ['81111500'],
  gsin_codes: [],
  regions: ['Ontario'],
  tender_id: null,
  ...overrides,
});
const similar = (id: string, overrides: Partial<SimilarAward> = {}): SimilarAward => ({
  ...award(id),
  score: 4,
  reasons: ['same_family', 'same_buyer'],
  ...overrides,
});

const searchResponse = (awards: Award[], total = awards.length): AwardsResponse => ({
  awards,
  total,
  page: 1,
  size: 20,
  total_value: awards.reduce((sum, a) => sum + (a.value ?? 0), 0),
  valued_count: awards.length,
  facets: {
    suppliers: [{ value: 'MAPLE SOLUTIONS', label: 'Maple Solutions Inc.', count: total }],
    buyers: [
      {
        value: 'Department of National Defence (DND)',
        label: 'Department of National Defence (DND)',
        count: 2,
      },
    ],
    categories: [{ value: 'SRV', label: 'Services', count: total }],
    regions: [],
    years: [{ value: '2025', label: '2025', count: total }],
    value_ranges: [],
  },
});

const me: FakeHandler = () => ({
  body: { email: 'ada@example.ca', role: 'user', onboarding_complete: true, feature_flags: {} },
});

describe('Awards screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs({ name: 'Ada' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterEach(async () => {
    // Back to English once the screen is gone: with it still mounted, the switch would be saved on the account.
    cleanup();
    await setUiLanguage('en');
  });

  it('lists awards with supplier links, values and the export link, and applies filters from the form', async () => {
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': me,
      'GET /api/awards': ({ search }) => ({
        body: search.get('supplier')
          ? searchResponse([award('b', { value: null, currency: null })])
          : searchResponse([award('a'), award('b', { value: 102_715.7, currency: 'USD' })]),
      }),
    });
    renderRoute('/awards');
    const table = await screen.findByRole('table', { name: 'Awards matching the search' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'Maple Solutions Inc.' })[0]).toHaveAttribute(
      'href',
      '/suppliers/MAPLE%20SOLUTIONS',
    );
    expect(within(table).getByText('$120,000')).toBeInTheDocument();
    expect(within(table).getByText(/USD\s*102,716/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/awards/export?language=eng',
    );

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'maple');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/awards').at(-1)?.search.get('supplier')).toBe('maple'),
    );
    expect(await screen.findByText('Not published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/awards/export?supplier=maple&language=eng',
    );
  }, 20_000);

  it('says when nothing matches, and shows the error with a retry', async () => {
    let fail = true;
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': me,
      'GET /api/awards': () =>
        fail ? { status: 400, body: { detail: 'Invalid request' } } : { body: searchResponse([]) },
    });
    renderRoute('/awards');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText('The awards could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No awards match these filters.')).toBeInTheDocument();
  });

  it("shows a supplier's record in French", async () => {
    await setUiLanguage('fr');
    const profile: SupplierProfile = {
      key: 'MAPLE SOLUTIONS',
      name: 'Maple Solutions Inc.',
      other_names: ['MAPLE SOLUTIONS INC'],
      award_count: 2,
      total_value: 240_000,
      valued_count: 2,
      first_award_date: '2024-01-10',
      last_award_date: '2025-03-14',
      buyers: [
        {
          value: 'Department of National Defence (DND)',
          label: 'Ministère de la Défense nationale (MDN)',
          count: 2,
          total_value: 240_000,
        },
      ],
      categories: [{ value: 'SRV', label: 'Services', count: 2 }],
      awards: [award('a'), award('b')],
      page: 1,
      size: 20,
    };
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': me,
      'GET /api/suppliers/MAPLE%20SOLUTIONS': () => ({ body: profile }),
    });
    renderRoute('/suppliers/MAPLE%20SOLUTIONS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Solutions Inc.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aussi publié sous : MAPLE SOLUTIONS INC')).toBeInTheDocument();
    expect(screen.getByTestId('supplier-award-count')).toHaveTextContent('2');
    expect(screen.getByText('Ministère de la Défense nationale (MDN)')).toBeInTheDocument();
  });

  it('answers an unknown supplier with a plain message', async () => {
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': me,
      'GET /api/suppliers/Nobody': () => ({ status: 404, body: { detail: 'Supplier not found' } }),
    });
    renderRoute('/suppliers/Nobody');
    expect(await screen.findByText('No awards found for this supplier.')).toBeInTheDocument();
  });
});

describe('Past awards like this (tender card)', () => {
  const renderCard = () =>
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider
            router={createMemoryRouter([{ path: '/', element: <TenderAwardsCard tenderId="cb-1" /> }])}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const basis = ['s1', 's2', 's3', 's4', 's5', 's6'];
  const response = (overrides: Partial<SimilarAwardsResponse> = {}): SimilarAwardsResponse => ({
    tender_id: 'cb-1',
    awards: [
      ...basis.map((id) => similar(id)),
      similar('s7', { reasons: ['same_buyer'], supplier: 'Other Co' }),
    ],
    incumbent: award('inc', { supplier: 'Boreal Group Inc.', award_date: '2025-06-01' }),
    estimate: {
      currency: 'CAD',
      low: 90_000,
      median: 120_000,
      high: 150_000,
      basis_count: 6,
      basis_ids: basis,
      low_percentile: 25,
      high_percentile: 75,
    },
    estimate_unavailable: null,
    ...overrides,
  });

  it('shows the winner, the incumbent, the estimate with its basis one click away, and filters to the buyer', async () => {
    const api = installFakeApi({
      'GET /api/tenders/cb-1/awards': () => ({
        body: { tender_id: 'cb-1', awards: [award('won', { supplier: 'Ag Quest', value: 48_250 })] },
      }),
      'GET /api/tenders/cb-1/similar-awards': () => ({ body: response() }),
    });
    renderCard();
    expect(await screen.findByTestId('tender-awarded')).toHaveTextContent(
      'Awarded to Ag Quest for $48,250 on Mar 14, 2025',
    );
    expect(await screen.findByTestId('incumbent')).toHaveTextContent('Incumbent: Boreal Group Inc.');
    const estimate = screen.getByTestId('award-estimate');
    expect(within(estimate).getByText('Estimate from 6 past contracts')).toBeInTheDocument();
    expect(within(estimate).getByText(/\$90,000 – \$150,000 .*median \$120,000/)).toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = within(estimate).getByRole('button', { name: 'Show the 6 contracts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(estimate).findByRole('list', { name: 'Contracts behind the estimate' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText('Other Co')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Same buyer only' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/tenders/cb-1/similar-awards').at(-1)?.search.get('same_buyer')).toBe(
        'true',
      ),
    );
  });

  it('never shows an estimate the server did not give, and says why when it is not the flag', async () => {
    installFakeApi({
      'GET /api/tenders/cb-1/awards': () => ({ body: { tender_id: 'cb-1', awards: [] } }),
      'GET /api/tenders/cb-1/similar-awards': () => ({
        body: response({ estimate: null, estimate_unavailable: 'too_few_comparables', incumbent: null }),
      }),
    });
    renderCard();
    expect(
      await screen.findByText(/Not enough comparable awards with a published value for an estimate/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('award-estimate')).toBeNull();
    expect(screen.queryByTestId('tender-awarded')).toBeNull();
    expect(screen.getAllByText(/Why similar:/)).toHaveLength(7);
  });

  it('shows the error with a retry', async () => {
    installFakeApi({
      'GET /api/tenders/cb-1/awards': () => ({ body: { tender_id: 'cb-1', awards: [] } }),
      'GET /api/tenders/cb-1/similar-awards': () => ({
        status: 500,
        body: { detail: 'Internal server error' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText('Past awards could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
