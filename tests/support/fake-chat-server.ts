import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: unknown }[];
    response_format?: { type: string };
  };
}

/** How the fake answers one request: a status and JSON body, raw text, or never. */
export type ChatReply = { status?: number; json?: unknown; text?: string } | 'hang';

/** A chat completions answer whose message content is `content`. */
export function completion(content: string) {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    },
  };
}

/**
 * A local server speaking the OpenAI chat completions API, answering each request with the next
 * reply from the script (the last one repeats; setScript starts a new one). It records what arrived, so tests can look at it.
 */
export async function startFakeChatServer(initialScript: ChatReply[]) {
  let script = initialScript;
  let answered = 0;
  const requests: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
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
      });
      answered += 1;
      const reply = script[Math.min(answered - 1, script.length - 1)] ?? { status: 500, text: 'no reply scripted' };
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      const body = reply.text ?? JSON.stringify(reply.json ?? {});
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(body);
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
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
