import {
  BUILT_IN_FEATURE_FLAG_DEFAULTS,
  matchRoutePath,
  routeKey,
  type NotificationsResponse,
  type ReviewStats,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteResponseInput,
} from '@tenderscout/domain';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  /** The path parameters when the handler's key is a pattern (`GET /api/tenders/:id`), else empty. */
  params: Record<string, string>;
  search: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A handler may answer at once or later (a promise), e.g. to hold a call while a loading state is checked. */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * Requests no handler was registered for, since the last check. setup.ts fails the test that made them: a screen
 * test states every call the screen makes, so a new or misspelled call cannot pass as "the server said 404".
 */
let unhandled: string[] = [];
/** Answers of contract routes (see `route`) that the real API could not give, since the last check. */
let violations: string[] = [];
/** Bumped at each check, so a fake left behind by a finished test cannot blame the next one. */
let testRound = 0;

/** The unhandled requests since the last call, each as `METHOD /path?query`; the list starts afresh. */
export const takeUnhandledRequests = (): string[] => {
  const taken = unhandled;
  unhandled = [];
  testRound += 1;
  return taken;
};

/** The contract violations since the last call, each naming the route and what its answer got wrong. */
export const takeContractViolations = (): string[] => {
  const taken = violations;
  violations = [];
  return taken;
};

const answerOf = async (handler: FakeHandler, request: FakeRequest): Promise<Response> => {
  const answer = (await handler(request)) ?? {
    status: 404,
    body: { detail: `Not found: ${request.method} ${request.path}` },
  };
  const status = answer.status ?? 200;
  return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

/** The handler for a call: the one keyed by its very path, else one keyed by a path pattern it matches. */
const handlerFor = (
  handlers: Record<string, FakeHandler>,
  method: string,
  pathname: string,
): { handler: FakeHandler; params: Record<string, string> } | undefined => {
  const exact = handlers[`${method} ${pathname}`];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(handlers)) {
    const [keyMethod, pattern = ''] = key.split(' ');
    if (keyMethod !== method || !pattern.includes('/:')) continue;
    const params = matchRoutePath(pattern, pathname);
    if (params) return { handler, params };
  }
  return undefined;
};

/**
 * Stands in for the server in route and component tests: `fetch` answers from handlers keyed by
 * `'METHOD /path'` (a path may be a pattern, `'GET /api/tenders/:id'`; see also `route`) (a handler that answers nothing answers 404 `{ detail }`, like the real API). A call with no
 * handler rejects like a network failure and fails the test (see setup.ts); a test that expects a 404 registers
 * it. Every call is recorded.
 */
export const installFakeApi = (handlers: Record<string, FakeHandler>) => {
  const calls: FakeRequest[] = [];
  const round = testRound;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const found = handlerFor(handlers, method, url.pathname);
    const params = found?.params ?? {};
    const request = { method, path: url.pathname, params, search: url.searchParams, body };
    calls.push(request);
    if (found) return answerOf(found.handler, request);
    const call = `${method} ${url.pathname}${url.search}`;
    if (round === testRound) unhandled.push(call);
    throw new TypeError(`The fake API has no handler for ${call}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
};

/** A 2xx answer of a route: its body as the route's response schema allows. */
type RouteAnswer<C extends RouteContract> = C extends { status: 204 }
  ? { status: 204; body?: undefined }
  : { status?: 200 | 201; body: RouteResponseInput<C> };

/** What a fake route may answer: what the contract allows, or an error (the standard `{ key?, detail }`). */
export type FakeRouteAnswer<C extends RouteContract> =
  | RouteAnswer<C>
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503; body?: unknown };

/** A request to a contract route: its path parameters and body typed by the contract. */
export type FakeRouteRequest<C extends RouteContract> = Omit<FakeRequest, 'params' | 'body'> & {
  params: RouteParams<C>;
  body: RouteBody<C>;
};

/**
 * A handler for one route of the API contract (packages/domain contracts), to spread into `installFakeApi`'s
 * handlers: `{ ...route(searchApi.search, () => ({ body: makeSearchResponse() })) }`. The key is the contract's
 * method and path; a success answer is checked against the contract's response schema and sent as the server
 * would serialise it, and one the real API could not give fails the test (see setup.ts).
 */
export const route = <C extends RouteContract>(
  contract: C,
  handler: (
    request: FakeRouteRequest<C>,
  ) => FakeRouteAnswer<C> | undefined | Promise<FakeRouteAnswer<C> | undefined>,
): Record<string, FakeHandler> => ({
  [routeKey(contract)]: async (request) => {
    const answer = await handler(request as FakeRouteRequest<C>);
    const status = answer?.status ?? 200;
    if (!answer || status >= 300 || contract.status === 204) return answer;
    const parsed = contract.response.safeParse(answer.body);
    if (parsed.success) return { status, body: parsed.data };
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    const call =
      request.path === contract.path ? routeKey(contract) : `${routeKey(contract)} (${request.path})`;
    const violation = `${call} answered a body its contract does not allow:\n    ${problems.join('\n    ')}`;
    if (!violations.includes(violation)) violations.push(violation);
    return { status: 500, body: { detail: 'The fake API answered what the contract does not allow' } };
  },
});

/**
 * What the signed-in layout asks around every screen: the notifications bell and the Saved count (while the
 * saved_tenders flag is on), both empty. A test about either puts its own handler after these.
 */
export const signedInLayoutHandlers: Record<string, FakeHandler> = {
  'GET /api/me/notifications': () => ({
    body: { notifications: [], unread_count: 0 } satisfies NotificationsResponse,
  }),
  'GET /api/me/reviews/stats': () => ({
    body: {
      total: 0,
      saved: 0,
      not_applicable: 0,
      today: { total: 0, saved: 0, not_applicable: 0 },
      time_zone: 'America/Toronto',
    } satisfies ReviewStats,
  }),
};

const encode = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** A stored session as the login flow leaves it (token valid for an hour). */
export const signInAs = (user: Record<string, unknown>) => {
  const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({
      email: 'ada@example.ca',
      role: 'user',
      onboarding_complete: true,
      // The server always sends every flag; a test overrides the ones it is about.
      feature_flags: { ...BUILT_IN_FEATURE_FLAG_DEFAULTS },
      ...user,
    }),
  );
};

/** Home's "Recommended for your company" for a user without a company profile: it asks for one. */
export const noCompanyProfileHandlers: Record<string, FakeHandler> = {
  'GET /api/me/ai-profile': () => ({ body: { profile: null, source: 'none', updated_at: null } }),
};

/**
 * What Home asks besides the newest tenders (a search): the public counts, the draft count and the company
 * profile (none), for tests that pass through Home on the way (after onboarding, after sign-in).
 */
export const homeHandlers: Record<string, FakeHandler> = {
  ...noCompanyProfileHandlers,
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
  'GET /api/me/responses': () => ({ body: { responses: [], counts: { all: 0, ready: 0, in_progress: 0 } } }),
};
