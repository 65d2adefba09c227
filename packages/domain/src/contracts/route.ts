import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a route's success answer: 200 unless the contract says otherwise. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * One API route as the server, the web client and the web tests' fake API all see it: its method and path
 * (Fastify's syntax, `/api/tenders/:id`), the schemas of its path parameters, query string and body, and the
 * schema of its success answer. The server validates requests and serialises answers with these schemas; the
 * web's `callRoute` types its calls from them; the fake API checks its answers against `response`.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly status?: SuccessStatus;
  readonly response: z.ZodType;
}

/** A route contract, its method and path kept as literal types. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a caller fills: the `params` schema's input, else one string per `:name` of the path. */
export type RouteParams<C extends RouteContract> = C extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : { [Name in PathParamNames<C['path']>]: string };

/** The query string a caller sends (the `query` schema's input), or undefined when the route takes none. */
export type RouteQuery<C extends RouteContract> = C extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The body a caller sends (the `body` schema's input), or undefined when the route takes none. */
export type RouteBody<C extends RouteContract> = C extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The success answer as a caller reads it (after the server's serialisation by `response`); none for a 204. */
export type RouteResponse<C extends RouteContract> = C extends { status: 204 }
  ? undefined
  : z.output<C['response']>;

/** The success answer as a handler may give it (before the server's serialisation by `response`). */
export type RouteResponseInput<C extends RouteContract> = z.input<C['response']>;

/** The key the route is known by: `POST /api/search`. */
export const routeKey = (contract: RouteContract): string => `${contract.method} ${contract.path}`;

/** The route's path with its `:name` parameters filled in (each URL-encoded). */
export const routePath = (contract: RouteContract, params: Record<string, unknown> = {}): string =>
  contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new Error(`${routeKey(contract)}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(value);
  });

/**
 * The path parameters of `pathname` when it matches the route's path pattern (`/api/tenders/:id` matches
 * `/api/tenders/cb-1` as `{ id: 'cb-1' }`), else null.
 */
export const matchRoutePath = (pattern: string, pathname: string): Record<string, string> | null => {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) return null;
  }
  return params;
};
