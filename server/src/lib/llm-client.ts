import { z } from 'zod';
import { endpointUrl, errorDetail, requestHeaders, unreachableReason } from './openai-compatible';

/**
 * A small client for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's v1 API, Ollama,
 * vLLM, llama.cpp, LM Studio…): POST `{baseUrl}/chat/completions`. Streaming reads the server-sent events
 * (`data: {...}` lines, `data: [DONE]`); a server that ignores `stream: true` and answers one JSON body is read
 * too. One time-out covers the whole call, streaming included. Errors name the URL, the status and the
 * server's own message, never the key.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object answer (`response_format: { type: 'json_object' }`). */
  json?: boolean;
  signal?: AbortSignal;
}

export interface LlmClientOptions {
  /** e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export interface LlmClient {
  readonly model: string;
  /** The whole answer as one string. */
  complete(messages: ChatMessage[], options?: ChatOptions): Promise<string>;
  /** The answer's text as it arrives. */
  stream(messages: ChatMessage[], options?: ChatOptions): AsyncGenerator<string, void, undefined>;
}

export const LLM_TIMEOUT_MS = 20_000;

export type LlmErrorKind = 'timeout' | 'unreachable' | 'http' | 'protocol' | 'aborted';

export class LlmError extends Error {
  override name = 'LlmError';
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  constructor(kind: LlmErrorKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }).optional() }))
    .min(1),
});

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullable().optional() }).partial().optional(),
        message: z.object({ content: z.string().nullable().optional() }).optional(),
      }),
    )
    .optional(),
  error: z.unknown().optional(),
});

interface Endpoint {
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

const protocolError = (url: string, what: string) =>
  new LlmError('protocol', `The language model at ${url} sent ${what}, not a chat completion`);

/** Turns whatever stopped the call into an LlmError saying why: time-out, cancellation or no answer. */
const errorTranslator =
  (endpoint: Endpoint, controller: AbortController) =>
  (error: unknown): LlmError => {
    if (error instanceof LlmError && error.kind !== 'timeout' && error.kind !== 'aborted') return error;
    if (controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      return reason instanceof LlmError && reason.kind === 'aborted'
        ? new LlmError('aborted', 'The request was cancelled')
        : new LlmError(
            'timeout',
            `The language model at ${endpoint.url} did not answer within ${endpoint.timeoutMs / 1000} s`,
          );
    }
    return new LlmError(
      'unreachable',
      `Could not reach the language model at ${endpoint.url}: ${unreachableReason(error)}`,
    );
  };

const requestBody = (model: string, messages: ChatMessage[], chat: ChatOptions, stream: boolean) =>
  JSON.stringify({
    model,
    messages,
    stream,
    ...(chat.temperature !== undefined ? { temperature: chat.temperature } : {}),
    ...(chat.maxTokens !== undefined ? { max_tokens: chat.maxTokens } : {}),
    ...(chat.json ? { response_format: { type: 'json_object' } } : {}),
  });

/** Starts the call; the returned signal and cleanup bound everything that reads the body afterwards. */
const openChat = async (endpoint: Endpoint, messages: ChatMessage[], chat: ChatOptions, stream: boolean) => {
  const { url } = endpoint;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new LlmError('timeout', 'timeout')), endpoint.timeoutMs);
  const onAbort = () => controller.abort(new LlmError('aborted', 'aborted'));
  chat.signal?.addEventListener('abort', onAbort, { once: true });
  const cleanup = () => {
    clearTimeout(timer);
    chat.signal?.removeEventListener('abort', onAbort);
  };
  const translate = errorTranslator(endpoint, controller);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: requestHeaders(endpoint.apiKey, stream ? 'text/event-stream' : 'application/json'),
      body: requestBody(endpoint.model, messages, chat, stream),
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new LlmError(
        'http',
        `The language model at ${url} answered ${response.status} for model ${endpoint.model}: ${errorDetail(body)}`,
        response.status,
      );
    }
    // Reading stops early when the caller stops iterating: end the request then too.
    const finish = () => {
      cleanup();
      if (!controller.signal.aborted) controller.abort(new LlmError('aborted', 'finished'));
    };
    return { response, cleanup: finish, translate };
  } catch (error) {
    cleanup();
    throw translate(error);
  }
};

/** The server ignored `stream: true`: one ordinary JSON answer. */
const readJsonAnswer = async (url: string, response: Response): Promise<string> => {
  const body = await response.text();
  let parsed: z.infer<typeof completionSchema>;
  try {
    parsed = completionSchema.parse(JSON.parse(body));
  } catch {
    throw protocolError(url, 'an answer that is not JSON with choices');
  }
  return parsed.choices[0]?.message?.content ?? '';
};

/** The text of one `data: {...}` event. */
const eventPiece = (url: string, data: string): string => {
  let event: z.infer<typeof chunkSchema>;
  try {
    event = chunkSchema.parse(JSON.parse(data));
  } catch {
    throw protocolError(url, 'an event that is not JSON');
  }
  if (event.error !== undefined) {
    throw new LlmError('http', `The language model at ${url} failed mid-answer: ${errorDetail(data)}`);
  }
  const choice = event.choices?.[0];
  return choice?.delta?.content ?? choice?.message?.content ?? '';
};

/** The answer's pieces from server-sent events, up to `data: [DONE]` or the end of the body. */
async function* readEventStream(
  url: string,
  body: AsyncIterable<unknown>,
): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const piece = eventPiece(url, data);
      if (piece) yield piece;
    }
  }
}

export const createLlmClient = (options: LlmClientOptions): LlmClient => {
  const endpoint: Endpoint = {
    url: endpointUrl(options.baseUrl, 'chat/completions'),
    model: options.model,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? LLM_TIMEOUT_MS,
  };

  const client: LlmClient = {
    model: options.model,

    async complete(messages, chat = {}) {
      let text = '';
      for await (const piece of client.stream(messages, chat)) text += piece;
      return text;
    },

    async *stream(messages, chat = {}) {
      const { response, cleanup, translate } = await openChat(endpoint, messages, chat, true);
      try {
        const contentType = response.headers.get('content-type') ?? '';
        if (!contentType.includes('text/event-stream')) {
          const content = await readJsonAnswer(endpoint.url, response);
          if (content) yield content;
          return;
        }
        if (!response.body) throw protocolError(endpoint.url, 'an empty body');
        yield* readEventStream(endpoint.url, response.body);
      } catch (error) {
        throw translate(error);
      } finally {
        cleanup();
      }
    },
  };
  return client;
};

/** The configured endpoint (`LLM_BASE_URL` + `LLM_MODEL`, optional `LLM_API_KEY`), or null without one. */
export const createLlmClientFromConfig = (config: {
  LLM_BASE_URL?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_API_KEY?: string | undefined;
}): LlmClient | null =>
  config.LLM_BASE_URL && config.LLM_MODEL
    ? createLlmClient({ baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY })
    : null;
