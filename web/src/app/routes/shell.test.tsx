import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, noCompanyProfileHandlers, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeSearchResponse } from '../../test/search-fixtures';

const encode = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringIn = (seconds: number): string =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

describe('app shell', () => {
  // The server as the shell sees it: the session refresh answers with the stored user, the landing and home
  // pages get empty counts and no tenders; nothing reaches the network.
  beforeEach(() => {
    installFakeApi({
      ...signedInLayoutHandlers,
      ...noCompanyProfileHandlers,
      'GET /api/auth/me': () => ({
        body: { name: 'Ada', email: 'ada@example.ca', role: 'user', onboarding_complete: true },
      }),
      'GET /api/stats': () => ({
        body: {
          total: 0,
          open: 0,
          added_this_week: 0,
          closing_this_week: 0,
          by_category: [],
          by_region: [],
          last_ingest_at: null,
        },
      }),
      'POST /api/search': () => ({ body: makeSearchResponse() }),
    });
  });

  it('renders the landing page with both hero buttons and the open-data licence', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Canadian government tenders/);
    // Searching needs no account: both hero buttons open the search.
    expect(screen.getByRole('link', { name: 'Search Tenders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View All Opportunities' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    expect(
      screen.getByText('Contains information licensed under the Open Government Licence – Canada.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    const { router } = renderRoute('/home');
    await screen.findByRole('heading', { name: /Sign in/ });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('clears an expired session and sends the user to /login', async () => {
    localStorage.setItem('token', tokenExpiringIn(60));
    localStorage.setItem('user', JSON.stringify({ name: 'Ada', email: 'ada@example.ca', role: 'user' }));
    const { router } = renderRoute('/home');
    await screen.findByRole('heading', { name: /Sign in/ });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets a signed-in user with a valid token reach a protected route', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    localStorage.setItem('user', JSON.stringify({ name: 'Ada', email: 'ada@example.ca', role: 'user' }));
    const { router } = renderRoute('/home');
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('names the account menu with the words it shows (its visible text is part of its accessible name)', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    localStorage.setItem('user', JSON.stringify({ name: 'Ada', email: 'ada@example.ca', role: 'user' }));
    renderRoute('/home');
    await screen.findByRole('heading', { name: /^Welcome back/ });
    const menu = screen.getByLabelText('Account menu for Ada');
    expect(menu.textContent?.trim()).toBe('Ada');
  });

  it('the phone menu opens and closes with the burger or Escape, and closes when a link is followed', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', tokenExpiringIn(3600));
    localStorage.setItem('user', JSON.stringify({ name: 'Ada', email: 'ada@example.ca', role: 'user' }));
    const { router } = renderRoute('/home');
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await user.click(burger);
    // Focus in the menu (as after Tabbing there), then Escape.
    act(() =>
      within(screen.getByRole('navigation', { name: 'Menu' }))
        .getByRole('link', { name: 'Home' })
        .focus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(burger).toHaveFocus();

    await user.click(burger);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Alerts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
