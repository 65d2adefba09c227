import type { GenerateStreamEvent } from '@tenderscout/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient, LlmError } from '../src/lib/llm-client';
import { createTestUser, type TestUser } from './support/accounts';
import { advisorNotice } from './support/notices';
import {
  answerError,
  answerJson,
  stall,
  startFakeLlmServer,
  streamText,
  type FakeLlmServer,
} from './support/openai-compatible-server';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { makeTextPdf, multipartBody } from './documents-fixtures';

const WRITTEN =
  'All resources will hold Top Secret clearance before starting.\n\nWe staff the role in the National Capital Region within two weeks.';

describe('LLM client (OpenAI-compatible chat completions)', () => {
  let llm: FakeLlmServer;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
  });
  afterAll(async () => {
    await llm.close();
  });
  beforeEach(() => {
    llm.seen = [];
  });

  it('posts model, messages and stream to {base}/chat/completions with the key, and reads the SSE stream', async () => {
    llm.behaviour = streamText('Hello from the model, in pieces.', 5);
    const client = createLlmClient({ baseUrl: `${llm.baseUrl}/`, model: 'gpt-test', apiKey: 'sk-test' });
    const pieces: string[] = [];
    for await (const piece of client.stream([{ role: 'user', content: 'Hi' }], { temperature: 0.2 })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Hello from the model, in pieces.');
    expect(llm.seen).toEqual([
      {
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-test',
        body: {
          model: 'gpt-test',
          messages: [{ role: 'user', content: 'Hi' }],
          stream: true,
          temperature: 0.2,
        },
      },
    ]);
  });

  it('reads a server that answers one JSON body instead of a stream', async () => {
    llm.behaviour = answerJson('A whole answer.');
    const client = createLlmClient({ baseUrl: llm.baseUrl, model: 'local' });
    expect(await client.complete([{ role: 'user', content: 'Hi' }])).toBe('A whole answer.');
    expect(llm.seen[0]?.authorization).toBeUndefined();
  });

  it("names the status and the server's message on an HTTP error, never the key", async () => {
    llm.behaviour = answerError(401, 'Incorrect API key provided');
    const client = createLlmClient({ baseUrl: llm.baseUrl, model: 'gpt-test', apiKey: 'sk-secret-123' });
    const error = await client.complete([{ role: 'user', content: 'Hi' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('http');
    expect((error as LlmError).message).toBe(
      `The language model at ${llm.baseUrl}/chat/completions answered 401 for model gpt-test: Incorrect API key provided`,
    );
    expect((error as LlmError).message).not.toContain('sk-secret-123');
  });

  it('gives up after the time-out, even mid-stream', async () => {
    llm.behaviour = stall;
    const client = createLlmClient({ baseUrl: llm.baseUrl, model: 'slow', timeoutMs: 300 });
    const started = Date.now();
    const error = await client.complete([{ role: 'user', content: 'Hi' }]).catch((e: unknown) => e);
    expect((error as LlmError).kind).toBe('timeout');
    expect((error as LlmError).message).toMatch(/did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports an unreachable endpoint', async () => {
    const client = createLlmClient({ baseUrl: 'http://127.0.0.1:9/v1', model: 'none' });
    const error = await client.complete([{ role: 'user', content: 'Hi' }]).catch((e: unknown) => e);
    expect((error as LlmError).kind).toBe('unreachable');
  });
});

describe(`drafting through a configured LLM endpoint (${testEngine()} store)`, () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let ada: TestUser;
  /** Temporary Help Services (DND, NCR, Top Secret, lowest price). */
  let advisor: string;

  beforeAll(async () => {
    llm = await startFakeLlmServer(streamText(WRITTEN));
    t = await createTestApp({
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'bid-writer-1',
      LLM_API_KEY: 'sk-local',
    });
    advisor = await createTender(t, advisorNotice());
    ada = await createTestUser(t, { name: 'Ada' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: ada.headers,
      payload: {
        company_profile: {
          companyName: 'Capital Advisors Inc.',
          companySize: 'medium',
          industry: 'Professional Services',
          primaryServices: ['IT Consulting'],
          targetRegions: ['Ontario'],
          certifications: ['Security Clearance'],
          averageContractValue: '500k-1m',
          preferredContractTypes: ['Time & Materials'],
          experienceLevel: 'veteran',
        },
        onboarding_complete: true,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.seen = [];
    llm.behaviour = streamText(WRITTEN);
  });

  const generate = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/me/responses/${advisor}/generate`,
      headers: ada.headers,
      payload,
    });

  it("sends a prompt carrying the tender's requirements and the company profile, one call per section", async () => {
    const response = await generate({ sections: ['project_team', 'budget'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(llm.seen).toHaveLength(2);
    const [first] = llm.seen;
    expect(first?.authorization).toBe('Bearer sk-local');
    expect(first?.body).toMatchObject({ model: 'bid-writer-1', stream: true });
    const [system, user] = first?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write only the "Project Team" section, in English');
    expect(system?.content).toContain('Never invent');
    expect(user?.content).toContain(`Reference number: ${advisor}`);
    expect(user?.content).toContain('Evaluation basis: Lowest Price');
    expect(user?.content).toContain(
      '- Security clearance: Top Secret (notice: "Resource(s) Minimum Security Level',
    );
    expect(user?.content).toMatch(
      /REQUIREMENTS TO ANSWER IN THE PROJECT TEAM SECTION\n- Security clearance: Top Secret/,
    );
    expect(user?.content).toContain('Name: Capital Advisors Inc.');
    expect(user?.content).toContain('Certifications held: Security Clearance');
    expect(llm.seen[1]?.body.messages[0]?.content).toContain('Write only the "Budget & Pricing" section');
  });

  it("gives the model the caller's own uploads only, labelled as theirs, never as the notice", async () => {
    const bob = await createTestUser(t, { name: 'Bob', flags: { pdf_upload: true } });
    const body = multipartBody(
      { tender_id: advisor },
      { name: 'bob-notes.pdf', bytes: makeTextPdf(1, 'Our insurance covers 5 million. Keyword zebrafinch.') },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bob.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json<{ document: { id: string } }>().document.id;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const row = await t.store.db
        .selectFrom('tender_documents')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const bobDraft = await t.app.inject({
      method: 'POST',
      url: `/api/me/responses/${advisor}/generate`,
      headers: bob.headers,
      payload: { sections: ['project_team'] },
    });
    expect(bobDraft.statusCode, bobDraft.body).toBe(200);
    const bobPrompt = llm.seen[0]?.body.messages[1]?.content ?? '';
    expect(bobPrompt).toContain('YOUR UPLOADED DOCUMENTS');
    expect(bobPrompt).toMatch(/- Your uploaded document "bob-notes\.pdf": .*zebrafinch/);
    expect(bobPrompt).not.toMatch(/notice: "[^"]*zebrafinch/);
    llm.seen = [];
    expect((await generate({ sections: ['project_team'] })).statusCode).toBe(200);
    const adaPrompt = llm.seen[0]?.body.messages[1]?.content ?? '';
    expect(adaPrompt).not.toContain('zebrafinch');
    expect(adaPrompt).not.toContain('YOUR UPLOADED DOCUMENTS');
  });

  it("returns the model's text with each paragraph's tender facts", async () => {
    const result = (await generate({ sections: ['project_team'] })).json<{
      engine: string;
      model: string;
      sections: Array<{ text: string; paragraphs: Array<{ text: string; facts: Array<{ id: string }> }> }>;
    }>();
    expect(result.engine).toBe('llm');
    expect(result.model).toBe('bid-writer-1');
    expect(result.sections[0]?.text).toBe(WRITTEN);
    expect(result.sections[0]?.paragraphs.map((p) => p.facts.map((f) => f.id))).toEqual([
      ['security-clearance'],
      ['delivery-regions'],
    ]);
  });

  it('streams the model text to the editor as it arrives', async () => {
    const response = await generate({ sections: ['project_team'], stream: true });
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GenerateStreamEvent);
    expect(events[0]).toMatchObject({ type: 'start', engine: 'llm', model: 'bid-writer-1' });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(WRITTEN);
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it("answers 503 with 'Failed to generate content' and the reason when the endpoint fails", async () => {
    llm.behaviour = answerError(500, 'model overloaded');
    const response = await generate({ sections: ['budget'] });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toMatch(
      /^Failed to generate content: The language model at .* answered 500 for model bid-writer-1: model overloaded$/,
    );
  });

  it('ends a stream with an error event when the endpoint fails mid-way', async () => {
    llm.behaviour = answerError(429, 'rate limited');
    const response = await generate({ sections: ['budget', 'timeline'], stream: true });
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GenerateStreamEvent);
    expect(events.at(-1)).toMatchObject({ type: 'error', section: 'budget' });
    expect(llm.seen).toHaveLength(1);
  });

  it('writes in French when asked, through the model', async () => {
    llm.behaviour = streamText('Tout le personnel détiendra la cote Très secret.');
    const response = await generate({ sections: ['project_team'], language: 'fra' });
    expect(response.statusCode).toBe(200);
    expect(llm.seen[0]?.body.messages[0]?.content).toContain('in French (Canadian)');
  });
});
