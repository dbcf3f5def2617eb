import pino from 'pino';
import type { CardOption } from '../../src/shared/api/generate.js';
import type { WriteRequest } from '../../src/server/writer/card-writer.js';
import { writeOffline } from '../../src/server/writer/offline/offline-writer.js';
import { createOpenAiWriter } from '../../src/server/writer/openai-writer.js';
import { writeSafeOptions } from '../../src/server/writer/write-safe-options.js';
import { completion, startFakeChatServer, type ChatReply } from './fake-chat-server.js';
import { samplePicture } from './sample-picture.js';

/** Three options a model might write for the beach memory; all pass the roast filter. */
export const llmOptions: CardOption[] = [
  { front: 'Surf queen', inside: 'You fell off every wave and got back on every time.', back: 'Hang ten.' },
  { front: 'Beach day', inside: 'The sunset, the sand and you.', back: 'Love, me' },
  { front: 'Wipeout!', inside: 'Ten out of ten for effort.', back: 'See you at the beach' },
];
export const goodAnswer = completion(JSON.stringify({ cardOptions: llmOptions }));

export const writeRequest: WriteRequest = {
  description: 'Sarah at the beach, she tried surfing and fell off every wave',
  tone: 'roast',
  picture: samplePicture(),
  previousOptions: [],
};

/** What the customer gets when the model fails: the built-in writer's options for the same request. */
export const builtInOptions = (request: WriteRequest = writeRequest) => writeOffline(request);

interface Warning {
  msg: string;
  reason?: string;
  detail?: string;
}

/**
 * An OpenAI-compatible writer pointed at a fake server over real HTTP, asked the way the
 * generate route asks (through the safety filter and the fallback), with the warnings it logs.
 */
export async function fakeModel(script: ChatReply[], timeoutMs = 5000) {
  const server = await startFakeChatServer(script);
  const writer = createOpenAiWriter({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-key',
    model: 'vision-test',
    timeoutMs,
  });
  const warnings: Warning[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line) as Warning) });
  return {
    server,
    writer,
    warnings,
    /** The options and writer kind the customer would get, and how long it took. */
    async ask(request: WriteRequest = writeRequest) {
      const started = Date.now();
      const result = await writeSafeOptions(writer, request, log);
      return { ...result, elapsedMs: Date.now() - started };
    },
  };
}
