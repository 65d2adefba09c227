import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUILT_IN_FEATURE_FLAG_DEFAULTS,
  type Org,
  type PipelineItem,
  type TeamAnalytics,
} from '@tenderscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { installFakeApi, signedInLayoutHandlers, signInAs, type FakeHandler } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';

const user = userEvent.setup({ delay: null });

const org: Org = {
  id: 'org-1',
  name: 'Northern Code',
  role: 'member',
  members: [],
  invitations: [],
} as unknown as Org;

const lostItem: PipelineItem = {
  tender_id: 'cb-1',
  title: 'Help desk services',
  organization: 'Shared Services Canada',
  closing_at: null,
  stage: 'lost',
  owner_id: null,
  owner_name: null,
  due_date: null,
  value: 50000,
  p_win: null,
  decision: null,
  outcome: { source: 'award', supplier: 'Maple Leaf Systems Ltd.', value: 98765.43 },
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
};

const figures: TeamAnalytics = {
  stages: [
    { stage: 'watching', count: 1, value: 0 },
    { stage: 'qualifying', count: 0, value: 0 },
    { stage: 'go', count: 0, value: 0 },
    { stage: 'no_go', count: 1, value: 20000 },
    { stage: 'drafting', count: 0, value: 0 },
    { stage: 'submitted', count: 0, value: 0 },
    { stage: 'won', count: 2, value: 130000 },
    { stage: 'lost', count: 1, value: 50000 },
  ],
  tracked: 5,
  decided: 4,
  go: 3,
  bid_rate: 0.75,
  submitted: 3,
  won: 2,
  win_rate: 2 / 3,
  median_days_to_decision: 3.5,
};

const marc = {
  id: 'u1',
  name: 'Marc Tremblay',
  email: 'marc@example.ca',
  company: 'Northern Code',
  role: 'user',
  account_status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  onboarding_complete: true,
  feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
  language: 'en',
  demo_expires_at: null,
};

const setUp = (analytics: FakeHandler, language: 'en' | 'fr' = 'en') => {
  const signedIn = { ...marc, language };
  signInAs(signedIn);
  return installFakeApi({
    ...signedInLayoutHandlers,
    'GET /api/auth/me': () => ({ body: signedIn }),
    'GET /api/org': () => ({ body: org }),
    'GET /api/org/pipeline': () => ({ body: { items: [lostItem] } }),
    'GET /api/org/analytics': analytics,
    'GET /api/org/analytics.csv': () => ({ body: 'figure,stage,value' }),
  });
};

describe('the pipeline: outcomes from award notices and the team’s figures', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows who won a lost tender and for how much, on the board and in the list', async () => {
    setUp(() => ({ body: figures }));
    renderRoute('/pipeline');
    const lost = await screen.findByRole('region', { name: 'Lost' });
    expect(
      await within(lost).findByText(/Winner: Maple Leaf Systems Ltd\. · Award value: \$98,765/),
    ).toBeVisible();
    expect(within(lost).getByText('(from the award notice)')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'List' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Outcome' })).toBeInTheDocument();
    expect(within(table).getByText(/Winner: Maple Leaf Systems Ltd\./)).toBeVisible();
  });

  it('gives every member the team’s figures, and the CSV', async () => {
    const api = setUp(() => ({ body: figures }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: vi.fn() }));
    renderRoute('/pipeline');
    await user.click(await screen.findByRole('radio', { name: 'Team figures' }));

    const section = await screen.findByRole('region', { name: 'Our team’s figures' });
    expect(await within(section).findByRole('group', { name: 'Bid rate' })).toHaveTextContent(
      /75%Go on 3 of 4 decided tenders/,
    );
    expect(within(section).getByRole('group', { name: 'Win rate' })).toHaveTextContent(
      /67%Won 2 of 3 submitted bids/,
    );
    expect(within(section).getByRole('group', { name: 'Time to decide' })).toHaveTextContent('3.5 days');
    const won = within(section).getByRole('rowheader', { name: 'Won' }).closest('tr')!;
    expect(
      within(won)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '$130,000']);

    await user.click(within(section).getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/org/analytics.csv')).toHaveLength(1));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    setUp(() => ({ body: figures }), 'fr');
    renderRoute('/pipeline');
    await user.click(await screen.findByRole('radio', { name: 'Chiffres de l’équipe' }));
    const section = await screen.findByRole('region', { name: 'Les chiffres de notre équipe' });
    expect(await within(section).findByRole('group', { name: 'Taux de soumission' })).toHaveTextContent(
      /75\s%/,
    );
    expect(within(section).getByRole('group', { name: 'Délai de décision' })).toHaveTextContent('3,5 jours');
    expect(within(section).getByRole('button', { name: 'Télécharger en CSV' })).toBeVisible();
  });

  it('says it is loading, then that nothing is tracked yet', async () => {
    let answer: (value: { body: TeamAnalytics }) => void = () => undefined;
    setUp(() => new Promise((resolve) => (answer = resolve)));
    renderRoute('/pipeline');
    await user.click(await screen.findByRole('radio', { name: 'Team figures' }));
    const loading = await screen.findByText('Loading the team’s figures…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    answer({
      body: {
        ...figures,
        stages: figures.stages.map((stage) => ({ ...stage, count: 0, value: 0 })),
        tracked: 0,
        decided: 0,
        go: 0,
        bid_rate: null,
        submitted: 0,
        won: 0,
        win_rate: null,
        median_days_to_decision: null,
      },
    });
    expect(
      await screen.findByText('No figures yet: they appear once the team tracks tenders.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download as CSV' })).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    let fail = true;
    const api = setUp(() =>
      fail ? { status: 500, body: { detail: 'Something went wrong' } } : { body: figures },
    );
    renderRoute('/pipeline');
    await user.click(await screen.findByRole('radio', { name: 'Team figures' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The team’s figures could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Bid rate' })).toHaveTextContent('75%');
    expect(api.callsTo('GET', '/api/org/analytics').length).toBeGreaterThanOrEqual(2);
  });
});
