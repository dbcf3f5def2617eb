import { afterEach, describe, expect, it } from 'vitest';
import { cardOptionSchema } from '../../shared/api/generate.js';
import { optionsPerCall } from '../../shared/creation-rules.js';
import { completion, jsonSchemaUnsupported, refusal } from '../../../tests/support/fake-chat-server.js';
import { builtInOptions, fakeModel, goodAnswer, llmOptions, writeRequest } from '../../../tests/support/llm-writer.js';
import { answerByteCap } from './llm-request.js';

let model: Awaited<ReturnType<typeof fakeModel>> | undefined;
afterEach(async () => {
  await model?.server.close();
  model = undefined;
});

async function modelAnswering(...script: Parameters<typeof fakeModel>[0]) {
  model = await fakeModel(script);
  return model;
}

const sentFormats = () => model!.server.requests.map((request) => request.body.response_format?.type);

describe('OpenAI-compatible card writer: answers', () => {
  it('asks for structured output with the picture, description and tone, and returns the options', async () => {
    const { ask, server } = await modelAnswering(goodAnswer);
    const { cardOptions, writer } = await ask();
    expect({ cardOptions, writer }).toEqual({ cardOptions: llmOptions, writer: 'llm' });

    const [sent] = server.requests;
    expect(sent!.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent!.body.model).toBe('vision-test');
    const format = sent!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'card_options', strict: true });
    const schema = format.json_schema!.schema as {
      properties: { cardOptions: { minItems: number; maxItems: number; items: Record<string, unknown> } };
    };
    const list = schema.properties.cardOptions;
    expect([list.minItems, list.maxItems]).toEqual([optionsPerCall, optionsPerCall]);
    expect(list.items).toMatchObject({ required: ['front', 'inside', 'back'], additionalProperties: false });
    const inside = (list.items.properties as Record<string, { description: string }>).inside!;
    expect(inside.description).toContain(`at most ${cardOptionSchema.shape.inside.maxLength} characters`);

    const system = sent!.body.messages[0]!;
    expect(String(system.content)).toMatch(/never mock who someone is/i);
    const parts = sent!.body.messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
    const text = parts.find((part) => part.type === 'text')!.text!;
    expect(text).toContain('Tone: roast');
    expect(text).toContain(writeRequest.description);
    const image = parts.find((part) => part.type === 'image_url')!.image_url!.url;
    expect(Buffer.from(image.replace('data:image/jpeg;base64,', ''), 'base64').equals(writeRequest.picture.jpeg)).toBe(
      true,
    );
  });

  it('lists options already shown so Load More asks for new ones', async () => {
    const { ask, server } = await modelAnswering(goodAnswer);
    await ask({ ...writeRequest, previousOptions: [llmOptions[0]!] });
    const parts = server.requests[0]!.body.messages[1]!.content as { type: string; text?: string }[];
    expect(parts[0]!.text).toContain('Surf queen');
  });

  it('asks a server without structured outputs again in JSON mode, and from then on only in JSON mode', async () => {
    const { ask } = await modelAnswering(jsonSchemaUnsupported, goodAnswer);
    expect((await ask()).writer).toBe('llm');
    expect(sentFormats()).toEqual(['json_schema', 'json_object']);

    const second = await ask();
    expect({ cardOptions: second.cardOptions, writer: second.writer }).toEqual({
      cardOptions: llmOptions,
      writer: 'llm',
    });
    expect(sentFormats()).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('keeps asking for structured output when JSON mode was refused too (the 400 was about something else)', async () => {
    const badImage = { status: 400, json: { error: { message: 'Invalid image' } } };
    const { ask, warnings } = await modelAnswering(badImage);
    const first = await ask();
    expect(first.writer).toBe('fallback');
    expect(first.cardOptions).toEqual(builtInOptions());
    expect(warnings.at(-1)).toMatchObject({ reason: 'rejected' });

    model!.server.setScript([goodAnswer]);
    expect((await ask()).writer).toBe('llm');
    expect(sentFormats()).toEqual(['json_schema', 'json_object', 'json_schema']);
  });

  it('retries once after malformed JSON, reminding the model of the format', async () => {
    const { ask, server } = await modelAnswering(completion('Sure! Here are some cards: {front: oops'), goodAnswer);
    const { cardOptions, writer } = await ask();
    expect({ cardOptions, writer }).toEqual({ cardOptions: llmOptions, writer: 'llm' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body.messages.at(-1)!.content).toMatch(/JSON only/);
  });

  it('accepts JSON in a code fence and drops an option that breaks the length rules', async () => {
    const tooLong = { front: 'x'.repeat(cardOptionSchema.shape.front.maxLength! + 1), inside: 'y', back: 'z' };
    const fenced = '```json\n' + JSON.stringify({ cardOptions: [tooLong, ...llmOptions] }) + '\n```';
    const { ask } = await modelAnswering(completion(fenced));
    expect((await ask()).cardOptions).toEqual(llmOptions);
  });

  it('falls back to the built-in writer when the second answer is bad too (options too long)', async () => {
    const long = llmOptions.map((option) => ({ ...option, inside: 'y'.repeat(601) }));
    const { ask, server, warnings } = await modelAnswering(
      completion('not json at all'),
      completion(JSON.stringify({ cardOptions: long })),
    );
    const { cardOptions, writer } = await ask();
    expect(writer).toBe('fallback');
    expect(cardOptions).toEqual(builtInOptions());
    expect(server.requests).toHaveLength(2);
    expect(warnings).toEqual([expect.objectContaining({ level: 40, reason: 'malformed' })]);
  });

  it('takes a refusal as a bad answer: no retry, the built-in writer answers', async () => {
    const { ask, server, warnings } = await modelAnswering(refusal("I'm sorry, I can't help with that."));
    const { cardOptions, writer } = await ask();
    expect(writer).toBe('fallback');
    expect(cardOptions).toEqual(builtInOptions());
    expect(server.requests).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reason: 'refusal', detail: expect.stringContaining("can't help") });
  });

  it(`stops reading an answer past ${answerByteCap / 1024} KB and falls back`, async () => {
    // Valid if read whole: only the cap stands between it and the customer.
    const padded = JSON.stringify({ cardOptions: llmOptions }) + ' '.repeat(answerByteCap);
    const { ask, server, warnings } = await modelAnswering({ ...completion(padded), chunked: true });
    const { cardOptions, writer } = await ask();
    expect(writer).toBe('fallback');
    expect(cardOptions).toEqual(builtInOptions());
    expect(server.requests).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reason: 'oversized' });
  });
});
