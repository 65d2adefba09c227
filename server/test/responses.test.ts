import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GenerateStreamEvent, ResponseDraft, ResponsesList } from '@tenderscout/domain';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { advisorNotice, courierNotice } from './support/notices';
import { closingInDays, createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { recordStatements } from './support/statements';

type Json = Record<string, unknown>;

const ALL_SECTIONS = [
  'executive_summary',
  'technical_approach',
  'project_team',
  'timeline',
  'budget',
  'additional_info',
] as const;

const PROFILE = {
  companyName: 'Prairie Logistics Ltd.',
  companySize: 'small',
  industry: 'Transportation',
  primaryServices: ['Project Management', 'Data Analytics'],
  targetRegions: ['Manitoba', 'Ontario'],
  certifications: ['ISO 9001', 'Security Clearance'],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price', 'Standing Offer'],
  experienceLevel: 'experienced',
};

describe(`bid responses: drafts, compliance, submit, drafting and export (${testEngine()} store)`, () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  /** Weekly Courier Services - Hospital Operations (ISC, Manitoba, tech merit + price), taking bids. */
  let courierId: string;
  /** Temporary Help Services, Special Advisor (DND, NCR, Top Secret, lowest price), closed. */
  let advisorId: string;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Json,
  ) => t.app.inject({ method, url, payload, headers: user ? user.headers : {} });
  const save = (user: TestUser, id: string, sections: Json, baseVersion: number) =>
    call(user, 'PUT', `/api/me/responses/${encodeURIComponent(id)}`, { sections, base_version: baseVersion });
  const draftOf = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `/api/me/responses/${encodeURIComponent(id)}`)).json<ResponseDraft>();
  const generate = async (user: TestUser, id: string, sections: readonly string[] = ALL_SECTIONS) => {
    const response = await call(user, 'POST', `/api/me/responses/${id}/generate`, {
      sections: [...sections],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      engine: string;
      sections: Array<{ section: string; text: string; paragraphs: Json[] }>;
    }>();
  };

  /** The SQL statements a request sends besides the caller's authentication (which every request makes). */
  const statementsDuring = async <T>(run: () => Promise<T>) => {
    const recorder = recordStatements(t.store.pool);
    try {
      const response = await run();
      // Besides the route's own work: the sign-in check and the request-limit count (shared by instances), and
      // the document queue's worker polling for work in the background on the same pool.
      const isLimitCount = (sql: string) => /^\s*insert into request_limits\b/i.test(sql);
      const isBackground = (sql: string) => /\bdocument_jobs\b/.test(sql);
      const all = recorder
        .statements()
        .filter((sql) => !/\bfrom "(users|sessions)"/.test(sql) && !isBackground(sql));
      return {
        response,
        statements: all.filter((sql) => !isLimitCount(sql)),
        limitCounts: all.filter(isLimitCount).length,
      };
    } finally {
      recorder.stop();
    }
  };

  beforeAll(async () => {
    // No alert job: its runs would share the pool whose statements an autosave test counts.
    t = await createTestApp({ ALERT_JOB: 'off' });
    courierId = await createTender(
      t,
      courierNotice({ id: 'cb-courier-120', closingDate: closingInDays(30) }),
    );
    advisorId = await createTender(t, advisorNotice({ id: 'cb-advisor-133' }));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ada = await createTestUser(t, { name: 'Ada' });
    bob = await createTestUser(t, { name: 'Bob' });
  });

  describe('access', () => {
    it('answers 401 to anonymous callers', async () => {
      for (const [method, url] of [
        ['GET', '/api/me/responses'],
        ['GET', `/api/me/responses/${courierId}`],
        ['PUT', `/api/me/responses/${courierId}`],
        ['POST', `/api/me/responses/${courierId}/generate`],
        ['GET', `/api/me/responses/${courierId}/export?format=docx`],
      ] as const) {
        const response = await call(null, method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 Feature not enabled when the flag is off', async () => {
      const carol = await createTestUser(t, { flags: { responseBuilder: false, myResponses: false } });
      expect((await call(carol, 'GET', `/api/me/responses/${courierId}`)).json()).toMatchObject({
        detail: 'Feature not enabled: responseBuilder',
      });
      const list = await call(carol, 'GET', '/api/me/responses');
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ detail: 'Feature not enabled: myResponses' });
    });

    it('lets an API key act as its owner', async () => {
      const key = await createTestApiKey(t, ada);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/me/responses/${courierId}`,
        headers: { 'x-api-key': key },
        payload: { sections: { budget: 'Firm price.' }, base_version: 0 },
      });
      expect(response.statusCode).toBe(200);
      expect((await draftOf(ada, courierId)).sections.budget).toBe('Firm price.');
    });

    it("keeps each user's drafts to themselves", async () => {
      await save(ada, courierId, { executive_summary: "Ada's summary" }, 0);
      expect((await draftOf(bob, courierId)).sections.executive_summary).toBe('');
      expect((await call(bob, 'GET', '/api/me/responses')).json<ResponsesList>().responses).toEqual([]);
      expect((await call(bob, 'DELETE', `/api/me/responses/${courierId}`)).statusCode).toBe(404);
      expect((await draftOf(ada, courierId)).sections.executive_summary).toBe("Ada's summary");
    });
  });

  describe('drafts', () => {
    it('reads an empty draft at version 0 before anything is saved, with the tender', async () => {
      const draft = await draftOf(ada, courierId);
      expect(draft).toMatchObject({
        tender_id: courierId,
        version: 0,
        status: 'draft',
        saved_at: null,
        compliance: { score: 0, is_compliant: false, total_sections: 6 },
        readiness: 'just_started',
        tender: {
          found: true,
          title: 'Weekly Courier Services - Hospital Operations',
          organization: 'Department of Indigenous Services (ISC)',
        },
      });
      expect(Object.values(draft.sections)).toEqual(['', '', '', '', '', '']);
    });

    it('answers 404 for an unknown tender', async () => {
      const response = await save(ada, 'cb-000-00000000', { budget: 'x' }, 0);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Tender not found' });
      expect((await call(ada, 'GET', '/api/me/responses/cb-000-00000000')).statusCode).toBe(404);
    });

    it('saves, answering only the new version, time and status; restores it; counts versions', async () => {
      const first = await save(ada, courierId, { executive_summary: 'We deliver.', budget: '  ' }, 0);
      expect(first.statusCode).toBe(200);
      const saved = first.json<{ version: number; saved_at: string; status: string }>();
      expect(Object.keys(saved).sort()).toEqual(['saved_at', 'saved_by', 'status', 'version']);
      expect(saved).toMatchObject({ version: 1, status: 'draft' });
      expect(Date.parse(saved.saved_at)).toBeGreaterThan(Date.now() - 60_000);

      const second = (
        await save(ada, courierId, { technical_approach: 'By road.' }, 1)
      ).json<ResponseDraft>();
      expect(second.version).toBe(2);
      const restored = await draftOf(ada, courierId);
      expect(restored.sections).toMatchObject({
        executive_summary: 'We deliver.',
        technical_approach: 'By road.',
      });
      expect(restored).toMatchObject({ version: 2, compliance: { score: 47, completed_sections: 2 } });
      expect(restored.saved_at).toBe(second.saved_at);
      expect(restored.section_updated_at.executive_summary).not.toBeNull();
      expect(restored.section_updated_at.timeline).toBeNull();
    });

    it('autosaves in one SQL statement, a first save and a later one alike (and one for the activity)', async () => {
      const first = await statementsDuring(() => save(ada, courierId, { executive_summary: 'One.' }, 0));
      expect(first.response.statusCode).toBe(200);
      const next = await statementsDuring(() => save(ada, courierId, { executive_summary: 'Two.' }, 1));
      expect(next.response.statusCode).toBe(200);
      const stale = await statementsDuring(() => save(ada, courierId, { executive_summary: 'Old.' }, 1));
      expect(stale.response.statusCode).toBe(409);
      for (const { statements, limitCounts } of [first, next, stale]) {
        expect(limitCounts).toBe(1);
        expect(statements[0]).toMatch(/^with "saved" as \(insert into "response_drafts"/);
      }
      // A save that was written goes into the activity of the tender when the organization tracks it (one
      // statement that adds nothing here); a refused one answers from the same statement, with the stored text.
      for (const { statements } of [first, next]) {
        expect(statements).toHaveLength(2);
        expect(statements[1]).toMatch(/^\s*INSERT INTO pipeline_events/);
      }
      expect(stale.statements).toHaveLength(1);
    });

    it('refuses bad bodies with a clear 400', async () => {
      const unknown = await call(ada, 'PUT', `/api/me/responses/${courierId}`, {
        sections: { budget: 12 },
        base_version: 0,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ detail: string }>().detail).toMatch(/budget/);
      const missingVersion = await call(ada, 'PUT', `/api/me/responses/${courierId}`, { sections: {} });
      expect(missingVersion.statusCode).toBe(400);
      expect(missingVersion.json<{ detail: string }>().detail).toMatch(/base_version/);
      const tooLong = await save(ada, courierId, { budget: 'x'.repeat(100_001) }, 0);
      expect(tooLong.statusCode).toBe(400);
    });

    it('refuses a save based on an older version with 409 and the stored version, writing nothing', async () => {
      // Two tabs load version 0; tab A saves first.
      expect((await save(ada, courierId, { executive_summary: 'From tab A' }, 0)).statusCode).toBe(200);
      // Tab B still thinks it has version 0: nothing of it is written, and it learns the stored version.
      const stale = await save(
        ada,
        courierId,
        { budget: 'From tab B', executive_summary: 'B overwrote A' },
        0,
      );
      expect(stale.statusCode).toBe(409);
      const { saved_at: savedAt, ...conflict } = stale.json<{ saved_at: unknown }>();
      expect(typeof savedAt).toBe('string');
      expect(conflict).toEqual({
        key: 'responses.versionConflict',
        version: 1,
        saved_by: { id: ada.id, name: 'Ada' },
        sections: { executive_summary: 'From tab A', budget: '' },
        detail:
          'This draft was saved by a colleague, or in another tab or window, since you loaded it. Your changes were not saved over it: keep yours, take theirs or merge both.',
      });
      const after = await draftOf(ada, courierId);
      expect(after.version).toBe(1);
      expect(after.sections).toMatchObject({ executive_summary: 'From tab A', budget: '' });
      // Tab B keeps its text deliberately: it saves again on the version it was told.
      const kept = await save(
        ada,
        courierId,
        { budget: 'From tab B', executive_summary: 'B overwrote A' },
        1,
      );
      expect(kept.statusCode).toBe(200);
      expect((await draftOf(ada, courierId)).sections).toMatchObject({
        executive_summary: 'B overwrote A',
        budget: 'From tab B',
      });
      // In French, the same key and version with a French message.
      const french = await t.app.inject({
        method: 'PUT',
        url: `/api/me/responses/${courierId}`,
        headers: { ...ada.headers, 'accept-language': 'fr-CA,fr;q=0.9' },
        payload: { sections: { timeline: 'x' }, base_version: 1 },
      });
      expect(french.statusCode).toBe(409);
      expect(french.json()).toMatchObject({ key: 'responses.versionConflict', version: 2 });
      expect(french.json<{ detail: string }>().detail).toMatch(
        /^Cette ébauche a été enregistrée par un collègue/,
      );
    });

    it('deletes a draft', async () => {
      await save(ada, courierId, { budget: 'x' }, 0);
      expect((await call(ada, 'DELETE', `/api/me/responses/${courierId}`)).statusCode).toBe(204);
      expect((await draftOf(ada, courierId)).version).toBe(0);
      const again = await call(ada, 'DELETE', `/api/me/responses/${courierId}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ detail: 'No draft response for this tender' });
    });
  });

  describe('submit', () => {
    it('refuses a draft missing a required section, with the spec message', async () => {
      const none = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        detail: 'Please complete all required sections before submitting',
      });
      await save(ada, courierId, { executive_summary: 'a', technical_approach: 'b', project_team: 'c' }, 0);
      const partial = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(partial.statusCode).toBe(400);
      expect((await draftOf(ada, courierId)).status).toBe('draft');
    });

    it('reports a draft marked final as `final`, with a time; an edit makes it a draft again', async () => {
      await save(ada, courierId, { executive_summary: 'a', technical_approach: 'b', budget: 'c' }, 0);
      const submitted = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(submitted.statusCode).toBe(200);
      const draft = submitted.json<ResponseDraft>();
      expect(draft).toMatchObject({
        status: 'final',
        version: 2,
        compliance: { score: 70, is_compliant: true },
      });
      expect(Date.parse(draft.submitted_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

      const edited = (await save(ada, courierId, { budget: 'new price' }, 2)).json<ResponseDraft>();
      expect(edited).toMatchObject({ status: 'draft', version: 3 });
      expect(await draftOf(ada, courierId)).toMatchObject({
        status: 'draft',
        submitted_at: null,
        version: 3,
      });
    });
  });

  describe('claims checked against the company profile', () => {
    it('refuses to mark final a draft claiming a clearance the profile does not hold, in the caller’s language', async () => {
      await call(ada, 'PUT', '/api/auth/onboarding', { company_profile: PROFILE, onboarding_complete: true });
      const sections = {
        executive_summary: 'a',
        technical_approach: 'b',
        budget: 'c',
        project_team: 'All our couriers hold Top Secret clearance.',
      };
      await save(ada, courierId, sections, 0);
      const draft = await draftOf(ada, courierId);
      expect(draft.compliance).toMatchObject({
        score: 75,
        is_compliant: false,
        unsupported_claims: [
          { kind: 'clearance', claim: 'Top Secret', text: 'Top Secret', sections: ['project_team'] },
        ],
      });
      const refused = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        detail:
          'Settle every passage still marked to confirm or complete, and every claim your company profile does not support, before marking this response final',
      });
      const french = await t.app.inject({
        method: 'POST',
        url: `/api/me/responses/${courierId}/submit`,
        headers: { ...ada.headers, 'accept-language': 'fr-CA' },
      });
      expect(french.json<{ detail: string }>().detail).toMatch(/^Réglez chaque passage encore à confirmer/);
      const list = (await call(ada, 'GET', '/api/me/responses')).json<ResponsesList>();
      expect(list.responses[0]?.compliance.score).toBe(75);

      // Once the profile holds it, the same text may be marked final.
      await call(ada, 'PUT', '/api/auth/onboarding', {
        company_profile: { ...PROFILE, clearanceLevel: 'Top Secret' },
        onboarding_complete: true,
      });
      const marked = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(marked.statusCode, marked.body).toBe(200);
    });

    it('refuses a draft that still carries a [To confirm …] passage', async () => {
      await save(
        ada,
        courierId,
        {
          executive_summary: 'a',
          technical_approach: 'b',
          budget: 'c [To confirm before submitting: rates.]',
        },
        0,
      );
      const refused = await call(ada, 'POST', `/api/me/responses/${courierId}/submit`);
      expect(refused.statusCode).toBe(400);
      expect((await draftOf(ada, courierId)).compliance).toMatchObject({
        open_markers: 1,
        is_compliant: false,
      });
    });
  });

  describe('marking final', () => {
    const markFinal = (user: TestUser, id: string, payload?: Json, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/me/responses/${id}/submit`,
        headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
        payload,
      });

    it('asks for confirmation before marking final a response to a closed tender', async () => {
      await save(ada, advisorId, { executive_summary: 'a', technical_approach: 'b', budget: 'c' }, 0);
      const refused = await markFinal(ada, advisorId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        key: 'responses.closedNeedsConfirmation',
        detail: 'This tender is no longer open. Confirm that you still want to mark this response as final.',
      });
      const french = await markFinal(ada, advisorId, { confirm_closed: false }, 'fr');
      expect(french.statusCode).toBe(409);
      expect(french.json<{ detail: string }>().detail).toBe(
        "Cet appel d'offres n'est plus ouvert. Confirmez que vous voulez tout de même marquer cette soumission comme finale.",
      );
      expect((await draftOf(ada, advisorId)).status).toBe('draft');

      const confirmed = await markFinal(ada, advisorId, { confirm_closed: true });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<ResponseDraft>()).toMatchObject({
        status: 'final',
        tender: { status: 'Closed' },
      });
    });

    it('marks an open tender final without asking', async () => {
      await save(ada, courierId, { executive_summary: 'a', technical_approach: 'b', budget: 'c' }, 0);
      const response = await markFinal(ada, courierId);
      expect(response.statusCode).toBe(200);
      expect(response.json<ResponseDraft>()).toMatchObject({
        status: 'final',
        tender: { status: 'Open' },
      });
    });
  });

  describe('rate limits', () => {
    it('lets two users behind one address keep saving and loading, well past 60 a minute', async () => {
      const results: number[] = [];
      for (let version = 0; version < 70; version += 1) {
        for (const user of [ada, bob]) {
          results.push(
            (await save(user, courierId, { executive_summary: `Draft ${version}` }, version)).statusCode,
          );
        }
      }
      for (const user of [ada, bob]) {
        results.push((await call(user, 'GET', `/api/me/responses/${courierId}`)).statusCode);
        results.push((await call(user, 'GET', '/api/me/responses')).statusCode);
      }
      expect(results.filter((status) => status !== 200)).toEqual([]);
      expect((await draftOf(bob, courierId)).sections.executive_summary).toBe('Draft 69');
    });

    it('limits drafting to 60 a minute per user, not per address', async () => {
      const budget = () =>
        call(ada, 'POST', `/api/me/responses/${courierId}/generate`, { sections: ['budget'] });
      const statuses: number[] = [];
      for (let index = 0; index < 60; index += 1) statuses.push((await budget()).statusCode);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const limited = await budget();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ detail: string }>().detail).toMatch(/^Too many requests; try again in \d+ s$/);
      // Saving is a different limit, and another user at the same address still drafts.
      expect((await save(ada, courierId, { budget: 'By hand.' }, 0)).statusCode).toBe(200);
      const other = await call(bob, 'POST', `/api/me/responses/${courierId}/generate`, {
        sections: ['budget'],
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('My Responses list', () => {
    it('lists drafts with their tender, readiness, filters, counts and search by tender id', async () => {
      await save(ada, courierId, Object.fromEntries(ALL_SECTIONS.map((key) => [key, `${key} text`])), 0);
      await save(ada, advisorId, { executive_summary: 'one', technical_approach: 'two' }, 0);
      const list = (await call(ada, 'GET', '/api/me/responses')).json<ResponsesList>();
      expect(list.counts).toEqual({ all: 2, ready: 1, in_progress: 1 });
      expect(list.responses.map((r) => [r.tender_id, r.compliance.score, r.readiness])).toEqual([
        [advisorId, 47, 'in_progress'],
        [courierId, 100, 'ready'],
      ]);
      expect(list.responses[1]).toMatchObject({
        status: 'draft',
        word_count: 12,
        tender: { found: true, title: 'Weekly Courier Services - Hospital Operations' },
      });
      expect(list.responses[1]).not.toHaveProperty('sections');

      const ready = (await call(ada, 'GET', '/api/me/responses?filter=ready')).json<ResponsesList>();
      expect(ready.responses.map((r) => r.tender_id)).toEqual([courierId]);
      const inProgress = (
        await call(ada, 'GET', '/api/me/responses?filter=in_progress')
      ).json<ResponsesList>();
      expect(inProgress.responses.map((r) => r.tender_id)).toEqual([advisorId]);
      const search = (await call(ada, 'GET', '/api/me/responses?search=advisor-13')).json<ResponsesList>();
      expect(search.responses.map((r) => r.tender_id)).toEqual([advisorId]);
      expect(
        (await call(ada, 'GET', '/api/me/responses?search=CB-COURIER')).json<ResponsesList>().responses,
      ).toHaveLength(1);
      expect((await call(ada, 'GET', '/api/me/responses?filter=bogus')).statusCode).toBe(400);
    });

    it("lists in the request's language: French for a French caller, `?language=` overriding", async () => {
      await save(ada, courierId, { executive_summary: 'Sommaire.' }, 0);
      const listIn = async (url: string, language: string) =>
        (
          await t.app.inject({ method: 'GET', url, headers: { ...ada.headers, 'accept-language': language } })
        ).json<ResponsesList>().responses[0]?.tender;
      expect(await listIn('/api/me/responses', 'fr-CA,fr;q=0.9,en;q=0.5')).toMatchObject({
        title: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
        organization: 'Ministère des Services aux Autochtones (SAC)',
        status: 'Ouvert',
      });
      expect(await listIn('/api/me/responses', 'en-CA')).toMatchObject({
        title: 'Weekly Courier Services - Hospital Operations',
        status: 'Open',
      });
      expect(await listIn('/api/me/responses?language=eng', 'fr')).toMatchObject({
        title: 'Weekly Courier Services - Hospital Operations',
      });
    });
  });

  describe('drafting with the built-in composer', () => {
    it('fills every section from the tender and the company profile, naming its requirements', async () => {
      const onboarding = await call(ada, 'PUT', '/api/auth/onboarding', {
        company_profile: PROFILE,
        onboarding_complete: true,
      });
      expect(onboarding.statusCode).toBe(200);
      const result = await generate(ada, courierId);
      expect(result.engine).toBe('builtin');
      expect(result.sections.map((s) => s.section)).toEqual([...ALL_SECTIONS]);
      const text = Object.fromEntries(result.sections.map((s) => [s.section, s.text]));
      for (const key of ALL_SECTIONS) expect(text[key]?.length, key).toBeGreaterThan(80);
      expect(text.executive_summary).toContain('Prairie Logistics Ltd.');
      expect(text.executive_summary).toContain('Weekly Courier Services - Hospital Operations');
      expect(text.executive_summary).toContain('"Highest Combined Rating of Technical Merit and Price"');
      expect(text.technical_approach).toContain('road transport of letters and parcels');
      expect(text.technical_approach).toContain('Manitoba');
      expect(text.timeline).toContain('March 1, 2026 to March 31, 2027 (13 months)');
      expect(text.budget).toContain('The notice does not disclose a contract value');
      expect(text.budget).toContain('firm fixed price');
      expect(text.additional_info).toContain('1000262320A');
      // The company's ISO 9001 is named as a quality system; nothing is claimed that the profile does not hold.
      expect(text.technical_approach).toContain('ISO 9001');
      expect(Object.values(text).join(' ')).not.toMatch(/Indigenous business\. /);

      // Each paragraph lists the tender facts it answers.
      const summary = result.sections.find((s) => s.section === 'executive_summary');
      const facts = summary?.paragraphs.flatMap((p) =>
        (p.facts as Array<{ label: string }>).map((f) => f.label),
      );
      expect(facts).toEqual(
        expect.arrayContaining([
          'Evaluation basis: Highest Combined Rating of Technical Merit and Price',
          'Contract period: March 1, 2026 to March 31, 2027, 13 months',
          'Delivery regions: Manitoba, National',
        ]),
      );
    });

    it('writes a different draft for a different tender, naming its own requirements', async () => {
      await call(ada, 'PUT', '/api/auth/onboarding', { company_profile: PROFILE, onboarding_complete: true });
      const courier = await generate(ada, courierId, ['executive_summary', 'project_team', 'budget']);
      const advisor = await generate(ada, advisorId, ['executive_summary', 'project_team', 'budget']);
      const textOf = (result: typeof courier, key: string) =>
        result.sections.find((s) => s.section === key)?.text;
      expect(textOf(advisor, 'executive_summary')).not.toEqual(textOf(courier, 'executive_summary'));
      expect(textOf(advisor, 'project_team')).toContain('Top Secret security clearance');
      expect(textOf(advisor, 'project_team')).toContain('already holds an organisation security clearance');
      expect(textOf(advisor, 'executive_summary')).toContain('National Capital Region (NCR)');
      expect(textOf(advisor, 'budget')).toContain('lowest compliant price');
      expect(textOf(courier, 'project_team')).not.toContain('Top Secret');
      expect(textOf(courier, 'budget')).not.toContain('lowest compliant price');
    });

    it('marks gaps instead of inventing company facts when there is no profile', async () => {
      const result = await generate(bob, courierId, ['executive_summary']);
      expect(result.sections[0]?.text).toContain('[To complete:');
      expect(result.sections[0]?.text).toContain('add it in Settings → Company.]');
      expect(result.sections[0]?.text).toContain('Test Co.');
    });

    it('streams NDJSON events: start, deltas, each section, done', async () => {
      const response = await call(ada, 'POST', `/api/me/responses/${advisorId}/generate`, {
        sections: ['project_team', 'timeline'],
        stream: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const events = response.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as GenerateStreamEvent);
      expect(events[0]).toEqual({
        type: 'start',
        engine: 'builtin',
        model: null,
        sections: ['project_team', 'timeline'],
      });
      expect(events.at(-1)).toEqual({ type: 'done' });
      const sections = events.filter((event) => event.type === 'section');
      expect(sections.map((event) => event.section)).toEqual(['project_team', 'timeline']);
      const deltas = events.filter((event) => event.type === 'delta' && event.section === 'timeline');
      expect(
        deltas
          .map((event) => (event.type === 'delta' ? event.text : ''))
          .join('')
          .trim(),
      ).toBe(sections[1]?.type === 'section' ? sections[1].text : '');
    });

    it('refuses an empty or unknown section list and an unknown tender', async () => {
      const empty = await call(ada, 'POST', `/api/me/responses/${courierId}/generate`, { sections: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ detail: string }>().detail).toMatch(/Choose at least one section to generate/);
      const unknown = await call(ada, 'POST', `/api/me/responses/${courierId}/generate`, {
        sections: ['pricing'],
      });
      expect(unknown.statusCode).toBe(400);
      const missing = await call(ada, 'POST', '/api/me/responses/cb-000-00000000/generate', {
        sections: ['budget'],
      });
      expect(missing.statusCode).toBe(404);
    });

    it("writes Canadian French from the tender's own French fields, naming its requirements", async () => {
      await call(ada, 'PUT', '/api/auth/onboarding', { company_profile: PROFILE, onboarding_complete: true });
      const draft = async (id: string) => {
        const response = await call(ada, 'POST', `/api/me/responses/${id}/generate`, {
          sections: [...ALL_SECTIONS],
          language: 'fra',
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json<{
          engine: string;
          language: string;
          sections: Array<{
            section: string;
            text: string;
            paragraphs: Array<{ facts: Array<{ id: string }> }>;
          }>;
        }>();
        expect(result).toMatchObject({ engine: 'builtin', language: 'fra' });
        return result;
      };
      const courier = await draft(courierId);
      const text = Object.fromEntries(courier.sections.map((s) => [s.section, s.text]));
      for (const key of ALL_SECTIONS) expect(text[key]?.length, key).toBeGreaterThan(80);
      // The tender's French title, organisation, criteria, commodities and description, never the English ones.
      expect(text.executive_summary).toContain(
        'a le plaisir de présenter au ministère des Services aux Autochtones (SAC) sa soumission en réponse à l’appel d’offres «\u00a0Services de messagerie hebdomadaires - Fonctionnement des hôpitaux\u00a0»',
      );
      expect(text.executive_summary).toContain(
        'Cote combinée la plus élevée pour le mérite technique et le prix',
      );
      expect(text.executive_summary).toContain('Un service de messagerie doit fournir toute la main-d');
      expect(text.executive_summary).toContain(
        'Prairie Logistics Ltd. est une petite entreprise de 2 à 20 personnes du secteur du transport',
      );
      expect(text.technical_approach).toContain('transport routier de lettres et de colis');
      expect(text.technical_approach).toContain('L’avis précise');
      expect(text.technical_approach).toContain('système de gestion de la qualité ISO 9001');
      expect(text.timeline).toContain('du 1er mars 2026 au 31 mars 2027 (13\u00a0mois)');
      expect(text.budget).toContain('L’avis ne divulgue pas la valeur du contrat');
      expect(text.budget).toContain('un prix fixe ferme pour chaque livrable');
      expect(text.additional_info).toContain('Accord de libre-échange Canada-Colombie');
      const all = Object.values(text).join('\n');
      expect(all).not.toMatch(
        /Weekly Courier|Road transport|Indigenous Services Canada|\bThe notice\b|\bWe will\b/,
      );
      // The paragraphs still report the requirements they answer.
      const factIds = courier.sections.flatMap((s) => s.paragraphs.flatMap((p) => p.facts.map((f) => f.id)));
      expect(factIds).toEqual(
        expect.arrayContaining(['evaluation', 'deliverable-1', 'schedule', 'delivery-regions']),
      );

      // Another tender: its own French requirements (Top Secret, lowest price, the NCR).
      const advisor = await draft(advisorId);
      const advisorText = Object.fromEntries(advisor.sections.map((s) => [s.section, s.text]));
      expect(advisorText.project_team).toContain('L’avis exige la cote de sécurité de niveau Très secret');
      expect(advisorText.project_team).toContain('détient déjà une attestation de sécurité d’organisation');
      expect(advisorText.executive_summary).toContain('Région de la capitale nationale (RCN)');
      expect(advisorText.executive_summary).toContain('«\u00a0Prix le plus bas\u00a0»');
      expect(advisorText.budget).toContain('afin d’offrir le prix conforme le plus bas');
      expect(advisorText.technical_approach).toContain('services de personnels temporaires');
      expect(text.project_team).not.toContain('Très secret');
      const advisorFacts = advisor.sections.flatMap((s) =>
        s.paragraphs.flatMap((p) => p.facts.map((f) => f.id)),
      );
      expect(advisorFacts).toEqual(expect.arrayContaining(['security-clearance', 'evaluation']));
    });
  });

  describe('export', () => {
    let tmp: string;
    beforeAll(async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'responses-export-'));
    });
    afterAll(async () => {
      await rm(tmp, { recursive: true, force: true });
    });

    it('exports a Word document holding the title, reference and the six sections', async () => {
      await save(
        ada,
        courierId,
        { executive_summary: 'Our summary & <promise>.', budget: 'Line one\nLine two' },
        0,
      );
      const response = await call(ada, 'GET', `/api/me/responses/${courierId}/export?format=docx`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="response-${courierId}.docx"`,
      );
      const file = path.join(tmp, 'response.docx');
      await writeFile(file, response.rawPayload);
      const xml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString('utf8');
      expect(xml).toContain('Weekly Courier Services - Hospital Operations');
      expect(xml).toContain(`Reference: ${courierId}`);
      for (const title of [
        'Executive Summary',
        'Technical Approach',
        'Project Team',
        'Timeline &amp; Milestones',
        'Budget &amp; Pricing',
        'Additional Information',
      ]) {
        expect(xml).toContain(title);
      }
      expect(xml).toContain('Our summary &amp; &lt;promise&gt;.');
      expect(xml).toContain('(This section is empty.)');
    });

    it("exports in the request's language: a French Word document and PDF for a French caller", async () => {
      await save(ada, courierId, { executive_summary: 'Notre sommaire.' }, 0);
      const french = { ...ada.headers, 'accept-language': 'fr-CA' };
      const docx = await t.app.inject({
        method: 'GET',
        url: `/api/me/responses/${courierId}/export?format=docx`,
        headers: french,
      });
      expect(docx.statusCode).toBe(200);
      const file = path.join(tmp, 'reponse.docx');
      await writeFile(file, docx.rawPayload);
      const xml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString('utf8');
      expect(xml).toContain('Services de messagerie hebdomadaires - Fonctionnement des hôpitaux');
      expect(xml).toContain(`Référence : ${courierId}`);
      expect(xml).toContain('État : Ébauche');
      for (const title of ['Sommaire', 'Approche technique', 'Échéancier et jalons', 'Budget et prix']) {
        expect(xml).toContain(title);
      }
      expect(xml).toContain('(Cette section est vide.)');
      expect(xml).not.toContain('Executive Summary');

      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/me/responses/${courierId}/export?format=pdf`,
        headers: french,
      });
      const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
      expect(text).toContain('Approche technique');
      expect(text).toContain('Renseignements supplémentaires');
      expect(text).toContain('Notre sommaire.');
      expect(text).not.toContain('Technical Approach');
    });

    it('quotes the notice in whole sentences, in italics, with the save time in Eastern time, in both languages', async () => {
      await call(ada, 'PUT', '/api/auth/onboarding', { company_profile: PROFILE, onboarding_complete: true });
      const exported = async (language: 'en' | 'fr') => {
        const headers = { ...ada.headers, 'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA' };
        const generated = await t.app.inject({
          method: 'POST',
          url: `/api/me/responses/${courierId}/generate`,
          headers,
          payload: { sections: ['executive_summary'] },
        });
        const summary = generated.json<{ sections: Array<{ text: string }> }>().sections[0]!.text;
        const stored = await draftOf(ada, courierId);
        await save(ada, courierId, { executive_summary: summary }, stored.version);
        const get = (format: string) =>
          t.app.inject({
            method: 'GET',
            url: `/api/me/responses/${courierId}/export?format=${format}`,
            headers,
          });
        const file = path.join(tmp, `quoted-${language}.docx`);
        await writeFile(file, (await get('docx')).rawPayload);
        const xml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString('utf8');
        const { text } = await extractText(new Uint8Array((await get('pdf')).rawPayload), {
          mergePages: true,
        });
        return { summary, xml, text };
      };
      const english = await exported('en');
      const quote = /states it: "([^"]+)"/.exec(english.summary)?.[1] ?? '';
      expect(quote).toMatch(/^A courier service is required .*\.$/);
      expect(english.summary).not.toMatch(/\w…/);
      // The quote is its own italic run in Word.
      expect(english.xml).toMatch(/<w:i\/>.*A courier service is required/);
      expect(english.xml).toMatch(/last saved \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. ET/);
      expect(english.text).toMatch(/last saved .* ET/);
      expect(english.xml + english.text).not.toContain('UTC');

      const french = await exported('fr');
      expect(french.summary).toMatch(/l’avis le décrit\u00a0: «\u00a0.+\.\u00a0»/);
      expect(french.xml).toMatch(/dernier enregistrement le .* à \d{1,2} h( \d{2})? HE/);
      expect(french.text).toMatch(/dernier enregistrement le .* HE/);
      expect(french.xml + french.text).not.toContain('UTC');
    });

    it('exports a PDF', async () => {
      await save(ada, courierId, { executive_summary: 'Our summary.' }, 0);
      const response = await call(ada, 'GET', `/api/me/responses/${courierId}/export?format=pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(1000);
      const bad = await call(ada, 'GET', `/api/me/responses/${courierId}/export?format=rtf`);
      expect(bad.statusCode).toBe(400);
    });
  });
});
