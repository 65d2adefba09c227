import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs } from '../../test/fake-api';
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
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a non-IT trade, the description, codes, clearance and set-asides, and saves them back', async () => {
    signInAs(ada);
    const api = installFakeApi({
      'GET /api/auth/me': () => ({ body: ada }),
      'GET /api/auth/onboarding': () => ({ body: { company_profile: stored, onboarding_complete: true } }),
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
    expect(screen.getByText('S206A')).toBeInTheDocument();
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
});
