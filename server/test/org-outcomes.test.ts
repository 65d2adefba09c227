import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { AWARD_CSV_HEADER_LINE, toAwardCsvLine } from '../src/modules/awards/award-generator';
import { createTestUser, type TestUser } from './support/accounts';
import { IT_COMPANY, saveCompanyProfile } from './support/company-profile';
import { createMailServer, type MailServer } from './support/mail-server';
import { inviteColleague } from './support/org';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Item {
  tender_id: string;
  stage: string;
  outcome: { source: string; supplier: string | null; value: number | null } | null;
}
interface Event {
  kind: string;
  actor_id: string | null;
  detail: Record<string, unknown>;
}

/** One award notice row as CanadaBuys publishes it. */
const awardRow = (award: {
  reference: string;
  solicitation: string;
  supplier: string;
  value: string;
  amendment?: string;
}) =>
  toAwardCsvLine({
    'title-titre-eng': `Award ${award.reference}`,
    'referenceNumber-numeroReference': award.reference,
    'amendmentNumber-numeroModification': award.amendment ?? '000',
    'solicitationNumber-numeroSollicitation': award.solicitation,
    'publicationDate-datePublication': '2026-11-20',
    'contractAwardDate-dateAttributionContrat': '2026-11-18',
    'contractAmount-montantContrat': '0.00',
    'totalContractValue-valeurTotaleContrat': award.value,
    'contractCurrency-contratMonnaie': 'CAD',
    'awardStatus-attributionStatut-eng': 'Active',
    'supplierLegalName-nomLegalFournisseur-eng': award.supplier,
    'contractingEntityName-nomEntitContractante-eng': 'Shared Services Canada',
  });

/**
 * The outcome of a tracked tender from the award notices as they load: won when the organization (its company
 * name or another name its profile lists) is the supplier, else lost with the winner and the value; a member's
 * correction survives later loads. And the organization's own figures, as JSON and CSV, for its members only.
 */
