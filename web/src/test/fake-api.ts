import { BUILT_IN_FEATURE_FLAG_DEFAULTS } from '@tenderscout/domain';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
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
 * Stands in for the server in route and component tests: `fetch` answers from handlers keyed by
 * `'METHOD /path'`; unknown calls answer 404 `{ detail }`, like the real API. Every call is recorded.
 */
export const installFakeApi = (handlers: Record<string, FakeHandler>) => {
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, search: url.searchParams, body };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = (await handler?.(request)) ?? {
      status: 404,
      body: { detail: `Not found: ${method} ${url.pathname}` },
    };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
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
