import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions server (POST /v1/chat/completions), for contract
 * tests of the LLM paths. It records every request and answers with the current behaviour: a streamed answer
 * (server-sent events, the way OpenAI streams), one JSON answer, an HTTP error, or silence (for time-outs).
 */

export interface SeenChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  };
}

export type ChatBehaviour = (request: SeenChatRequest, response: ServerResponse) => void;

/** Streams `text` as chat.completion.chunk events, `pieces` characters at a time, then `[DONE]`. */
export const streamText =
  (text: string | ((request: SeenChatRequest) => string), pieceLength = 12): ChatBehaviour =>
  (request, response) => {
    const content = typeof text === 'function' ? text(request) : text;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        model: request.body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.write(event({ role: 'assistant', content: '' }));
    for (let start = 0; start < content.length; start += pieceLength) {
      response.write(event({ content: content.slice(start, start + pieceLength) }));
    }
    response.write(event({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };

/** One ordinary JSON completion (a server that ignores `stream: true`). */
export const answerJson =
  (text: string): ChatBehaviour =>
  (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      }),
    );
  };

export const answerError =
  (status: number, message: string): ChatBehaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
  };

/** Sends the headers and one piece, then never finishes (the client's time-out must end the call). */
export const stall: ChatBehaviour = (request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Partial ' } }], model: request.body.model })}\n\n`,
  );
};

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  seen: SeenChatRequest[];
  behaviour: ChatBehaviour;
  close(): Promise<void>;
}

export const startFakeLlmServer = async (
  behaviour: ChatBehaviour = streamText('Hello.'),
): Promise<FakeLlmServer> => {
  const state: { seen: SeenChatRequest[]; behaviour: ChatBehaviour } = { seen: [], behaviour };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const seen: SeenChatRequest = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as SeenChatRequest['body'],
      };
      state.seen.push(seen);
      state.behaviour(seen, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get seen() {
      return state.seen;
    },
    set seen(value) {
      state.seen = value;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value) {
      state.behaviour = value;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
