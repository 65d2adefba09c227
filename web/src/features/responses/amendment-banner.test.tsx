import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkCompliance, type ResponseDraft, type TenderDetail } from '@tenderscout/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import courier from '../../test/tender-detail.fixture.json';
import { tenderCardHandlers } from '../../test/tender-page-handlers';

const TENDER = courier as unknown as TenderDetail;
const ID = TENDER.tender_id;
const CRITERION = 'The courier must hold a valid Transportation of Dangerous Goods (TDG) certificate.';
const SECTIONS = {
  executive_summary: 'We have delivered hospital mail for ten years.',
  technical_approach: 'Two runs a day.',
  project_team: 'Three experienced drivers.',
  timeline: '',
  budget: 'Fixed price per run.',
  additional_info: '',
};

const draft: ResponseDraft = {
  tender_id: ID,
  version: 3,
  status: 'draft',
  sections: SECTIONS,
  section_updated_at: {
    executive_summary: null,
    technical_approach: null,
    project_team: null,
    timeline: null,
    budget: null,
    additional_info: null,
  },
  created_at: '2026-01-05T15:00:00.000Z',
  saved_at: '2026-01-05T15:00:00.000Z',
  submitted_at: null,
  compliance: checkCompliance(SECTIONS),
  readiness: 'in_progress',
  saved_by: { id: 'u1', name: 'Ana Roy' },
  can_edit: true,
  can_mark_final: true,
  tender: {
    found: true,
    tender_id: ID,
    reference_number: ID,
    solicitation_number: null,
    title: TENDER.title,
    organization: 'ISC',
    closing_date: TENDER.closing_date,
    value_amount: null,
    status: 'Closed',
  },
  amendment_impact: {
    amendment_number: 1,
    published_at: '2026-01-09',
    changes: [
      'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
      `New mandatory criterion: ${CRITERION}`,
    ],
    criteria: [CRITERION],
    revisit: [{ section: 'project_team', criterion: CRITERION }],
  },
};

beforeAll(() => {
  // Mantine's autosizing textarea listens for web fonts, which jsdom does not implement.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

describe('response builder after a material amendment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names what changed and the section to revisit, until the section answers the new criterion', async () => {
    const flags = { responseBuilder: true, myResponses: true };
    signInAs({ id: 'u1', name: 'Ada', feature_flags: flags });
    installFakeApi({
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
      'GET /api/auth/onboarding': () => ({ body: { company_profile: null, onboarding_complete: true } }),
      [`GET /api/tenders/${ID}`]: () => ({ body: TENDER }),
      [`GET /api/me/responses/${ID}`]: () => ({ body: draft }),
      [`PUT /api/me/responses/${ID}`]: () => ({
        body: { version: 4, saved_at: '2026-11-24T16:00:00.000Z', status: 'draft' },
      }),
    });
    renderRoute(`/tender/${ID}/respond`);
    const banner = await screen.findByRole('alert', {
      name: /This tender was amended after you began this response \(amendment 1, Jan 9, 2026\)/,
    });
    expect(banner).toHaveTextContent(
      'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
    );
    expect(banner).toHaveTextContent('Sections to revisit against the new criteria:');
    expect(within(banner).getByText(`Project Team: ${CRITERION}`)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Project Team' }));
    await user.paste(' All hold a TDG certificate.');
    await waitFor(() => expect(banner).toHaveTextContent('Your sections answer the new criteria.'));
    expect(within(banner).queryByText(`Project Team: ${CRITERION}`)).toBeNull();
  });
});
