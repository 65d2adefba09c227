import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS, type ApiKey, type CreatedApiKey } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

const ada = {
  email: 'ada@example.ca',
  name: 'Ada Lovelace',
  role: 'user',
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS, api_access: true },
};

const key = (name: string): ApiKey => ({
  name,
  key_preview: 'ts_abcd…wxyz',
  created_at: '2026-01-05T15:00:00.000Z',
  last_used: null,
});

/** The server's keys, as the tab's calls change them. */
const setUp = (names: string[], account = ada) => {
  let keys = names.map(key);
  signInAs(account);
  return installFakeApi({
    ...signedInLayoutHandlers,
    'GET /api/auth/me': () => ({ body: account }),
    'GET /api/auth/api-keys': () => ({ body: { api_keys: keys } }),
    'POST /api/auth/api-key': (request) => {
      const name = request.search.get('name') ?? '';
      keys = [...keys, key(name)];
      return { body: { ...key(name), api_key: 'ts_the-whole-new-key' } satisfies CreatedApiKey };
    },
    'DELETE /api/auth/api-key/old%20script': () => {
      keys = keys.filter((existing) => existing.name !== 'old script');
      return { status: 204 };
    },
  });
};

const user = userEvent.setup({ delay: null });

describe('Settings → API Keys', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('generates a named key, shows it once, and lists it after Done', async () => {
    const api = setUp([]);
    renderRoute('/settings?tab=apiKeys');
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate API Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByText('Please enter a name for the API key')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/api-key')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Key name/ }), ' Procurement dashboard ');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByTestId('new-api-key')).toHaveTextContent('ts_the-whole-new-key');
    expect(api.callsTo('POST', '/api/auth/api-key')[0]?.search.get('name')).toBe('Procurement dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('cell', { name: 'Procurement dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('ts_the-whole-new-key')).toBeNull();
  });

  it('deletes a key only after confirming', async () => {
    const api = setUp(['old script', 'nightly export']);
    renderRoute('/settings?tab=apiKeys');
    await user.click(await screen.findByRole('button', { name: 'Delete API key old script' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(confirm).toHaveTextContent('Delete the API key "old script"? Tools using it will stop working.');
    expect(api.callsTo('DELETE', '/api/auth/api-key/old%20script')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'old script' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/auth/api-key/old%20script')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'nightly export' })).toBeInTheDocument();
  });

  it('says Feature Flags turn keys on when API Access is off', async () => {
    const api = setUp([], { ...ada, feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS } });
    renderRoute('/settings?tab=apiKeys');
    expect(
      await screen.findByText('Turn on API Access under Feature Flags to generate keys.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate API Key' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/auth/api-keys')).toHaveLength(1);
  });
});
