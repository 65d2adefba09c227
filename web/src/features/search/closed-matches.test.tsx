import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { searchApi } from '@tenderscout/domain';
import i18n from '../../lib/i18n';
import { installFakeApi, route, type FakeRequest } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeHit, makeSearchResponse } from '../../test/search-fixtures';

/** "déneigement": no open tender, three closed ones. */
const snowSearch = (request: FakeRequest) => {
  const { filters } = request.body as { filters: { status?: string[] } };
  const isOpenOnly = filters.status?.includes('open') ?? false;
  const hits = isOpenOnly
    ? []
    : [1, 2, 3].map((n) => makeHit({ id: `cb-${n}`, tender_id: `cb-${n}`, title: `Déneigement ${n}` }));
  return { body: makeSearchResponse({ hits, total_hits: hits.length }) };
};

describe('an open-only search that finds nothing', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says how many closed tenders match, and shows them in one click', async () => {
    const user = userEvent.setup();
    installFakeApi(route(searchApi.search, snowSearch));
    const { router } = renderRoute('/dashboard?q=d%C3%A9neigement');
    expect(await screen.findByText('No open tender matches; 3 closed ones do.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the 3 closed tenders' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=any'));
    expect(await screen.findByRole('link', { name: 'Déneigement 3' })).toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    installFakeApi(route(searchApi.search, snowSearch));
    renderRoute('/dashboard?q=d%C3%A9neigement');
    expect(
      await screen.findByText(
        "Aucun appel d'offres ouvert ne correspond; 3 appels d'offres fermés correspondent.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Afficher les 3 appels d'offres fermés" })).toBeInTheDocument();
  });
});
