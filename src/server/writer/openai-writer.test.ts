import { afterEach, describe, expect, it } from 'vitest';
import type { CardOption } from '../../shared/api/generate.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { completion, startFakeChatServer, type ChatReply } from '../../../tests/support/fake-chat-server.js';
import { samplePicture } from '../../../tests/support/sample-picture.js';
import { AppError } from '../http/app-error.js';
import type { WriteRequest } from './card-writer.js';
import { createOpenAiWriter } from './openai-writer.js';

const options: CardOption[] = [
  { front: 'Surf queen', inside: 'You fell off every wave and got back on every time.', back: 'Hang ten.' },
  { front: 'Beach day', inside: 'The sunset, the sand and you.', back: 'Love, me' },
  { front: 'Wipeout!', inside: 'Ten out of ten for effort.', back: 'See you at the beach' },
];
const goodAnswer = completion(JSON.stringify({ cardOptions: options }));

const request: WriteRequest = {
  description: 'Sarah at the beach, she tried surfing and fell off every wave',
  tone: 'roast',
  picture: samplePicture(),
  previousOptions: [],
};

let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function writerFor(script: ChatReply[], timeoutMs = 5000) {
  server = await startFakeChatServer(script);
  return createOpenAiWriter({ baseUrl: server.baseUrl, apiKey: 'sk-test-key', model: 'vision-test', timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('OpenAI-compatible card writer', () => {
  it('sends the picture, the description and the tone, and returns the validated options', async () => {
    const writer = await writerFor([goodAnswer]);
    await expect(writer.write(request)).resolves.toEqual(options);

    const [sent] = server!.requests;
    expect(sent!.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent!.body.model).toBe('vision-test');
    expect(sent!.body.response_format).toEqual({ type: 'json_object' });
    const system = sent!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(String(system.content)).toMatch(/never mock who someone is/i);
    const parts = sent!.body.messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
    const text = parts.find((part) => part.type === 'text')!.text!;
    expect(text).toContain('Tone: roast');
    expect(text).toContain(request.description);
    const image = parts.find((part) => part.type === 'image_url')!.image_url!.url;
    expect(image.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').equals(request.picture.jpeg)).toBe(true);
  });

  it('lists options already shown so Load More asks for new ones', async () => {
    const writer = await writerFor([goodAnswer]);
    await writer.write({ ...request, previousOptions: [options[0]!] });
    const parts = server!.requests[0]!.body.messages[1]!.content as { type: string; text?: string }[];
    expect(parts[0]!.text).toContain('Surf queen');
  });

  it('retries once after malformed JSON, reminding the model of the format', async () => {
    const writer = await writerFor([completion('Sure! Here are some cards: {front: oops'), goodAnswer]);
    await expect(writer.write(request)).resolves.toEqual(options);
    expect(server!.requests).toHaveLength(2);
    const retry = server!.requests[1]!.body.messages;
    expect(retry.at(-1)!.content).toMatch(/JSON only/);
  });

  it('accepts JSON in a code fence and drops options that break the length rules', async () => {
    const tooLong = { front: 'x'.repeat(121), inside: 'y', back: 'z' };
    const fenced = '```json\n' + JSON.stringify({ cardOptions: [tooLong, ...options] }) + '\n```';
    const writer = await writerFor([completion(fenced)]);
    await expect(writer.write(request)).resolves.toEqual(options);
  });

  it('gives up after a second malformed answer with 502 and the unavailable text', async () => {
    const writer = await writerFor([completion('{"cardOptions": []}')]);
    const error = await failure(writer.write(request));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(uploadServerMessages.writerUnavailable);
    expect(server!.requests).toHaveLength(2);
  });

  it('survives one 500 by retrying', async () => {
    const writer = await writerFor([{ status: 500, json: { error: { message: 'overloaded' } } }, goodAnswer]);
    await expect(writer.write(request)).resolves.toEqual(options);
    expect(server!.requests).toHaveLength(2);
  });

  it('answers 502 when the server keeps failing, without the key in the message', async () => {
    const writer = await writerFor([{ status: 500, text: 'boom' }]);
    const error = await failure(writer.write(request));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(uploadServerMessages.writerUnavailable);
    expect(`${error.message} ${String((error.cause as Error).message)}`).not.toContain('sk-test-key');
  });

  it('does not retry a refused key', async () => {
    const writer = await writerFor([{ status: 401, json: { error: { message: 'bad key' } } }]);
    expect((await failure(writer.write(request))).statusCode).toBe(502);
    expect(server!.requests).toHaveLength(1);
  });

  it('times out with 504 and the spec-style error when the model never answers', async () => {
    const writer = await writerFor(['hang'], 300);
    const started = Date.now();
    const error = await failure(writer.write(request));
    expect(error.statusCode).toBe(504);
    expect(error.message).toBe(uploadServerMessages.writerTimeout);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 when nothing listens at the address', async () => {
    const writer = createOpenAiWriter({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 2000,
    });
    expect((await failure(writer.write(request))).statusCode).toBe(502);
  });
});
