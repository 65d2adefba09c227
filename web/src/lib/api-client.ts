import {
  isMessageKey,
  routePath,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@tenderscout/domain';
import i18n, { currentUiLanguage, ERRORS_NAMESPACE } from './i18n';
import { storageKeys } from './storage-keys';

/** 10 s for ordinary calls, 20 s for AI calls. */
export const API_TIMEOUT_MS = 10_000;
export const AI_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  readonly status: number;
  /** The error body as the server sent it (`detail` and, for some errors, a `key` and values). */
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * No answer came: the browser could not reach the server (offline, connection refused: fetch rejects with a
 * TypeError whose text, "Failed to fetch", differs per browser) or the time-out passed. The message is the
 * translated key, in the interface language at the time of the failure; retrying may work.
 */
export class NetworkError extends Error {
  readonly key: 'common.networkError' | 'common.timeoutError';
  constructor(reason: 'unreachable' | 'timeout', cause: unknown) {
    const key = reason === 'timeout' ? 'common.timeoutError' : 'common.networkError';
    super(i18n.t(key), { cause });
    this.name = 'NetworkError';
    this.key = key;
  }
}

/** A failure of fetch itself as a NetworkError; the caller's own abort (a cancelled query) stays as it is. */
const toNetworkError = (error: unknown): unknown => {
  if (error instanceof TypeError) return new NetworkError('unreachable', error);
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new NetworkError('timeout', error);
  return error;
};

/** Fired when the API answers 401, so the session can be cleared and the user sent to /login. */
export const UNAUTHORIZED_EVENT = 'tenderscout:unauthorized';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The request outlives the page (a save as the tab closes); the body must stay under 64 KB. */
  keepalive?: boolean;
}

/** An API message in the interface language, from its key and values (the domain's catalogue). */
export const messageText = (key: string, params: unknown, fallback: string): string => {
  if (!isMessageKey(key)) return fallback;
  const values = params !== null && typeof params === 'object' ? params : {};
  return i18n.t(key, { ns: ERRORS_NAMESPACE, ...values, defaultValue: fallback });
};

/**
 * The error an API answer stands for: its message by `key` in the interface language, else the server's
 * `detail`, else one that names the status. Every caller of the API (fetch, upload, stream) builds it here.
 */
export const apiErrorOf = (status: number, body: unknown): ApiError => {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
    const { detail } = body;
    const key = 'key' in body && typeof body.key === 'string' ? body.key : '';
    return new ApiError(status, messageText(key, 'params' in body ? body.params : null, detail), body);
  }
  const fallback = `Request failed with status ${status}`;
  return new ApiError(status, messageText('http.requestFailedWithStatus', { status }, fallback));
};

const readError = async (response: Response): Promise<ApiError> =>
  apiErrorOf(response.status, await response.json().catch(() => null));

/**
 * The one HTTP client: base path /api, bearer token from storage, time-out, `detail` from errors. `apiFetch`
 * answers the raw response (a file download); `apiRequest` its JSON.
 */
export const apiFetch = async (path: string, options: RequestOptions = {}): Promise<Response> => {
  const url = new URL(path.startsWith('/') ? path : `/api/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // The server answers `detail` messages in the interface language (issue 12).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentUiLanguage(),
  };
  const token = localStorage.getItem(storageKeys.token);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  }).catch((error: unknown) => {
    throw toNetworkError(error);
  });
  if (!response.ok) {
    if (response.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    throw await readError(response);
  }
  return response;
};

export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
};

type QueryValue = string | number | boolean | undefined;

/** What a call of a route sends: its path parameters, query string and body, each when the route takes one. */
export type RouteCall<C extends RouteContract> = ([keyof RouteParams<C>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<C> }) &
  (RouteQuery<C> extends undefined ? { query?: undefined } : { query?: RouteQuery<C> }) &
  (RouteBody<C> extends undefined ? { body?: undefined } : { body: RouteBody<C> }) &
  Pick<RequestOptions, 'timeoutMs' | 'signal' | 'keepalive'>;

/** A query string's values as text (a list as one comma-separated value); objects are not query values. */
const toQuery = (query: unknown): Record<string, QueryValue> => {
  if (query === undefined || query === null || typeof query !== 'object') return {};
  return Object.fromEntries(
    Object.entries(query).map(([key, value]: [string, unknown]): [string, QueryValue] => {
      if (Array.isArray(value)) return [key, value.join(',')];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return [key, value];
      return [key, undefined];
    }),
  );
};

/**
 * A call of one route of the API contract (packages/domain contracts): method and path from the contract, the
 * parameters, query and body typed by its schemas, the answer typed as its response schema's output.
 */
export const callRoute = <C extends RouteContract>(
  contract: C,
  ...[call]: Record<never, never> extends RouteCall<C> ? [call?: RouteCall<C>] : [call: RouteCall<C>]
): Promise<RouteResponse<C>> => {
  const { params, query, body, ...options } = (call ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  } & Pick<RequestOptions, 'timeoutMs' | 'signal' | 'keepalive'>;
  return apiRequest<RouteResponse<C>>(routePath(contract, params), {
    ...options,
    method: contract.method,
    query: toQuery(query),
    body,
  });
};
