import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AiProfileState, RecommendationsResponse } from '@tenderscout/domain';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { AiPanelContent } from './ai-panel';

const companyProfile: AiProfileState = {
  source: 'company_profile',
  updated_at: '2026-11-20T12:00:00.000Z',
  profile: {
    industry: 'Other',
    company_size: 'sme',
    specializations: ['Snow Removal'],
    certifications: [],
    regions: ['Quebec'],
    experience_years: 7,
    risk_tolerance: 'medium',
    canadian_business: true,
    languages: ['en'],
    security_clearance: null,
    average_contract_value: '100k-500k',
    description: 'Snow clearing of parking lots',
    commodity_codes: ['72102100'],
    set_asides: [],
  },
};

const recommendations: RecommendationsResponse = {
  recommendations: [
    {
      tender_id: 'cb-1',
      id: 'cb-1',
      title: 'Snow removal services - Rimouski',
      organization: 'Public Services and Procurement Canada',
      closing_date: '2026-12-20T19:00:00.000Z',
      status: 'Open',
      regions: ['Quebec'],
      amount: null,
      score: 0.91,
      rating: 'excellent',
      reasons: [
        'Requires Secret clearance, which your profile does not list',
        'Your code "Snow removal services"',
        'Delivered in Quebec, one of your regions',
      ],
      penalties: ['Requires Secret clearance, which your profile does not list'],
    },
  ],
  total_recommendations: 1,
  min_score: 0.4,
  profile_source: 'company_profile',
  semantic_available: false,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const stubApi = (profile: AiProfileState) => {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.includes('/api/me/ai-profile')) return json(profile);
    if (url.includes('/api/ai/recommendations/smart')) return json(recommendations);
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const renderPanel = () => {
  const router = createMemoryRouter([{ path: '/', element: <AiPanelContent /> }]);
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('AI panel reads the company profile', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks for the company profile when there is none, with no Quick Setup or second profile', async () => {
    const fetchMock = stubApi({ profile: null, source: 'none', updated_at: null });
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Complete your company profile' });
    expect(link).toHaveAttribute('href', '/settings?tab=company');
    expect(screen.queryByRole('button', { name: 'Quick Setup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /set up profile/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended for you' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls.some((url) => url.includes('recommendations'))).toBe(false);
  });

  it('shows recommendations from the company profile with their reasons and what caps them', async () => {
    const fetchMock = stubApi(companyProfile);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    expect(list).toHaveTextContent('Snow removal services - Rimouski');
    expect(list).toHaveTextContent('91%');
    expect(list).toHaveTextContent(
      'Why: Your code "Snow removal services" · Delivered in Quebec, one of your regions',
    );
    expect(list).toHaveTextContent('Watch out: Requires Secret clearance, which your profile does not list');
    const request = fetchMock.mock.calls.find(
      ([input]) => !(input instanceof Request) && input.toString().includes('recommendations'),
    );
    expect(JSON.parse(request?.[1]?.body as string)).toMatchObject({ language: 'eng' });
    expect(screen.getByRole('link', { name: 'Edit company profile' })).toHaveAttribute(
      'href',
      '/settings?tab=company',
    );
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    stubApi({ profile: null, source: 'none', updated_at: null });
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Remplir le profil de l’entreprise' })).toHaveAttribute(
      'href',
      '/settings?tab=company',
    );
  });
});
