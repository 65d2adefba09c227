import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeApi,
  noCompanyProfileHandlers,
  signInAs,
  signedInLayoutHandlers,
  type FakeHandler,
} from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeSearchResponse } from '../../test/search-fixtures';

const newcomer = {
  id: 'u2',
  name: 'Sam Snow',
  email: 'sam@example.ca',
  company: 'Déneigement Sam',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  onboarding_complete: false,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};

const handlers = (extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  ...signedInLayoutHandlers,
  ...noCompanyProfileHandlers,
  'GET /api/auth/me': () => ({ body: newcomer }),
  'GET /api/auth/onboarding': () => ({ body: { company_profile: null, onboarding_complete: false } }),
  'GET /api/tenders/commodities': () => ({ body: { commodities: [] } }),
  ...extra,
});

const user = userEvent.setup({ delay: null });

describe('onboarding as a newcomer', { timeout: 60_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts with the company name given at sign-up', async () => {
    signInAs(newcomer);
    installFakeApi(handlers());
    renderRoute('/onboarding');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Déneigement Sam');
  });

  it('comes back to the same step with the same answers after a reload', async () => {
    signInAs(newcomer);
    installFakeApi(handlers());
    const first = renderRoute('/onboarding');
    await screen.findByRole('textbox', { name: /Company name/ });
    await user.click(screen.getByRole('radio', { name: /Small/ }));
    await user.click(screen.getByLabelText(/^Industry/, { selector: 'input:not([type=hidden])' }));
    // (jsdom does not run the dropdown's opening transition, so its options count as hidden.)
    await user.click(await screen.findByRole('option', { name: 'Other', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?step=2'));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    first.unmount();

    // A reload: the same URL in a fresh app, with this tab's storage.
    const second = renderRoute('/onboarding?step=2');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Déneigement Sam');
    expect(screen.getByRole('radio', { name: /Small/ })).toBeChecked();
    expect(screen.getByLabelText(/^Industry/, { selector: 'input:not([type=hidden])' })).toHaveValue('Other');
    expect(second.router.state.location.search).toBe('');
  });

  it('cannot skip to a step whose earlier answers are missing', async () => {
    signInAs({ ...newcomer, company: null });
    installFakeApi(handlers());
    renderRoute('/onboarding?step=3');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('lands on Home, which shows what the profile finds', async () => {
    signInAs(newcomer);
    const api = installFakeApi(
      handlers({
        'GET /api/auth/onboarding': () => ({
          body: {
            company_profile: {
              companyName: 'Déneigement Sam',
              companySize: 'small',
              industry: 'Other',
              primaryServices: ['Snow Removal'],
              targetRegions: ['Quebec'],
              certifications: [],
              averageContractValue: 'under100k',
              preferredContractTypes: ['Fixed Price'],
              experienceLevel: 'some',
            },
            onboarding_complete: false,
          },
        }),
        'PUT /api/auth/onboarding': (request) => ({
          body: { company_profile: request.body, onboarding_complete: true },
        }),
        'GET /api/stats': () => ({
          body: {
            total: 1,
            open: 1,
            added_this_week: 0,
            closing_this_week: 0,
            by_category: [],
            by_region: [],
            last_ingest_at: null,
          },
        }),
        'GET /api/me/reviews/stats': signedInLayoutHandlers['GET /api/me/reviews/stats']!,
        'GET /api/me/responses': () => ({
          body: { responses: [], counts: { all: 0, ready: 0, in_progress: 0 } },
        }),
        'POST /api/search': () => ({ body: makeSearchResponse() }),
      }),
    );
    const { router } = renderRoute('/onboarding?step=3');
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recommended for your company' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1);
  });
});