describe(`award outcomes and team analytics (${testEngine()} store)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let dir: string;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  const tenders: Record<'won' | 'lost' | 'corrected' | 'noGo' | 'watching', string> = {
    won: '',
    lost: '',
    corrected: '',
    noGo: '',
    watching: '',
  };

  const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const item = async (user: TestUser, tenderId: string) =>
    (await call(user, 'GET', `/api/org/pipeline/${tenderId}`)).json<Item>();
  const ingestAwards = async (name: string, rows: string[]) => {
    const file = path.join(dir, name);
    await writeFile(file, AWARD_CSV_HEADER_LINE + rows.join(''));
    return ingestSource(t.store.db, file);
  };
  const track = async (user: TestUser, tenderId: string, steps: object[]) => {
    for (const body of steps) {
      const response = await call(user, 'PUT', `/api/org/pipeline/${tenderId}`, body);
      expect(response.statusCode).toBeLessThan(300);
    }
  };

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-outcomes-'));
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TenderScout <alerts@tenderscout.test>',
      ALERT_JOB: 'off',
      DEMO_ACCOUNT: 'off',
    });
    owner = await createTestUser(t, { name: 'Olivia Owner' });
    stranger = await createTestUser(t, { name: 'Sam Stranger' });
    member = await inviteColleague(t, smtp, owner, {
      email: 'marc@example.ca',
      role: 'member',
      name: 'Marc Tremblay',
    });
    await saveCompanyProfile(t, owner, {
      companyName: 'Northern Code Inc.',
      otherNames: ['Code du Nord Ltée', 'NORTHERN-CODE SOLUTIONS, INC.'],
    });
    await saveCompanyProfile(t, stranger, { companyName: 'Prairie Data Ltd.' });
    tenders.won = await createTender(t, {
      title: 'Case management system',
      solicitationNumber: 'W0101-260001',
    });
    tenders.lost = await createTender(t, { title: 'Help desk services', solicitationNumber: 'W0101-260002' });
    tenders.corrected = await createTender(t, {
      title: 'Data centre cabling',
      solicitationNumber: 'W0101-260003',
    });
    tenders.noGo = await createTender(t, { title: 'Satellite imagery', solicitationNumber: 'W0101-260004' });
    tenders.watching = await createTender(t, { title: 'Printer toner', solicitationNumber: 'W0101-260005' });

    const bid = [
      { stage: 'go', decision: { reason: 'We fit' } },
      { stage: 'drafting' },
      { stage: 'submitted' },
    ];
    await track(owner, tenders.won, [{ value: 100000 }, ...bid]);
    await track(member, tenders.lost, [{ value: 50000 }, ...bid]);
    await track(owner, tenders.corrected, [{ value: 30000 }, ...bid]);
    await track(owner, tenders.noGo, [
      { value: 20000 },
      { stage: 'no_go', decision: { reason: 'No clearance' } },
    ]);
    await track(owner, tenders.watching, [{}]);
    await track(stranger, tenders.won, [{ stage: 'submitted' }]);
    // First tracked 10, 4, 2 and 1 days before the decision.
    for (const [tenderId, days] of [
      [tenders.won, 10],
      [tenders.lost, 4],
      [tenders.corrected, 2],
      [tenders.noGo, 1],
    ] as const) {
      await t.store.db
        .updateTable('pipeline_items')
        .set({ created_at: sql<Date>`decided_at - make_interval(days => ${days})` })
        .where('tender_id', '=', tenderId)
        .where('org_id', '=', owner.id)
        .execute();
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the other names the company wins under in its profile, for every member', async () => {
    const profile = (await call(member, 'GET', '/api/auth/onboarding')).json<{
      company_profile: { otherNames: string[] };
    }>();
    expect(profile.company_profile.otherNames).toEqual([
      'Code du Nord Ltée',
      'NORTHERN-CODE SOLUTIONS, INC.',
    ]);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: owner.headers,
      payload: {
        onboarding_complete: true,
        company_profile: {
          ...IT_COMPANY,
          otherNames: Array.from({ length: 21 }, (_, index) => `Name ${index}`),
        },
      },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('moves a tracked tender to won when the award names one of the company’s other names', async () => {
    const summary = await ingestAwards('awards.csv', [
      awardRow({
        reference: 'PW-26-0001',
        solicitation: 'W0101-260001',
        supplier: 'Northern Code Solutions Inc',
        value: '125000.00',
      }),
      awardRow({
        reference: 'PW-26-0002',
        solicitation: 'W0101-260002',
        supplier: 'Maple Leaf Systems Ltd.',
        value: '98765.43',
      }),
      awardRow({
        reference: 'PW-26-0003',
        solicitation: 'W0101-260003',
        supplier: 'Rival Corp',
        value: '31000',
      }),
      awardRow({
        reference: 'PW-26-0004',
        solicitation: 'W0101-260004',
        supplier: 'Orbit Inc.',
        value: '75000',
      }),
    ]);
    expect(summary).toMatchObject({ fileKind: 'award_notice', inserted: 4, rejected: 0 });

    expect(await item(member, tenders.won)).toMatchObject({
      stage: 'won',
      outcome: { source: 'award', supplier: 'Northern Code Solutions Inc', value: 125000 },
    });
    const activity = (await call(member, 'GET', `/api/org/pipeline/${tenders.won}/activity`)).json<{
      events: Event[];
    }>().events;
    expect(activity.at(-1)).toMatchObject({
      kind: 'outcome',
      actor_id: null,
      detail: { from: 'submitted', to: 'won', supplier: 'Northern Code Solutions Inc', value: 125000 },
    });
    // The same award is another organization's loss.
    expect(await item(stranger, tenders.won)).toMatchObject({
      stage: 'lost',
      outcome: { source: 'award', supplier: 'Northern Code Solutions Inc', value: 125000 },
    });
  });

  it('moves it to lost with the winner and the value on the card and in the list', async () => {
    const list = (await call(owner, 'GET', '/api/org/pipeline?stage=lost')).json<{ items: Item[] }>().items;
    expect(list.map((entry) => [entry.tender_id, entry.outcome])).toEqual([
      [tenders.lost, { source: 'award', supplier: 'Maple Leaf Systems Ltd.', value: 98765.43 }],
      [tenders.corrected, { source: 'award', supplier: 'Rival Corp', value: 31000 }],
    ]);
    // No bid: the no-go stays, and the card learns who won.
    expect(await item(owner, tenders.noGo)).toMatchObject({
      stage: 'no_go',
      outcome: { source: 'award', supplier: 'Orbit Inc.', value: 75000 },
    });
    expect(await item(owner, tenders.watching)).toMatchObject({ stage: 'watching', outcome: null });
  });

  it('keeps a member’s correction when an amended award loads again', async () => {
    const corrected = await call(member, 'PUT', `/api/org/pipeline/${tenders.corrected}`, { stage: 'won' });
    expect(corrected.json<Item>()).toMatchObject({ stage: 'won', outcome: { source: 'member' } });

    const summary = await ingestAwards('amended.csv', [
      awardRow({
        reference: 'PW-26-0002',
        solicitation: 'W0101-260002',
        supplier: 'Maple Leaf Systems Ltd.',
        value: '99000.00',
        amendment: '001',
      }),
      awardRow({
        reference: 'PW-26-0003',
        solicitation: 'W0101-260003',
        supplier: 'Rival Corp',
        value: '32000',
        amendment: '001',
      }),
    ]);
    expect(summary).toMatchObject({ updated: 2, rejected: 0 });
    expect(await item(owner, tenders.corrected)).toMatchObject({
      stage: 'won',
      outcome: { source: 'member' },
    });
    // A tender nobody corrected follows the amended award.
    expect(await item(owner, tenders.lost)).toMatchObject({
      stage: 'lost',
      outcome: { source: 'award', supplier: 'Maple Leaf Systems Ltd.', value: 99000 },
    });
  });

  it('gives members their organization’s figures: per stage, bid and win rates, days to decide', async () => {
    const response = await call(member, 'GET', '/api/org/analytics');
    expect(response.statusCode).toBe(200);
    const figures = response.json<{ stages: Array<{ stage: string; count: number; value: number }> }>();
    expect(figures).toMatchObject({
      tracked: 5,
      decided: 4,
      go: 3,
      bid_rate: 0.75,
      submitted: 3,
      won: 2,
      win_rate: 2 / 3,
      median_days_to_decision: 3,
    });
    expect(figures.stages.filter((stage) => stage.count > 0)).toEqual([
      { stage: 'watching', count: 1, value: 0 },
      { stage: 'no_go', count: 1, value: 20000 },
      { stage: 'won', count: 2, value: 130000 },
      { stage: 'lost', count: 1, value: 50000 },
    ]);
    expect(figures.stages.map((stage) => stage.stage)).toEqual([
      'watching',
      'qualifying',
      'go',
      'no_go',
      'drafting',
      'submitted',
      'won',
      'lost',
    ]);
  });

  it('downloads the figures as CSV with formula cells written as text', async () => {
    await t.store.db
      .updateTable('organizations')
      .set({ name: '=HYPERLINK("https://evil.example","Open")' })
      .where('id', '=', owner.id)
      .execute();
    for (const url of ['/api/org/analytics?format=csv', '/api/org/analytics.csv']) {
      const response = await call(owner, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('team-analytics.csv');
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('figure,stage,value');
      expect(lines[1]).toBe(`organization,,"'=HYPERLINK(""https://evil.example"",""Open"")"`);
      expect(lines).toContain('tenders,won,2');
      expect(lines).toContain('estimated_value,won,130000');
      expect(lines).toContain('bid_rate,,0.75');
      expect(lines).toContain('median_days_to_decision,,3');
    }
  });

  it('shows another organization none of these figures', async () => {
    const theirs = (await call(stranger, 'GET', '/api/org/analytics')).json<Record<string, unknown>>();
    expect(theirs).toMatchObject({ tracked: 1, decided: 1, go: 1, submitted: 1, won: 0, win_rate: 0 });
    const csv = (await call(stranger, 'GET', '/api/org/analytics.csv')).body;
    expect(csv).toContain('tracked,,1');
    expect(csv).not.toContain('HYPERLINK');
    expect((await t.app.inject({ method: 'GET', url: '/api/org/analytics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/org/analytics.csv' })).statusCode).toBe(401);
  });
});
