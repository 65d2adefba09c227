import { errorBodySchema, type RouteContract, type SuccessStatus } from '@tenderscout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertSignedIn } from '../../lib/access-policy';
import type { appErrorStatus } from '../../lib/app-error';
import type { Principal } from './principal';

/** An auth guard (app.requireUser, requireFlag(…), …): an onRequest hook that answers 401/403 itself. */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The signed-in caller of a route behind an auth guard; 401 (`auth.notAuthenticated`) when there is none. */
export const principalOf = (request: FastifyRequest): Principal => assertSignedIn(request.principal);

/** The signed-in caller's id, or null for an anonymous one (open-data calls that personalise when they can). */
export const viewerIdOf = (request: FastifyRequest): string | null => request.principal?.userId ?? null;

type ErrorStatus = (typeof appErrorStatus)[keyof typeof appErrorStatus];

/**
 * The standard error body (`{ key, params?, detail }`) for each status a route can answer with, to spread into
 * its `response` beside the success schema.
 */
export const errorResponses = <S extends ErrorStatus>(
  ...statuses: S[]
): { [Status in S]: typeof errorBodySchema } =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [Status in S]: typeof errorBodySchema;
  };

/** A call for a signed-in caller: a bad request, no credential, not allowed, or not found (not theirs). */
export const SIGNED_IN_ERRORS = errorResponses(400, 401, 403, 404);

/** An open-data call: a bad request, not found, or over the per-address rate limit. */
export const PUBLIC_ERRORS = errorResponses(400, 404, 429);

/** The app as a route plugin sees it (zod schemas typing requests and replies), for helpers that add routes. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

type SchemaOf<C extends RouteContract, K extends 'params' | 'query' | 'body'> = C extends {
  [Key in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type StatusOf<C extends RouteContract> = C extends { status: infer S extends SuccessStatus } ? S : 200;

/**
 * A route contract (packages/domain contracts) as a Fastify route's method, url and schema: its parameters,
 * query string and body validated, its success answer serialised by the contract's response schema, beside the
 * given error answers. The route adds its config (rate limit …), guards and handler:
 * `app.route({ ...contractRoute(searchApi.search, errors), config, handler })`.
 */
export const contractRoute = <C extends RouteContract, E extends Partial<Record<ErrorStatus, z.ZodType>>>(
  contract: C,
  errors: E,
) => {
  const schema = {
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: { [contract.status ?? 200]: contract.response, ...errors },
  };
  return {
    method: contract.method,
    url: contract.path,
    schema: schema as {
      params: SchemaOf<C, 'params'>;
      querystring: SchemaOf<C, 'query'>;
      body: SchemaOf<C, 'body'>;
      response: Record<StatusOf<C>, C['response']> & E;
    },
  };
};
