import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: unknown }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
  /** When it arrived (Date.now()), to measure the waits between tries. */
  at: number;
}

/**
 * How the fake answers one request: a status and JSON body or raw text, with extra headers,
 * after a delay, optionally streamed in small chunks (no content-length); or never ('hang').
 */
export type ChatReply =
  | {
      status?: number;
      json?: unknown;
      text?: string;
      headers?: Record<string, string>;
      delayMs?: number;
      chunked?: boolean;
    }
  | 'hang';

/** A chat completions answer whose message content is `content`. */
export function completion(content: string) {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
}

/** A structured-outputs refusal: no content, the model's reason in `refusal`. */
export function refusal(reason: string) {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: reason }, finish_reason: 'stop' }],
    },
  };
}

/** What a server without structured outputs says to a json_schema request (vLLM and others word it alike). */
export const jsonSchemaUnsupported: ChatReply = {
  status: 400,
  json: { error: { message: "Invalid value for 'response_format.type': 'json_schema' is not supported" } },
};

function send(response: ServerResponse, reply: Exclude<ChatReply, 'hang'>) {
  const body = reply.text ?? JSON.stringify(reply.json ?? {});
  response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
  if (!reply.chunked) {
    response.end(body);
    return;
  }
  // Written piece by piece, so the reader meets the size only while streaming.
  const pieces = body.match(/[\s\S]{1,4096}/g) ?? [];
  const next = () => {
    if (response.destroyed) return;
    const piece = pieces.shift();
    if (piece === undefined) response.end();
    else response.write(piece, next);
  };
  next();
}

/**
 * A local server speaking the OpenAI chat completions API, answering each request with the next
 * reply from the script (the last one repeats; setScript starts a new one). It records what
 * arrived, so tests can look at it.
 */
export async function startFakeChatServer(initialScript: ChatReply[]) {
  let script = initialScript;
  let answered = 0;
  const requests: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()) as ChatRequest['body'],
        at: Date.now(),
      });
      answered += 1;
      const reply = script[Math.min(answered - 1, script.length - 1)] ?? { status: 500, text: 'no reply scripted' };
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      if (!reply.delayMs) {
        send(response, reply);
        return;
      }
      hanging.add(response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        hanging.delete(response);
        if (!response.destroyed) send(response, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** New answers for the requests that follow. */
    setScript(next: ChatReply[]) {
      script = next;
      answered = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
