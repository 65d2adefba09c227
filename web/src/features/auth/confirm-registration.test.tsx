import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

describe('/confirm-registration (the link of the registration e-mail)', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks first, then confirms the token without signing in and shows the answer', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /api/auth/register/confirm': () => ({
        body: { detail: 'Your address is confirmed. Your account is pending approval by an administrator.' },
      }),
    });
    renderRoute('/confirm-registration?token=abc-123_def');
    const button = await screen.findByRole('button', { name: 'Confirm my address' });
    // Opening the link confirms nothing: a mail scanner that follows links must not confirm for anyone.
    expect(api.callsTo('POST', '/api/auth/register/confirm')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your address is confirmed/);
    expect(api.callsTo('POST', '/api/auth/register/confirm')[0]?.body).toEqual({ token: 'abc-123_def' });
  });

  it('shows an expired link as an error, in French', async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('fr'));
    const user = userEvent.setup();
    installFakeApi({
      'POST /api/auth/register/confirm': () => ({
        status: 400,
        body: { detail: "Ce lien de confirmation n'est pas valide ou a expiré." },
      }),
    });
    renderRoute('/confirm-registration?token=old');
    await user.click(await screen.findByRole('button', { name: 'Confirmer mon adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien de confirmation n'est pas valide");
  });

  it('says so when the link has no token', async () => {
    localStorage.clear();
    installFakeApi({});
    renderRoute('/confirm-registration');
    expect(await screen.findByRole('alert')).toHaveTextContent(/has no confirmation code/);
  });
});
