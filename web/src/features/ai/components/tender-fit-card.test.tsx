import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TenderFit } from '@tenderscout/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { TenderFitCard } from './tender-ai-cards';

const factor = (key: TenderFit['factors'][number]['key'], score: number, weight: number) => ({
  key,
  label: key,
  score,
  weight,
  detail: `${key} detail`,
});

const closedFit: TenderFit = {
  tender_id: 'cb-1',
  profile_source: 'company_profile',
  profile: {
    industry: 'Information Technology',
    company_size: 'sme',
    specializations: ['Software Development'],
    certifications: [],
    regions: ['Ontario'],
    experience_years: 5,
    risk_tolerance: 'medium',
    canadian_business: true,
    languages: ['en'],
    security_clearance: null,
    average_contract_value: null,
    description: '',
    commodity_codes: [],
    set_asides: [],
  },
  score: 0,
  rating: 'poor',
  weighted_score: 0.94,
  factors: [
    factor('services', 1, 0.4),
    factor('region', 1, 0.2),
    factor('requirements', 1, 0.2),
    factor('contract_size', 0.7, 0.1),
    factor('experience', 1, 0.1),
  ],
  caps: [
    {
      key: 'closed',
      limit: 0,
      reason: 'This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)',
    },
  ],
  criteria: [],
  reasons: ['This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)'],
  penalties: ['This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)'],
};

const renderCard = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <TenderFitCard tenderId="cb-1" />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('competitiveness score card', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows each factor with its weight, the cap first, and how the factors add up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(closedFit), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderCard();
    expect(await screen.findByText('0%')).toBeInTheDocument();
    expect(screen.getByText('The factors below give 94%; a limit caps the score at 0%:')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^This tender closed on November 14, 2026/);
    expect(screen.getByText('Services match (weight 40%)')).toBeInTheDocument();
    expect(screen.getByText('Contract size (weight 10%)')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.hover(screen.getByText('0%'));
    expect(
      await screen.findByText(/^Score = 40% × Services match 100% \+ 20% × Region 100%/),
    ).toBeInTheDocument();
  });

  // The DOM queries fold non-breaking spaces into spaces.
  it('says the same in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(closedFit), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderCard();
    expect(
      await screen.findByText('Les facteurs ci-dessous donnent 94 %; une limite plafonne la note à 0 % :'),
    ).toBeInTheDocument();
    expect(screen.getByText('Correspondance des services (poids 40 %)')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).hover(screen.getByText('Région (poids 20 %)'));
    expect(await screen.findByText('Compte pour 20 % de la note')).toBeInTheDocument();
  });
});
