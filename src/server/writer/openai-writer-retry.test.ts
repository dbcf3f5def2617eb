import { afterEach, describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../tests/support/fake-chat-server.js';
import { builtInOptions, fakeModel, goodAnswer, llmOptions, writeRequest } from '../../../tests/support/llm-writer.js';
import { WriterFailure } from './card-writer.js';
import { retryAfterMs } from './llm-request.js';
import { createOpenAiWriter } from './openai-writer.js';
import { writeSafeOptions } from './write-safe-options.js';

/** Timers and sockets answer a little late on a busy machine; waits are measured with this much give. */
const slackMs = 400;

let model: Awaited<ReturnType<typeof fakeModel>> | undefined;
afterEach(async () => {
  await model?.server.close();
  model = undefined;
});

async function modelAnswering(script: ChatReply[], timeoutMs = 5000) {
  model = await fakeModel(script, timeoutMs);
  return model;
}

describe('OpenAI-compatible card writer: retries within LLM_TIMEOUT_MS', () => {
  it('waits as long as a 429 asks (Retry-After) and then takes the answer', async () => {
    const { ask, server } = await modelAnswering([
      { status: 429, headers: { 'retry-after': '1' }, json: { error: { message: 'slow down' } } },
      goodAnswer,
    ]);
    const { cardOptions, writer } = await ask();
    expect({ cardOptions, writer }).toEqual({ cardOptions: llmOptions, writer: 'llm' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it('survives a 500 by retrying after a short backoff', async () => {
    const { ask, server } = await modelAnswering([
      { status: 500, json: { error: { message: 'overloaded' } } },
      goodAnswer,
    ]);
    expect((await ask()).writer).toBe('llm');
    expect(server.requests).toHaveLength(2);
    const gap = server.requests[1]!.at - server.requests[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(240);
    expect(gap).toBeLessThan(500 + slackMs);
  });

  it('falls back within the deadline when the server keeps failing with 5xx', async () => {
    const { ask, server, warnings } = await modelAnswering([{ status: 503, text: 'down' }], 1500);
    const { cardOptions, writer, elapsedMs } = await ask();
    expect(writer).toBe('fallback');
    expect(cardOptions).toEqual(builtInOptions());
    expect(elapsedMs).toBeLessThan(1500 + slackMs);
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
    expect(warnings).toEqual([expect.objectContaining({ level: 40, reason: 'unavailable' })]);
  });

  it('does not start a Retry-After wait that would end past the deadline', async () => {
    const { ask, server } = await modelAnswering([{ status: 429, headers: { 'retry-after': '60' } }], 2000);
    const { writer, elapsedMs } = await ask();
    expect(writer).toBe('fallback');
    expect(server.requests).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(slackMs);
  });

  it('falls back when the model never answers, once LLM_TIMEOUT_MS has passed', async () => {
    const { ask, warnings } = await modelAnswering(['hang'], 600);
    const { cardOptions, writer, elapsedMs } = await ask();
    expect(writer).toBe('fallback');
    expect(cardOptions).toEqual(builtInOptions());
    expect(elapsedMs).toBeGreaterThanOrEqual(590);
    expect(elapsedMs).toBeLessThan(600 + slackMs);
    expect(warnings[0]).toMatchObject({ reason: 'timeout' });
  });

  it('does not retry a refused key, and keeps the key out of the log even when the server echoes it', async () => {
    const { ask, server, warnings } = await modelAnswering([
      { status: 401, json: { error: { message: 'Incorrect API key provided: sk-test-key' } } },
    ]);
    expect((await ask()).writer).toBe('fallback');
    expect(server.requests).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reason: 'rejected', detail: expect.stringContaining('HTTP 401') });
    expect(JSON.stringify(warnings)).not.toContain('sk-test-key');
  });

  it('falls back within the deadline when nothing listens at the address', async () => {
    const writer = createOpenAiWriter({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 1500,
    });
    await expect(writer.write(writeRequest)).rejects.toBeInstanceOf(WriterFailure);
    const started = Date.now();
    const result = await writeSafeOptions(writer, writeRequest);
    expect(result).toEqual({ cardOptions: builtInOptions(), writer: 'fallback' });
    expect(Date.now() - started).toBeLessThan(1500 + slackMs);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
