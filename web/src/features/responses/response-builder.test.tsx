import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkCompliance,
  type CompanyProfile,
  type ResponseDraft,
  type TenderDetail,
} from '@tenderscout/domain';
import { act } from 'react';
import i18n from '../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers, type FakeHandler } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import courier from '../../test/tender-detail.fixture.json';
import { tenderCardHandlers } from '../../test/tender-page-handlers';
import { retryDelayMs } from './hooks/use-response-editor';

// A real notice as GET /api/tenders/{id} answers it (closed in January 2026).
const CLOSED = courier as unknown as TenderDetail;
const ID = CLOSED.tender_id;
const OPEN: TenderDetail = {
  ...CLOSED,
  status_code: 'open',
  closing_date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
};
const STORAGE_KEY = `tenderscout:draft:u1:${ID}`;
const DRAFT_PATH = `/api/me/responses/${ID}`;

const draftOf = (overrides: Partial<ResponseDraft> = {}): ResponseDraft => ({
  tender_id: ID,
  version: 1,
  status: 'draft',
  sections: {
    executive_summary: 'Stored summary.',
    technical_approach: '',
    project_team: '',
    timeline: '',
    budget: '',
    additional_info: '',
  },
  section_updated_at: {
    executive_summary: '2026-11-20T15:00:00.000Z',
    technical_approach: null,
    project_team: null,
    timeline: null,
    budget: null,
    additional_info: null,
  },
  created_at: '2026-11-20T15:00:00.000Z',
  saved_at: '2026-11-20T15:00:00.000Z',
  submitted_at: null,
  compliance: checkCompliance({
    executive_summary: 'Stored summary.',
    technical_approach: '',
    project_team: '',
    timeline: '',
    budget: '',
    additional_info: '',
  }),

  readiness: 'just_started',
  amendment_impact: null,
  saved_by: { id: 'u1', name: 'Ada' },
  can_edit: true,
  can_mark_final: true,
  tender: {
    found: true,
    tender_id: ID,
    reference_number: ID,
    solicitation_number: null,
    title: CLOSED.title,
    organization: 'ISC',
    closing_date: CLOSED.closing_date,
    value_amount: null,
    status: 'Closed',
  },
  ...overrides,
});

// Mantine's autosizing textarea listens for web fonts, which jsdom does not implement.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

const saved = (version: number) => ({
  body: {
    version,
    saved_at: '2026-11-24T16:00:00.000Z',
    status: 'draft',
    saved_by: { id: 'u1', name: 'Ada' },
  },
});

/** A company profile as Settings → Company saves it; the builder checks a draft's claims against it. */
const profileHolding = (holds: Partial<CompanyProfile> = {}): CompanyProfile => ({
  companyName: 'Wren Couriers Inc.',
  companySize: 'small',
  industry: 'Transportation',
  primaryServices: [],
  targetRegions: ['Manitoba'],
  certifications: [],
  averageContractValue: 'under100k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'some',
  description: '',
  commodityCodes: [],
  clearanceLevel: null,
  setAsideEligibility: [],
  languages: ['en'],
  otherNames: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  lastUpdated: '2026-11-01T12:00:00.000Z',
  ...holds,
});

const setUp = (
  put: FakeHandler,
  options: {
    tender?: TenderDetail;
    draft?: ResponseDraft;
    profile?: CompanyProfile | null;
    extra?: Record<string, FakeHandler>;
  } = {},
) => {
  const flags = { responseBuilder: true, myResponses: true };
  signInAs({ id: 'u1', name: 'Ada', feature_flags: flags });
  return installFakeApi({
    ...signedInLayoutHandlers,
    ...tenderCardHandlers(ID),
    'GET /api/auth/me': () => ({
      body: {
        id: 'u1',
        email: 'ada@example.ca',
        role: 'user',
        onboarding_complete: true,
        feature_flags: flags,
      },
    }),
    [`GET /api/tenders/${ID}`]: () => ({ body: options.tender ?? CLOSED }),
    [`GET ${DRAFT_PATH}`]: () => ({ body: options.draft ?? draftOf() }),
    [`PUT ${DRAFT_PATH}`]: put,
    'GET /api/auth/onboarding': () => ({
      body: { company_profile: options.profile ?? profileHolding(), onboarding_complete: true },
    }),
    ...options.extra,
  });
};

