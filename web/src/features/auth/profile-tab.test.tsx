import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  company: 'Engines Inc.',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-05T15:30:00.000Z',
  last_login: null,
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};

describe('Settings → Profile', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the account, and saves a changed name and a cleared company (sent as none)', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'PUT /api/auth/me': (request) => ({ body: { ...ada, ...(request.body as object) } }),
    });
    renderRoute('/settings');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.ca');
    expect(screen.getByRole('textbox', { name: /^Role/ })).toHaveValue('User');
    expect(screen.getByText('Never')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    const user = userEvent.setup({ delay: null });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.clear(screen.getByRole('textbox', { name: /^Company/ }));
    await user.click(save);
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/me')[0]?.body).toEqual({ name: 'Ada King', company: null });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
  });
});
