import { render, screen, within } from '@testing-library/react';
import type { TenderAmendments } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { installFakeApi } from '../../../test/fake-api';
import { AmendmentsSection } from './amendments-section';

const history: TenderAmendments = {
  tender_id: 'cb-120-98313427',
  current_amendment_number: 1,
  amendments: [
    {
      amendment_number: 1,
      previous_amendment_number: 0,
      published_at: '2026-01-09',
      amendment_date: '2026-01-09',
      recorded_at: '2026-01-09T15:00:00.000Z',
      material: true,
      changes: [
        {
          field: 'closing_date',
          before: '2026-01-19T22:00:00.000Z',
          after: '2026-01-26T19:00:00.000Z',
          material: true,
          summary: 'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
          added: [],
          removed: [],
          changed: [],
        },
        {
          field: 'description',
          before: 'Delivery items will include lab specimnes and coolers.',
          after: 'Delivery items will include lab specimens and coolers.',
          material: false,
          summary: 'Description reworded',
          added: [],
          removed: [],
          changed: [],
        },
      ],
    },
  ],
};

describe('the amendments of a tender', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks each change material or minor and shows the wording change word by word', async () => {
    const api = installFakeApi({ 'GET /api/tenders/cb-120-98313427/amendments': () => ({ body: history }) });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AmendmentsSection tenderId="cb-120-98313427" />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const amendment = await screen.findByRole('region', { name: 'Amendment 1 · Jan 9, 2026' });
    const [closing, description] = within(amendment).getAllByRole('listitem');
    expect(closing).toHaveTextContent('Material');
    expect(closing).toHaveTextContent(
      'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
    );
    expect(description).toHaveTextContent('Minor');
    expect(await within(description!).findByRole('deletion')).toHaveTextContent('specimnes');
    expect(within(description!).getByRole('insertion')).toHaveTextContent('specimens');
    expect(api.calls[0]?.search.get('language')).toBe('eng');
    // Anonymous (no fit): nothing about the company.
    expect(within(amendment).queryByText(/For your company/)).not.toBeInTheDocument();
  });

  it('says what a material amendment did to the signed-in company’s fit', async () => {
    const amendment = history.amendments[0]!;
    installFakeApi({
      'GET /api/tenders/cb-120-98313427/amendments': () => ({
        body: {
          ...history,
          amendments: [
            {
              ...amendment,
              fit: {
                before: 72,
                after: 58,
                summary: 'Fit 72 → 58: new mandatory criterion: TDG certificate (to check)',
              },
            },
          ],
        },
      }),
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AmendmentsSection tenderId="cb-120-98313427" />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Amendment 1 · Jan 9, 2026' });
    expect(
      within(region).getByText(
        'For your company: Fit 72 → 58: new mandatory criterion: TDG certificate (to check)',
      ),
    ).toBeInTheDocument();
  });
});
