import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import '../../lib/i18n';
import { TenderCard, type TenderCardData } from './tender-card';

const NOW = Date.parse('2025-01-10T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const renderCard = (tender: TenderCardData) => {
  const router = createMemoryRouter([{ path: '/', element: <TenderCard tender={tender} nowMs={NOW} /> }]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('TenderCard', () => {
  it('shows Closing Soon, days left, the compact value and links to the encoded detail page', async () => {
    renderCard({
      id: 'PW-24/0042%B',
      title: 'Bridge repair',
      organization: 'Public Services and Procurement Canada',
      closingDate: new Date(NOW + 2 * DAY).toISOString(),
      amount: 2_500_000,
      referenceNumber: 'PW-24/0042%B',
      categories: ['Construction'],
    });
    const card = await screen.findByRole('article', { name: 'Bridge repair' });
    expect(card).toHaveTextContent('Closing Soon');
    expect(card).toHaveTextContent('2 days left');
    expect(card).toHaveTextContent('$2.5M');
    expect(screen.getByRole('link', { name: 'Bridge repair' })).toHaveAttribute(
      'href',
      '/tender/PW-24%2F0042%25B',
    );
  });

  it("falls back to 'Untitled Tender', 'Government of Canada', the tender's status and 'Value not disclosed'", async () => {
    renderCard({
      id: 'cb-1',
      title: ' ',
      organization: null,
      status: 'Awarded',
      closingDate: null,
      amount: 0,
    });
    const card = await screen.findByRole('article', { name: 'Untitled Tender' });
    expect(card).toHaveTextContent('Awarded');
    expect(card).toHaveTextContent('Government of Canada');
    expect(card).toHaveTextContent('Value not disclosed');
    expect(card).toHaveTextContent('Closes N/A');
  });

  it('shows Closed once the closing instant has passed', async () => {
    renderCard({
      id: 'cb-2',
      title: 'Late',
      closingDate: new Date(NOW - 60_000).toISOString(),
      status: 'Open',
    });
    expect(await screen.findByRole('article', { name: 'Late' })).toHaveTextContent('Closed');
  });
});
