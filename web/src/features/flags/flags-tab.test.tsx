import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

const ada = {
  email: 'ada@example.ca',
  name: 'Ada Lovelace',
  // Analytics is an administrator's screen: only an admin's navbar shows it, and follows its flag.
  role: 'admin',
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
};

describe('Settings → Feature Flags', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('switches a flag at once and sends only that flag', async () => {
    signInAs(ada);
    const api = installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: ada }),
      'PUT /api/auth/feature-flags': () => ({
        body: { feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS, analytics: false } },
      }),
    });
    renderRoute('/settings?tab=flags');
    const analytics = await screen.findByRole('switch', { name: 'Toggle Analytics' });
    expect(analytics).toBeChecked();
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(analytics);
    expect(analytics).not.toBeChecked();
    // The navbar follows the flag without waiting for the server.
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/feature-flags')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/feature-flags')[0]?.body).toEqual({
      feature_flags: { analytics: false },
    });
  });
});
