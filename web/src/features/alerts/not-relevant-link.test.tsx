import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

const SEARCH = { id: '0b8f8a52-8a8e-4c6b-9a53-3c1c9f3f0a11', name: 'Snow removal', exclusions: [] };

const linkApi = (hidden = false) =>
  installFakeApi({
    'GET /api/alerts/not-relevant': () => ({
      body: { tender_id: 'cb-1', title: 'Snow removal - Gatineau', hidden, saved_search: SEARCH },
    }),
    'POST /api/alerts/not-relevant': () => ({
      body: { hidden: true, saved_search: SEARCH, suggested_exclusions: ['gatineau'] },
    }),
    'POST /api/alerts/not-relevant/exclusions': () => ({
      body: { saved_search: { ...SEARCH, exclusions: ['gatineau'] } },
    }),
  });

describe('"Not relevant" from an alert mail', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('asks before hiding (opening the link changes nothing), then offers to refine the saved search', async () => {
    const user = userEvent.setup();
    const api = linkApi();
    renderRoute('/not-relevant?token=n.abc.123.sig');
    expect(
      await screen.findByText('Hide “Snow removal - Gatineau” from your alerts as not relevant?'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/not-relevant')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hide this alert' }));
    expect(await screen.findByText('Hidden from your alerts')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/not-relevant')[0]?.search.get('token')).toBe('n.abc.123.sig');

    await user.click(screen.getByRole('button', { name: 'Exclude “gatineau”' }));
    expect(
      await screen.findByText(/“Snow removal” now leaves out tenders with “gatineau”/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/not-relevant/exclusions')[0]?.body).toEqual({ word: 'gatineau' });
  });

  it('says so when the link was used already, in French', async () => {
    await i18n.changeLanguage('fr');
    linkApi(true);
    renderRoute('/not-relevant?token=n.abc.123.sig');
    expect(
      await screen.findByText('« Snow removal - Gatineau » est déjà retiré de vos alertes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer cette alerte' })).not.toBeInTheDocument();
  });

  it('refuses a link that is not valid', async () => {
    installFakeApi({
      'GET /api/alerts/not-relevant': () => ({ status: 404, body: { key: 'alerts.invalidNotRelevantLink' } }),
    });
    renderRoute('/not-relevant?token=tampered');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired');
  });
});
