import type { NlSearchResponse, TenderAiSummary } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_IDS, loadAiCorpus } from './ai-corpus';
import { createTestUser, type TestUser } from './support/accounts';
import {
  answerError,
  answerJson,
  startFakeLlmServer,
  streamText,
  type FakeLlmServer,
} from './support/openai-compatible-server';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

let t: TestApp;
let llm: FakeLlmServer;
let user: TestUser;

const nlSearch = async (query: string): Promise<NlSearchResponse> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/search/natural-language',
    headers: user.headers,
    payload: { query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NlSearchResponse>();
};

const VALID = {
  search_terms: 'software development',
  regions: ['British Columbia'],
  categories: [],
  organizations: [],
  closing_from: null,
  closing_to: null,
  published_from: null,
  published_to: null,
  value_min: null,
  value_max: null,
  security_clearance_required: null,
  indigenous_set_aside: null,
  canadian_made: null,
  experience_required: null,
  status: 'open',
};

beforeAll(async () => {
  llm = await startFakeLlmServer();
  t = await createTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-test',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  await loadAiCorpus(t, { embed: false });
  user = await createTestUser(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await llm?.close();
});

describe(`natural-language search with an LLM (${testEngine()} store)`, () => {
  it('uses the structure the model proposes when it is valid', async () => {
    llm.seen = [];
    llm.behaviour = answerJson(JSON.stringify({ ...VALID, regions: ['BC'] }));
    // The words alone say nothing about a province: the region comes from the model.
    const body = await nlSearch('programmers needed out west');
    expect(body.search_explanation?.parser).toBe('llm');
    expect(body.search_explanation?.fallback_reason).toBeNull();
    expect(body.interpreted).toMatchObject({
      search_terms: 'software development',
      regions: ['British Columbia'],
    });
    expect(body.results.map((result) => result.id)).toEqual([AI_IDS.softwareBc]);
    const request = llm.seen[0]!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.body.messages[0]!.content).toContain('Today is ');
    expect(request.body.messages[1]!.content).toBe('programmers needed out west');
  });

  it.each([
    [
      'an answer outside the schema',
      answerJson(JSON.stringify({ ...VALID, regions: ['Atlantis'] })),
      /did not match the filter schema/,
    ],
    [
      'an unknown field',
      answerJson(JSON.stringify({ ...VALID, budget: 'lots' })),
      /did not match the filter schema/,
    ],
    [
      'an answer that is not JSON',
      answerJson('Sure! Here are your filters: Ontario.'),
      /not answer with JSON/,
    ],
    ['an answer without search terms', answerJson('{"regions": []}'), /no search_terms/],
    ['an HTTP error', answerError(500, 'model overloaded'), /did not answer.*model overloaded/],
  ])('falls back to the built-in parser on %s', async (_name, behaviour, reason) => {
    llm.behaviour = behaviour;
    const body = await nlSearch('software development in Ontario, no security clearance');
    const explanation = body.search_explanation!;
    expect(explanation.parser).toBe('built-in');
    expect(explanation.fallback_reason).toMatch(reason);
    expect(body.interpreted).toMatchObject({
      search_terms: 'software development',
      regions: ['Ontario'],
      security_clearance_required: false,
    });
    expect(body.results.map((result) => result.id)).toContain(AI_IDS.softwareOntario);
    expect(body.results.map((result) => result.id)).not.toContain(AI_IDS.softwareBc);
  });
});

describe('tender summary with an LLM', () => {
  it('is written by the model from the tender facts', async () => {
    llm.seen = [];
    llm.behaviour = streamText(
      'The department buys a cybersecurity assessment in Toronto. Staff need Secret clearance.',
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${AI_IDS.cyberSecret}/summary`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<TenderAiSummary>();
    expect(summary).toMatchObject({ source: 'llm', model: 'test-model', fallback_reason: null });
    expect(summary.summary).toBe(
      'The department buys a cybersecurity assessment in Toronto. Staff need Secret clearance.',
    );
    expect(summary.disqualifiers.join(' ')).toContain('Secret');
    expect(llm.seen[0]!.body.messages[1]!.content).toContain(
      'Mandatory requirements: Security clearance: Secret',
    );
  });

  it('falls back to the built-in summary when the model fails', async () => {
    llm.behaviour = answerError(503, 'down for maintenance');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${AI_IDS.softwareBc}/summary`,
      headers: user.headers,
    });
    const summary = response.json<TenderAiSummary>();
    expect(summary.source).toBe('built-in');
    expect(summary.fallback_reason).toContain('down for maintenance');
    expect(summary.summary).toContain('Software development for a fisheries data platform');
  });
});
