import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  homeHandlers,
  installFakeApi,
  signInAs,
  noCompanyProfileHandlers,
  signedInLayoutHandlers,
  type FakeHandler,
} from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { dashboardHandlers } from '../../test/search-fixtures';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  company: 'Engines Inc.',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};

const setUp = (user: Record<string, unknown>, handlers: Record<string, FakeHandler> = {}) => {
  signInAs(user);
  return installFakeApi({
    ...signedInLayoutHandlers,
    ...noCompanyProfileHandlers,
    'GET /api/auth/me': () => ({ body: user }),
    ...handlers,
  });
};

// No pause between keystrokes: the forms are what is under test, not typing speed.
const user = userEvent.setup({ delay: null });

const openPasswordTab = async () => {
  renderRoute('/settings');
  await user.click(await screen.findByRole('tab', { name: 'Password' }));
  // The tab loads when it is first opened.
  await waitFor(() => expect(screen.queryByLabelText('Loading...')).toBeNull());
};

describe('account security in the web app', { timeout: 60_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('Settings → Password checks the form, then sends the current and new password', async () => {
    const api = setUp(ada, {
      'PUT /api/auth/password': () => ({
        body: { detail: 'Password changed. Your other sessions have been signed out.' },
      }),
    });
    await openPasswordTab();
    const current = screen.getByLabelText(/Current password/);
    const next = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/Confirm new password/);
    const submit = screen.getByRole('button', { name: 'Change Password' });

    // Client checks first: nothing is sent.
    await user.type(next, 'Too-short');
    await user.type(confirm, 'Different');
    await user.click(submit);
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('The new password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/password')).toHaveLength(0);

    await user.type(current, 'Old-password-1988');
    await user.clear(next);
    await user.type(next, 'Brand-new-phrase-2026');
    await user.clear(confirm);
    await user.type(confirm, 'Brand-new-phrase-2026');
    await user.click(submit);
    expect(
      await screen.findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/password').map((call) => call.body)).toEqual([
      { current_password: 'Old-password-1988', new_password: 'Brand-new-phrase-2026' },
    ]);
    await waitFor(() => expect(current).toHaveValue(''));
    // Still signed in.
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it("Settings → Password shows the server's reason and keeps the user signed in", async () => {
    setUp(ada, {
      'PUT /api/auth/password': () => ({
        status: 400,
        body: { detail: 'This password is too common or too easy to guess; choose a less predictable one' },
      }),
    });
    await openPasswordTab();
    await user.type(screen.getByLabelText(/Current password/), 'Old-password-1988');
    await user.type(screen.getByLabelText(/^New password/), 'password1234');
    await user.type(screen.getByLabelText(/Confirm new password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const reason = await screen.findByText(/This password is too common or too easy to guess/);
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Password not changed');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('tells a demo visitor there is no password to change and no API key to create', async () => {
    setUp(
      { ...ada, email: 'demo+abc@tenderscout.ca', demo_expires_at: '2026-01-01T02:00:00.000Z' },
      { 'GET /api/auth/api-keys': () => ({ body: { api_keys: [] } }) },
    );
    await openPasswordTab();
    expect(screen.getByText(/The demo account has no password to change/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'API Keys' }));
    expect(await screen.findByText('The demo account cannot create API keys.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate API Key' })).toBeDisabled();
  });

  it('Try Demo Account opens a private demo copy through POST /api/auth/demo', async () => {
    const demoUser = { ...ada, name: 'Demo User', email: 'demo+abc@tenderscout.ca' };
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'd1', exp: Math.floor(Date.now() / 1000) + 7200 })}.sig`;
    const api = installFakeApi({
      // Home, where the demo lands, asks for its own data: answered, so the test does not race its calls.
      ...signedInLayoutHandlers,
      ...homeHandlers,
      ...dashboardHandlers,
      'POST /api/auth/demo': () => ({ body: { access_token: token, token_type: 'bearer', user: demoUser } }),
      'GET /api/auth/me': () => ({ body: demoUser }),
    });
    const { router } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Try Demo Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST', '/api/auth/demo')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('Try Demo Account says so when the server has no demo', async () => {
    installFakeApi({
      'POST /api/auth/demo': () => ({
        status: 404,
        body: { detail: 'The demo account is not available on this server' },
      }),
    });
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Try Demo Account' }));
    const reason = await screen.findByText('The demo account is not available on this server');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Could not sign in');
  });

  it('Logout ends the session on the server before clearing it in the browser', async () => {
    const api = setUp(ada, { 'POST /api/auth/logout': () => ({ status: 204 }) });
    renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    const logout = api.callsTo('POST', '/api/auth/logout');
    expect(logout).toHaveLength(1);
    const urlOf = (input: RequestInfo | URL) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const sent = api.fetch.mock.calls.find(([input]) => urlOf(input).endsWith('/api/auth/logout'));
    const headers = sent?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.authorization).toMatch(/^Bearer /);
  });

  it('Admin: suspends an approved user after confirming, and reinstates a suspended one', async () => {
    const member = { ...ada, id: 'u2', name: 'Mel Member', email: 'mel@example.ca' };
    const paused = {
      ...ada,
      id: 'u3',
      name: 'Sus Pended',
      email: 'sus@example.ca',
      account_status: 'suspended',
    };
    const admin = { ...ada, name: 'Administrator', email: 'admin@example.ca', role: 'admin' };
    const api = setUp(admin, {
      'GET /api/auth/admin/users': () => ({ body: { users: [admin, member, paused] } }),
      'PUT /api/auth/admin/users/mel%40example.ca/suspend': () => ({
        body: { detail: 'User mel@example.ca suspended', user: { ...member, account_status: 'suspended' } },
      }),
      'PUT /api/auth/admin/users/sus%40example.ca/reinstate': () => ({
        body: { detail: 'User sus@example.ca reinstated', user: { ...paused, account_status: 'approved' } },
      }),
    });
    renderRoute('/admin');
    await user.click(await screen.findByRole('tab', { name: 'All Users' }));
    const pausedRow = (await screen.findByText('sus@example.ca')).closest('tr')!;
    expect(within(pausedRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(pausedRow).queryByRole('button', { name: 'Suspend sus@example.ca' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend admin@example.ca' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Suspend mel@example.ca' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Suspend mel@example.ca? They are signed out at once');
    expect(api.callsTo('PUT', '/api/auth/admin/users/mel%40example.ca/suspend')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User mel@example.ca suspended')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/admin/users/mel%40example.ca/suspend')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reinstate sus@example.ca' }));
    expect(await screen.findByText('User sus@example.ca reinstated')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/admin/users/sus%40example.ca/reinstate')).toHaveLength(1);
  });
});
