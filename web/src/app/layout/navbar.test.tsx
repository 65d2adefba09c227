import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { SessionUser } from '../../lib/auth/session';
import { Navbar } from './navbar';

const renderNavbar = (user: SessionUser, savedCount?: number) => {
  const router = createMemoryRouter(
    [{ path: '*', element: <Navbar user={user} savedCount={savedCount} onLogout={() => undefined} /> }],
    { initialEntries: ['/home'] },
  );
  // Mantine's test mode: jsdom lays nothing out, so the menu would otherwise count its trigger as off-screen
  // and hide the dropdown it just opened.
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

const user: SessionUser = {
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  role: 'user',
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
};

describe('Navbar', () => {
  it('shows My Responses when its flag is exactly true, and Analytics to administrators whose flag is', () => {
    const { unmount } = renderNavbar(user);
    expect(screen.getByRole('link', { name: 'My Responses' })).toHaveAttribute('href', '/my-responses');
    // Analytics is an operations screen: a non-admin never sees it, whatever the flag.
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    unmount();
    const { unmount: unmountAdmin } = renderNavbar({ ...user, role: 'admin' });
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    unmountAdmin();
    renderNavbar({
      ...user,
      role: 'admin',
      feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS, myResponses: false, analytics: false },
    });
    expect(screen.queryByRole('link', { name: 'My Responses' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks the link of the current page with aria-current="page" and no other', () => {
    renderNavbar(user);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('shows Saved only while the saved_tenders flag is on', () => {
    const { unmount } = renderNavbar(user);
    expect(screen.getByRole('link', { name: /^Saved/ })).toHaveAttribute('href', '/bookmarks');
    unmount();
    renderNavbar({ ...user, feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS, saved_tenders: false } });
    expect(screen.queryByRole('link', { name: /^Saved/ })).toBeNull();
  });

  it('shows the Saved badge only above 0', () => {
    const { unmount } = renderNavbar(user, 0);
    expect(screen.queryByLabelText(/saved tenders/)).toBeNull();
    unmount();
    renderNavbar(user, 4);
    expect(screen.getByLabelText('4 saved tenders')).toHaveTextContent('4');
  });

  it('offers Admin in the user menu to admins only', async () => {
    const { unmount } = renderNavbar(user);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.ca')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    unmount();
    renderNavbar({ ...user, role: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
  });
});
