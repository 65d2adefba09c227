import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { homeHandlers, installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { dashboardHandlers } from '../../test/search-fixtures';
import { renderRoute } from '../../test/render';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  company: 'Déneigement Nord',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};

const stored = {
  companyName: 'Déneigement Nord',
  companySize: 'small',
  industry: 'Information Technology',
  primaryServices: ['Snow Removal'],
  targetRegions: ['Quebec'],
  certifications: ['ISO 9001'],
  averageContractValue: 'under100k',
  preferredContractTypes: ['Standing Offer'],
  experienceLevel: 'some',
  description: 'Snow removal for parking lots',
  commodityCodes: ['S206A'],
  clearanceLevel: 'Reliability',
  setAsideEligibility: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:00:00.000Z',
};

const user = userEvent.setup({ delay: null });

const saved = () => ({ body: { company_profile: stored, onboarding_complete: true } });
const noCodes = () => ({ body: { commodities: [] } });

describe('Settings → Company: the one company profile', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens from its URL, edits the onboarding profile and says it is saved', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': saved,
      'GET /api/tenders/commodities': noCodes,
      'PUT /api/auth/onboarding': (request) => ({
        body: {
          company_profile: { ...(request.body as { company_profile: object }).company_profile },
          onboarding_complete: true,
        },
      }),
    });
    renderRoute('/settings?tab=company');
    expect(await screen.findByRole('tab', { name: 'Company', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Déneigement Nord');
    expect(screen.getByRole('checkbox', { name: 'Snow Removal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Standing Offer' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save company profile' });
    expect(save).toBeDisabled();

    const description = screen.getByRole('textbox', { name: /What your company sells/ });
    await user.clear(description);
    await user.type(description, 'Snow removal and salting');
    await user.click(screen.getByRole('checkbox', { name: 'Cleaning & Janitorial' }));
    // Saved before the languages question: English, which matching assumed, until the company adds French.
    const languages = within(screen.getByRole('group', { name: /Working languages/ }));
    expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await user.click(languages.getByRole('checkbox', { name: 'French' }));
    // Award notices name the company its own way: the other names it wins under.
    await user.type(
      screen.getByLabelText(/Other names \(aliases\)/, { selector: 'input:not([type=hidden])' }),
      'Snow North Inc.{Enter}',
    );
    await user.click(save);

    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/onboarding')[0]!.body).toMatchObject({
      onboarding_complete: true,
      company_profile: {
        companyName: 'Déneigement Nord',
        description: 'Snow removal and salting',
        primaryServices: ['Snow Removal', 'Cleaning & Janitorial'],
        commodityCodes: ['S206A'],
        clearanceLevel: 'Reliability',
        languages: ['en', 'fr'],
        otherNames: ['Snow North Inc.'],
      },
    });
    expect(await screen.findByText('Company profile saved')).toHaveAttribute('role', 'status');
    expect(save).toBeDisabled();
  });

  it('shows what onboarding just saved', async () => {
    signInAs(ada);
    installFakeApi({
      ...signedInLayoutHandlers,
      ...dashboardHandlers,
      ...homeHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': saved,
      'GET /api/tenders/commodities': noCodes,
      'PUT /api/auth/onboarding': (request) => ({
        body: {
          company_profile: (request.body as { company_profile: object }).company_profile,
          onboarding_complete: true,
        },
      }),
    });
    const { router } = renderRoute('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const description = await screen.findByRole('textbox', { name: /What your company sells/ });
    await user.clear(description);
    await user.type(description, 'Winter roads');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await act(() => router.navigate('/settings?tab=company'));
    expect(await screen.findByRole('textbox', { name: /What your company sells/ })).toHaveValue(
      'Winter roads',
    );
  });

  it('saves a trade the service list lacks: its description and codes alone', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': saved,
      'GET /api/tenders/commodities': noCodes,
      'PUT /api/auth/onboarding': (request) => ({
        body: {
          company_profile: (request.body as { company_profile: object }).company_profile,
          onboarding_complete: true,
        },
      }),
    });
    renderRoute('/settings?tab=company');
    await user.click(await screen.findByRole('checkbox', { name: 'Snow Removal' }));
    const description = screen.getByRole('textbox', { name: /What your company sells/ });
    await user.clear(description);
    await user.type(description, 'Helicopter charter for survey crews and cargo');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/onboarding')[0]!.body).toMatchObject({
      company_profile: {
        primaryServices: [],
        description: 'Helicopter charter for survey crews and cargo',
        commodityCodes: ['S206A'],
      },
    });
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
  });

  it('shows what is missing and sends nothing until it is fixed', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      // Nothing says the trade but the service about to be unticked.
      'GET /api/auth/onboarding': () => ({
        body: {
          company_profile: { ...stored, description: '', commodityCodes: [] },
          onboarding_complete: true,
        },
      }),
      'GET /api/tenders/commodities': noCodes,
    });
    renderRoute('/settings?tab=company');
    await user.clear(await screen.findByRole('textbox', { name: /Company name/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Snow Removal' }));
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText('Enter your company name')).toBeInTheDocument();
    expect(
      screen.getByText('Choose a service, describe what your company does, or add a commodity code'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(0);
  });

  it('says when the profile cannot be loaded or saved', async () => {
    signInAs(ada);
    let isDown = true;
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': () =>
        isDown ? { status: 503, body: { detail: 'Store unavailable' } } : saved(),
      'GET /api/tenders/commodities': noCodes,
      'PUT /api/auth/onboarding': () => ({ status: 400, body: { detail: 'Description is too long' } }),
    });
    renderRoute('/settings?tab=company');
    const loadFailed = await screen.findByRole('alert');
    expect(loadFailed).toHaveTextContent('Your company profile could not be loaded');
    expect(loadFailed).toHaveTextContent('Store unavailable');
    isDown = false;
    await user.click(within(loadFailed).getByRole('button', { name: 'Retry' }));
    await user.type(await screen.findByRole('textbox', { name: /What your company sells/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    const saveFailed = await screen.findByRole('alert');
    expect(saveFailed).toHaveTextContent('Your company profile could not be saved');
    expect(saveFailed).toHaveTextContent('Description is too long');
  });

  it('shows the industry, contract types and regions in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const french = { ...ada, language: 'fr' };
    signInAs(french);
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: french }),
      'GET /api/auth/onboarding': saved,
      'GET /api/tenders/commodities': noCodes,
    });
    renderRoute('/settings?tab=company');
    expect(await screen.findByRole('tab', { name: 'Entreprise', selected: true })).toBeInTheDocument();
    expect(
      await screen.findByLabelText(/Secteur d'activité/, { selector: 'input:not([type=hidden])' }),
    ).toHaveValue('Technologies de l’information');
    const contractTypes = within(screen.getByRole('group', { name: /Types de contrats/ }));
    expect(contractTypes.getByRole('checkbox', { name: 'Offre à commandes' })).toBeChecked();
    expect(contractTypes.getByRole('checkbox', { name: 'Prix fixe' })).not.toBeChecked();
    expect(screen.getByText('Québec', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Déneigement' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Anglais' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Français' })).not.toBeChecked();
    expect(screen.queryByText('Information Technology')).not.toBeInTheDocument();
    expect(screen.queryByText('Standing Offer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Enregistrer le profil d'entreprise" })).toBeInTheDocument();
  });
});
