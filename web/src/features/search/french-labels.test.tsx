import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchApi } from '@tenderscout/domain';
import i18n from '../../lib/i18n';
import { installFakeApi, route } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeAggregations, makeHit, makeSearchResponse } from '../../test/search-fixtures';

describe('the search in French', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the statuses and document states in French, on the cards and in the filters', async () => {
    await act(() => i18n.changeLanguage('fr'));
    installFakeApi({
      ...route(searchApi.search, () => ({
        body: makeSearchResponse({
          hits: [
            makeHit({ id: 'cb-1', tender_id: 'cb-1', title: 'Déneigement' }),
            makeHit({
              id: 'cb-2',
              tender_id: 'cb-2',
              title: 'Entretien',
              closing_date: '2020-01-01T17:00:00.000Z',
            }),
          ],
          total_hits: 2,
          // The server labels what it knows; these are values as stored (and one selected value it no longer lists).
          aggregations: makeAggregations({
            statuses: [{ value: 'closed', label: 'closed', count: 3 }],
            pdf_processing_statuses: [{ value: 'failed', label: 'failed', count: 4 }],
          }),
        }),
      })),
    });
    renderRoute('/dashboard?status=open&status=closed');
    const open = await screen.findByRole('article', { name: 'Déneigement' });
    expect(within(open).getByText('Ouvert')).toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Entretien' });
    expect(within(closed).getByText('Fermé')).toBeInTheDocument();

    const status = screen.getAllByRole('group', { name: 'Statut' })[0]!;
    expect(within(status).getByRole('checkbox', { name: /^Ouvert/ })).toBeInTheDocument();
    expect(within(status).getByRole('checkbox', { name: /^Fermé/ })).toBeInTheDocument();
    expect(within(status).queryByText('open')).toBeNull();
    const documents = screen.getAllByRole('group', { name: 'État du traitement des documents' })[0]!;
    expect(within(documents).getByRole('checkbox', { name: /^Illisibles/ })).toBeInTheDocument();
    expect(within(documents).queryByText('failed')).toBeNull();
  });
});
