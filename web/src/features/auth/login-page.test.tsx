import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import i18n from '../../lib/i18n';

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

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

// No pause between keystrokes: the form is what is under test, not typing speed.
const user = userEvent.setup({ delay: null });

describe('the sign-in page', { timeout: 60_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('checks the fields, then signs in and goes home', async () => {
    const api = installFakeApi({
      'POST /api/auth/login': () => ({ body: { access_token: token, token_type: 'bearer', user: ada } }),
      'GET /api/auth/me': () => ({ body: ada }),
    });
    const { router } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' ada@example.ca ');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.ca',
      password: 'correct horse',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it("shows the server's reason when sign-in is refused", async () => {
    installFakeApi({
      'POST /api/auth/login': () => ({ status: 401, body: { detail: 'Incorrect email or password' } }),
    });
    renderRoute('/login');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.ca');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const reason = await screen.findByText('Incorrect email or password');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Could not sign in');
  });

  it('registers an account awaiting approval: the notice shows and the page returns to sign-in', async () => {
    const api = installFakeApi({
      'POST /api/auth/register': () => ({ status: 202, body: { detail: 'Your account awaits approval.' } }),
    });
    renderRoute('/login');
    await user.click(await screen.findByRole('radio', { name: 'Create Account' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.ca');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Password/), ' and longer');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const notice = await screen.findByText('Your account awaits approval.');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Check your e-mail');
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'grace@example.ca',
      password: 'short and longer',
      name: 'Grace Hopper',
      company: null,
    });
    expect(screen.getByRole('heading', { name: 'Sign in to TenderScout' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('grace@example.ca');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it('titles a refused registration as such, not as a failed sign-in, in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    installFakeApi({
      'POST /api/auth/register': () => ({
        status: 400,
        body: { detail: 'Ce mot de passe est trop courant; choisissez-en un autre.' },
      }),
    });
    renderRoute('/login');
    await user.click(await screen.findByRole('radio', { name: 'Créer un compte' }));
    await user.type(screen.getByRole('textbox', { name: /Nom complet/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /Courriel/ }), 'grace@example.ca');
    await user.type(screen.getByLabelText(/Mot de passe/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de créer le compte');
    expect(alert).not.toHaveTextContent('Connexion impossible');
    expect(alert).toHaveTextContent('Ce mot de passe est trop courant');
    await act(() => i18n.changeLanguage('en'));
  });
});
