/**
 * Plumbing shared by the clients of OpenAI-compatible endpoints (chat completions in llm-client.ts, embeddings in
 * embeddings/http-embedder.ts): the endpoint URL, the request headers, and the words of a failure — the server's
 * own message from a failed answer, or why the endpoint could not be reached. Never the key.
 */

/** `{baseUrl}/{path}`, whatever trailing slashes the configured base URL has. */
export const endpointUrl = (baseUrl: string, path: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/${path}`;

/** A JSON POST's headers, with the bearer key when one is configured. */
export const requestHeaders = (apiKey: string | undefined, accept: string): Record<string, string> => ({
  'content-type': 'application/json',
  accept,
  ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
});

/** The error text an OpenAI-compatible server puts in a failed answer, if any (at most 300 characters). */
export const errorDetail = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      detail?: unknown;
      message?: unknown;
    };
    const candidate =
      typeof parsed.error === 'string'
        ? parsed.error
        : (parsed.error?.message ?? parsed.detail ?? parsed.message);
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, 300);
  } catch {
    // Not JSON: use the text itself.
  }
  return body.trim().slice(0, 300) || '(empty body)';
};

/** Why `fetch` could not reach the endpoint: the underlying cause's message (e.g. ECONNREFUSED), else its own. */
export const unreachableReason = (error: unknown): string =>
  error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
