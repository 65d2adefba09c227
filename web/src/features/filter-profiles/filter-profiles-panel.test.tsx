import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFilters, FilterProfile } from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { installFakeApi } from '../../test/fake-api';
import { FilterProfilesPanel } from './components/filter-profiles-panel';

const LIMIT = 'You can only save up to 3 filter profiles. Please delete an existing profile first.';

const profile = (
  name: string,
  filters: DashboardFilters,
  lastUsed = '2025-01-01T00:00:00.000Z',
): FilterProfile => ({
  id: `id-${name}`,
  name,
  description: '',
  filters,
  createdAt: '2024-12-01T00:00:00.000Z',
  lastUsed,
});

const renderPanel = (filters: DashboardFilters, onApply = vi.fn()) => {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <FilterProfilesPanel filters={filters} onApply={onApply} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onApply;
};

describe('Filter profiles panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 4th profile with the exact alert, without opening the form or calling the server', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/me/filter-profiles': () => ({
        body: {
          profiles: [
            profile('A', { regions: ['Ontario'] }),
            profile('B', { status: ['open'] }),
            profile('C', { canadianMade: 'yes' }),
          ],
          max_profiles: 3,
        },
      }),
    });
    renderPanel({ regions: ['Quebec'] });
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save current filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/me/filter-profiles')).toHaveLength(0);
  });

  it('needs at least one filter and a trimmed name; saves the current filters', async () => {
    const user = userEvent.setup();
    const saved: FilterProfile[] = [];
    const api = installFakeApi({
      'GET /api/me/filter-profiles': () => ({ body: { profiles: saved, max_profiles: 3 } }),
      'POST /api/me/filter-profiles': (request) => {
        const body = request.body as { name: string; filters: DashboardFilters };
        saved.push(profile(body.name, body.filters));
        return { status: 201, body: saved.at(-1) };
      },
    });
    renderPanel({});
    expect(
      await screen.findByText('Choose at least one filter to save it as a profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save current filters' })).toBeDisabled();
    cleanup();

    renderPanel({ regions: ['Ontario'], securityClearanceRequired: 'no' });
    await user.click(await screen.findByRole('button', { name: 'Save current filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter profile' });
    await user.type(within(dialog).getByRole('textbox', { name: /Profile name/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(within(dialog).getByText('Profile name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/filter-profiles')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Profile name/ }), '  Ontario IT  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/me/filter-profiles')[0]?.body).toEqual({
      name: 'Ontario IT',
      description: '',
      filters: { regions: ['Ontario'], securityClearanceRequired: 'no' },
    });
    expect(await screen.findByRole('button', { name: 'Apply filter profile Ontario IT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the server’s reason when a save is refused (duplicate name)', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/me/filter-profiles': () => ({ body: { profiles: [], max_profiles: 3 } }),
      'POST /api/me/filter-profiles': () => ({
        status: 409,
        body: { detail: 'A filter profile named "Mine" already exists' },
      }),
    });
    renderPanel({ regions: ['Ontario'] });
    await user.click(await screen.findByRole('button', { name: 'Save current filters' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Profile name/ }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A filter profile named "Mine" already exists',
    );
  });

  it('applies a profile (filters at once, last used on the server) and deletes only after confirming', async () => {
    const user = userEvent.setup();
    let profiles = [
      profile('Recent', { regions: ['Quebec'] }, '2025-02-01T00:00:00.000Z'),
      profile('Older', { status: ['open'] }),
    ];
    const api = installFakeApi({
      'GET /api/me/filter-profiles': () => ({ body: { profiles, max_profiles: 3 } }),
      'POST /api/me/filter-profiles/id-Older/apply': () => ({ body: profiles[1] }),
      'DELETE /api/me/filter-profiles/id-Recent': () => {
        profiles = profiles.filter((p) => p.id !== 'id-Recent');
        return { status: 204 };
      },
    });
    const onApply = renderPanel({});
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Recent'),
      expect.stringContaining('Older'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Apply filter profile Older' }));
    expect(onApply).toHaveBeenCalledWith({ status: ['open'] });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/me/filter-profiles/id-Older/apply')).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for filter profile Recent' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this filter profile?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/me/filter-profiles/id-Recent')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for filter profile Recent' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/me/filter-profiles/id-Recent')).toHaveLength(1);
  });
});
