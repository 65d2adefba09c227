import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { installFakeApi, signInAs, homeHandlers, signedInLayoutHandlers } from '../../test/fake-api';
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
  industry: 'Other',
  primaryServices: ['Snow Removal'],
  targetRegions: ['Quebec'],
  certifications: [],
  averageContractValue: 'under100k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'some',
  description: 'Snow removal and salting for parking lots',
  commodityCodes: ['S206A'],
  clearanceLevel: 'Reliability',
  setAsideEligibility: ['Indigenous Business'],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:00:00.000Z',
};

const user = userEvent.setup({ delay: null });

describe('company profile: what the company does', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a non-IT trade, the description, codes, clearance and set-asides, and saves them back', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      ...homeHandlers,
      ...dashboardHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': () => ({ body: { company_profile: stored, onboarding_complete: true } }),
      // No notice carries the saved code at the moment, so the server has no name for it.
      'GET /api/tenders/commodities': () => ({ body: { commodities: [] } }),
      'PUT /api/auth/onboarding': (request) => ({
        body: { company_profile: request.body, onboarding_complete: true },
      }),
    });
    renderRoute('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'Snow Removal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cleaning & Janitorial' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /What your company sells/ })).toHaveValue(
      'Snow removal and salting for parking lots',
    );
    // The picked code's pill (its option is listed too, in the closed dropdown).
    expect(screen.getByText('S206A', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(
      screen.getByLabelText(/Security clearance held/, { selector: 'input:not([type=hidden])' }),
    ).toHaveValue('Reliability');
    const setAsides = within(screen.getByRole('group', { name: /Set-aside eligibility/ }));
    expect(setAsides.getByRole('checkbox', { name: 'Indigenous Business' })).toBeChecked();
    await user.click(setAsides.getByRole('checkbox', { name: 'Small Business' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/onboarding')[0]!.body).toMatchObject({
      company_profile: {
        description: 'Snow removal and salting for parking lots',
        commodityCodes: ['S206A'],
        clearanceLevel: 'Reliability',
        setAsideEligibility: ['Indigenous Business', 'Small Business'],
      },
    });
  });

  it('picks commodity codes from the codes the notices carry, searched by name', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      ...homeHandlers,
      ...dashboardHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': () => ({ body: { company_profile: stored, onboarding_complete: true } }),
      'GET /api/tenders/commodities': (request) => ({
        body: {
          commodities: [
            ...(request.search.get('codes') ?? '')
              .split(',')
              .filter(Boolean)
              .map((code) => ({
                code,
                scheme: 'gsin',
                name: code === 'S206A' ? 'Snow removal' : code,
                name_en: null,
                name_fr: null,
                count: 1,
              })),
            ...(request.search.get('q') === 'snow'
              ? [
                  {
                    code: '72102100',
                    scheme: 'unspsc',
                    name: 'Snow removal services',
                    name_en: 'Snow removal services',
                    name_fr: 'Services de déneigement',
                    count: 3,
                  },
                ]
              : []),
          ],
        },
      }),
      'PUT /api/auth/onboarding': (request) => ({
        body: { company_profile: request.body, onboarding_complete: true },
      }),
    });
    renderRoute('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // The saved code shows with its name.
    expect(
      await screen.findByText('S206A – Snow removal', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    const picker = screen.getByLabelText(/^Commodity codes/, { selector: 'input:not([type=hidden])' });
    await user.type(picker, 'snow');
    // (jsdom does not run the dropdown's opening transition, so its options count as hidden.)
    await user.click(
      await screen.findByRole('option', { name: '72102100 – Snow removal services', hidden: true }),
    );
    const searches = api.callsTo('GET', '/api/tenders/commodities');
    expect(searches.some((call) => call.search.get('q') === 'snow')).toBe(true);
    expect(searches.every((call) => call.search.get('language') === 'eng')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/onboarding')[0]!.body).toMatchObject({
      company_profile: { commodityCodes: ['S206A', '72102100'] },
    });
  });

  it('shows the options in French, and asks for each set-aside once', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const french = { ...ada, language: 'fr' };
    signInAs(french);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      ...homeHandlers,
      'GET /api/auth/me': () => ({ body: french }),
      'GET /api/auth/onboarding': () => ({
        body: {
          // Saved before: a set-aside among the certifications.
          company_profile: {
            ...stored,
            certifications: ['ISO 9001', 'Small Business'],
            setAsideEligibility: [],
          },
          onboarding_complete: true,
        },
      }),
      'GET /api/tenders/commodities': () => ({ body: { commodities: [] } }),
      'PUT /api/auth/onboarding': (request) => ({
        body: { company_profile: request.body, onboarding_complete: true },
      }),
    });
    renderRoute('/onboarding');
    // The industry and every other option read in French.
    expect(
      await screen.findByLabelText(/Secteur d'activité/, { selector: 'input:not([type=hidden])' }),
    ).toHaveValue('Autre');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('checkbox', { name: 'Déneigement' })).toBeChecked();
    expect(screen.getByText('Québec', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nettoyage et entretien ménager' })).not.toBeChecked();
    const certifications = within(screen.getByRole('group', { name: /Certifications/ }));
    expect(certifications.getByRole('checkbox', { name: 'ISO 9001' })).toBeChecked();
    expect(certifications.queryByRole('checkbox', { name: 'Petite entreprise' })).not.toBeInTheDocument();
    expect(certifications.queryByRole('checkbox', { name: 'Entreprise autochtone' })).not.toBeInTheDocument();
    const setAsides = within(screen.getByRole('group', { name: /admissibilit/i }));
    expect(setAsides.getByRole('checkbox', { name: 'Petite entreprise' })).toBeChecked();
    expect(setAsides.getByRole('checkbox', { name: 'Entreprise autochtone' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const contractTypes = within(await screen.findByRole('group', { name: /Types de contrats/ }));
    expect(contractTypes.getByRole('checkbox', { name: 'Prix fixe' })).toBeChecked();
    expect(contractTypes.getByRole('checkbox', { name: 'Offre à commandes' })).not.toBeChecked();
    expect(contractTypes.queryByRole('checkbox', { name: 'Fixed Price' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Terminer/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/onboarding')).toHaveLength(1));
    // The values stay the English ones the API knows.
    expect(api.callsTo('PUT', '/api/auth/onboarding')[0]!.body).toMatchObject({
      company_profile: {
        industry: 'Other',
        primaryServices: ['Snow Removal'],
        targetRegions: ['Quebec'],
        preferredContractTypes: ['Fixed Price'],
        certifications: ['ISO 9001'],
        setAsideEligibility: ['Small Business'],
      },
    });
  });
});