/** Types as one input event (a paste), so a loaded machine does not re-render the page per keystroke. */
const typeInto = async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) => {
  await user.click(box);
  await user.paste(text);
};

const budgetBox = () => screen.findByRole('textbox', { name: 'Budget & Pricing' });
const indicator = () => screen.getByTestId('save-indicator');
const localText = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

describe('response editor: drafts survive failed saves', { timeout: 20_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves only the changed section with its base version and forgets the local copy once stored', async () => {
    const api = setUp(() => saved(2));
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Firm price.');
    expect(indicator()).toHaveTextContent('Unsaved changes');
    expect(localText()).toMatchObject({ sections: { budget: 'Firm price.' }, baseVersion: 1 });

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(api.callsTo('PUT', DRAFT_PATH).at(-1)?.body).toEqual({
      sections: { budget: 'Firm price.' },
      base_version: 1,
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps the text on this device and retries when the server cannot be reached', async () => {
    let reachable = false;
    const api = setUp(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return saved(2);
    });
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Typed offline.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(indicator()).toHaveAttribute('data-state', 'retrying'));
    expect(indicator()).toHaveTextContent(
      'Not saved: no connection to the server. Retrying (attempt 1)… Your text is kept on this device.',
    );
    expect(localText()).toMatchObject({ sections: { budget: 'Typed offline.' }, baseVersion: 1 });
    // Typing on while offline is kept too.
    await typeInto(user, await budgetBox(), ' More.');
    expect(localText()).toMatchObject({ sections: { budget: 'Typed offline. More.' } });

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(api.callsTo('PUT', DRAFT_PATH).at(-1)?.body).toEqual({
      sections: { budget: 'Typed offline. More.' },
      base_version: 1,
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again now' })).not.toBeInTheDocument();
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('shows a refused save with its reason and does not retry it by itself', async () => {
    const api = setUp(() => ({
      status: 413,
      body: { detail: 'Request body is too large (the limit is 1 MB)' },
    }));
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveAttribute('data-state', 'error'));
    expect(indicator()).toHaveTextContent(
      'The draft could not be saved: Request body is too large (the limit is 1 MB). Your text is kept on this device.',
    );
    expect(api.callsTo('PUT', DRAFT_PATH)).toHaveLength(1);
    expect(localText()).toMatchObject({ sections: { budget: 'x' } });
  });

  it('restores unsaved text from this device on load and sends it', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        sections: { budget: 'Typed before the tab closed.', executive_summary: 'Stored summary.' },
        baseVersion: 1,
        updatedAt: '2026-11-24T15:00:00.000Z',
      }),
    );
    const api = setUp(() => saved(2));
    renderRoute(`/tender/${ID}/respond`);
    expect(await budgetBox()).toHaveValue('Typed before the tab closed.');
    expect(
      screen.getByText('Unsaved text from your last visit was restored from this device.'),
    ).toBeVisible();
    // Only what differs from the server is unsaved, and it is sent at once.
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(api.callsTo('PUT', DRAFT_PATH)[0]?.body).toEqual({
      sections: { budget: 'Typed before the tab closed.' },
      base_version: 1,
    });
  });

  /** A 409 as the server answers when Marc saved the budget first. */
  const marcSavedFirst = (version: number) => ({
    status: 409,
    body: {
      key: 'responses.versionConflict',
      version,
      detail: 'This draft was saved by a colleague …',
      saved_by: { id: 'u2', name: 'Marc Tremblay' },
      saved_at: '2026-11-24T15:42:00.000Z',
      sections: { budget: 'Marc: $95,000.' },
    },
  });

  it('on a conflict writes nothing, names who saved first with their text, and lets the user keep theirs', async () => {
    let calls = 0;
    const api = setUp(() => {
      calls += 1;
      return calls === 1 ? marcSavedFirst(4) : saved(5);
    });
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveTextContent('Not saved: changed elsewhere'));
    const alert = screen.getByRole('alert', {
      name: /^Marc Tremblay saved this draft at .+, after you opened it$/,
    });
    expect(within(alert).getByText('Their text of Budget & Pricing')).toBeInTheDocument();
    expect(within(alert).getByText('Marc: $95,000.')).toBeInTheDocument();
    expect(localText()).toMatchObject({ sections: { budget: 'Mine.' } });

    await user.click(within(alert).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(api.callsTo('PUT', DRAFT_PATH).at(-1)?.body).toEqual({
      sections: { budget: 'Mine.' },
      base_version: 4,
    });
  });

  it("on a conflict can keep both texts, the user's first, and saves them on the stored version", async () => {
    let calls = 0;
    const api = setUp(() => {
      calls += 1;
      return calls === 1 ? marcSavedFirst(4) : saved(5);
    });
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(await screen.findByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(screen.getByRole('textbox', { name: 'Budget & Pricing' })).toHaveValue('Mine.\n\nMarc: $95,000.');
    expect(api.callsTo('PUT', DRAFT_PATH).at(-1)?.body).toEqual({
      sections: { budget: 'Mine.\n\nMarc: $95,000.' },
      base_version: 4,
    });
  });

  it('is not a conflict when the stored text already is this text (a save that landed unseen)', async () => {
    let loads = 0;
    setUp(
      () => ({ status: 409, body: { key: 'responses.versionConflict', version: 3, detail: 'Changed' } }),
      {
        extra: {
          [`GET ${DRAFT_PATH}`]: () => {
            loads += 1;
            return {
              body:
                loads === 1
                  ? draftOf()
                  : draftOf({ version: 3, sections: { ...draftOf().sections, budget: 'Mine.' } }),
            };
          },
        },
      },
    );
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(screen.queryByRole('button', { name: 'Keep my version' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('on a conflict can load the latest version instead, dropping the local text', async () => {
    let loads = 0;
    setUp(
      () => ({ status: 409, body: { key: 'responses.versionConflict', version: 4, detail: 'Changed' } }),
      {
        extra: {
          [`GET ${DRAFT_PATH}`]: () => {
            loads += 1;
            return {
              body:
                loads === 1
                  ? draftOf()
                  : draftOf({
                      version: 4,
                      sections: { ...draftOf().sections, budget: 'From the other tab.' },
                    }),
            };
          },
        },
      },
    );
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Budget & Pricing' })).toHaveValue('From the other tab.'),
    );
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(indicator()).toHaveTextContent(/^Saved by Ada at /);
  });

  it('asks before the tab closes while text is unsaved, and not once it is stored', async () => {
    setUp(() => saved(2));
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'x');
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Saved by Ada at /));
    expect(leaving()).toBe(false);
  });

  it('asks before leaving the screen in the app when the text could not be saved', async () => {
    setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await typeInto(user, await budgetBox(), 'Unsaved.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(indicator()).toHaveAttribute('data-state', 'retrying'));

    await user.click(screen.getByRole('link', { name: 'Back to tender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/tender/${ID}/respond`);
    expect(screen.getByRole('textbox', { name: 'Budget & Pricing' })).toHaveValue('Unsaved.');

    await user.click(screen.getByRole('link', { name: 'Back to tender' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).getByRole('button', {
        name: 'Leave anyway',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tender/${ID}`));
    expect(localText()).toMatchObject({ sections: { budget: 'Unsaved.' } });
  });
});

describe('response editor: marking final', { timeout: 20_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const compliant = draftOf({
    sections: { ...draftOf().sections, technical_approach: 'By road.', budget: 'Firm price.' },
  });
  const final = { ...compliant, status: 'final' as const, version: 2 };

  it('links to the notice on CanadaBuys with the closing time in Eastern time', async () => {
    setUp(() => saved(2), { tender: OPEN, draft: compliant });
    renderRoute(`/tender/${ID}/respond`);
    const region = await screen.findByRole('region', { name: 'Where to submit' });
    expect(region).toHaveTextContent('TenderScout does not send your bid.');
    expect(region).toHaveTextContent(/Closes .* \d{1,2}:\d{2} [ap]\.m\. ET/);
    expect(within(region).getByRole('link', { name: 'Open the notice on CanadaBuys' })).toHaveAttribute(
      'href',
      CLOSED.notice_url,
    );
    expect(screen.queryByTestId('closed-warning')).not.toBeInTheDocument();
  });

  it('asks before marking final, then the tender page offers the final response, not a new draft', async () => {
    const api = setUp(() => saved(2), {
      tender: OPEN,
      draft: compliant,
      extra: { [`POST ${DRAFT_PATH}/submit`]: () => ({ body: final }) },
    });
    const { router } = renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this response as final?' });
    expect(dialog).toHaveTextContent('Nothing is sent to the buyer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${DRAFT_PATH}/submit`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark as final' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark this response as final?' })).getByRole(
        'button',
        {
          name: 'Yes, mark as final',
        },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tender/${ID}`));
    expect(api.callsTo('POST', `${DRAFT_PATH}/submit`)[0]?.body).toEqual({});
    expect(await screen.findByRole('link', { name: 'Open final response' })).toHaveAttribute(
      'href',
      `/tender/${ID}/respond`,
    );
    expect(screen.queryByRole('link', { name: 'Draft response' })).not.toBeInTheDocument();
  });

  it('says where the notice asks for bids: by e-mail here, in both languages', async () => {
    const byEmail: TenderDetail = {
      ...OPEN,
      description: `${OPEN.description} Tenders must be submitted to the Bid Receiving Unit at: bids@example.gc.ca.`,
    };
    setUp(() => saved(2), { tender: byEmail, draft: compliant });
    renderRoute(`/tender/${ID}/respond`);
    const channel = await screen.findByTestId('submission-channel');
    expect(channel).toHaveTextContent(
      'The notice asks for bids by e-mail, before it closes, to bids@example.gc.ca',
    );
    expect(channel).not.toHaveTextContent('CanadaBuys');
    expect(within(channel).getByRole('link', { name: 'bids@example.gc.ca' })).toHaveAttribute(
      'href',
      'mailto:bids@example.gc.ca',
    );
    await act(() => i18n.changeLanguage('fr'));
    try {
      expect(await screen.findByTestId('submission-channel')).toHaveTextContent(
        "L'avis demande les soumissions par courriel, avant la clôture, à bids@example.gc.ca",
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('asks in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      setUp(() => saved(2), { tender: OPEN, draft: compliant });
      renderRoute(`/tender/${ID}/respond`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Marquer comme finale' }));
      const dialog = await screen.findByRole('dialog', { name: 'Marquer cette soumission comme finale?' });
      expect(dialog).toHaveTextContent('Rien n’est envoyé à l’acheteur');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('keeps Mark as final off while a passage is still marked, and Check Compliance says why', async () => {
    const unsettled = draftOf({
      sections: {
        ...compliant.sections,
        additional_info:
          'Certification: ISO 9001. [To confirm before submitting: it is not in your company profile.]',
      },
    });
    setUp(() => saved(2), { tender: OPEN, draft: unsettled });
    renderRoute(`/tender/${ID}/respond`);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Mark as final' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));
    const banner = await screen.findByTestId('compliance-banner');
    expect(banner).toHaveTextContent('Compliance score: 75%');
    expect(banner).toHaveTextContent('1 passage is still marked [To confirm …] or [To complete …].');
    expect(banner).not.toHaveTextContent('You can submit');
  });

  it('links the assistant to the company profile it drafts from', async () => {
    setUp(() => saved(2), { tender: OPEN, draft: compliant });
    renderRoute(`/tender/${ID}/respond`);
    expect(
      await screen.findByRole('link', { name: 'Edit the company profile drafts are written from' }),
    ).toHaveAttribute('href', '/settings?tab=company');
  });

  it('warns that a closed tender takes no bids and marks it final only after confirmation', async () => {
    const api = setUp(() => saved(2), {
      draft: compliant,
      extra: { [`POST ${DRAFT_PATH}/submit`]: () => ({ body: final }) },
    });
    const { router } = renderRoute(`/tender/${ID}/respond`);
    const warning = await screen.findByTestId('closed-warning');
    expect(warning).toHaveTextContent('This tender is closed');
    expect(warning).toHaveTextContent(/It closed Jan 19, 2026, 5:00 p\.m\. ET\./);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark as final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark final a response to a closed tender?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${DRAFT_PATH}/submit`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark as final' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Mark final a response to a closed tender?' }),
      ).getByRole('button', { name: 'Mark as final anyway' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tender/${ID}`));
    expect(api.callsTo('POST', `${DRAFT_PATH}/submit`)[0]?.body).toEqual({ confirm_closed: true });
  });
});

describe('the response builder for a viewer and a member', () => {
  it("shows a viewer the organization's draft read-only, with a note and nothing to save or mark final", async () => {
    const api = setUp(() => saved(2), {
      tender: OPEN,
      draft: draftOf({
        saved_by: { id: 'u2', name: 'Marc Tremblay' },
        can_edit: false,
        can_mark_final: false,
      }),
    });
    renderRoute(`/tender/${ID}/respond`);
    const summary = await screen.findByRole('textbox', { name: 'Executive Summary' });
    expect(summary).toHaveValue('Stored summary.');
    expect(summary).toHaveAttribute('readonly');
    expect(screen.getByText('You can read this draft')).toBeInTheDocument();
    expect(indicator()).toHaveTextContent(/^Saved by Marc Tremblay at /);
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as final' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AI Assist/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(summary, ' More.');
    expect(summary).toHaveValue('Stored summary.');
    expect(api.callsTo('PUT', DRAFT_PATH)).toHaveLength(0);
  });

  it('tells a member that marking final is for an owner', async () => {
    setUp(() => saved(2), { tender: OPEN, draft: draftOf({ can_mark_final: false }) });
    renderRoute(`/tender/${ID}/respond`);
    expect(
      await screen.findByText('Only an owner of the organization can mark the response final.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as final' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });
});

describe('Check Compliance: claims and mandatory criteria', { timeout: 20_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const SECRET: TenderDetail = {
    ...OPEN,
    business_intelligence: {
      ...OPEN.business_intelligence,
      clearance_required: true,
      clearance_levels: ['Secret'],
    },
  };
  const typedClaim = draftOf({
    sections: {
      ...draftOf().sections,
      technical_approach: 'By road.',
      budget: 'Firm price.',
      project_team: 'All our couriers hold Secret clearance.',
    },
  });

  const check = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Check Compliance|Vérifier la conformité/ }));
    return screen.findByTestId('compliance-banner');
  };

  it('flags a clearance the writer typed that the profile does not hold, and never says you can submit', async () => {
    setUp(() => saved(2), { tender: SECRET, draft: typedClaim });
    renderRoute(`/tender/${ID}/respond`);
    const banner = await check();
    expect(banner).toHaveTextContent('Compliance score: 75%');
    expect(banner).toHaveTextContent('1 claim your company profile does not support:');
    expect(banner).toHaveTextContent('“Secret clearance” in Project Team');
    expect(
      within(banner).getByRole('link', { name: /Add what you hold to your company profile/ }),
    ).toHaveAttribute('href', '/settings?tab=company');
    expect(banner).not.toHaveTextContent('You can submit');
    expect(screen.getByRole('button', { name: 'Mark as final' })).toBeDisabled();
  });

  it('reads ready once the profile holds the clearance the text claims', async () => {
    setUp(() => saved(2), {
      tender: SECRET,
      draft: typedClaim,
      profile: profileHolding({ clearanceLevel: 'Secret' }),
    });
    renderRoute(`/tender/${ID}/respond`);
    const banner = await check();
    await waitFor(() => expect(banner).toHaveTextContent('Compliance score: 80%'));
    expect(banner).toHaveTextContent('You can submit this response.');
    expect(screen.getByRole('button', { name: 'Mark as final' })).toBeEnabled();
  });

  it('counts a mandatory criterion the text does not answer', async () => {
    setUp(() => saved(2), {
      tender: SECRET,
      draft: draftOf({ sections: { ...typedClaim.sections, project_team: '' } }),
    });
    renderRoute(`/tender/${ID}/respond`);
    const banner = await check();
    expect(banner).toHaveTextContent('1 mandatory criterion of the notice is not answered:');
    expect(banner).toHaveTextContent('Security clearance');
    expect(banner).not.toHaveTextContent('You can submit');
  });

  it('says the same in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    setUp(() => saved(2), {
      tender: SECRET,
      draft: draftOf({
        sections: {
          ...typedClaim.sections,
          project_team: 'Nos messagers détiennent la cote de sécurité de niveau Secret.',
        },
      }),
    });
    renderRoute(`/tender/${ID}/respond`);
    const banner = await check();
    expect(banner).toHaveTextContent('Cote de conformité : 75 %');
    expect(banner).toHaveTextContent('1 affirmation que votre profil d’entreprise n’appuie pas :');
    expect(banner).toHaveTextContent('« cote de sécurité de niveau Secret » dans Équipe de projet');
    expect(banner).not.toHaveTextContent('Vous pouvez envoyer');
  });
});
