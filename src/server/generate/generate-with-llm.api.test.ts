import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../shared/api/generate.js';
import { bearer, signUp } from '../../../tests/support/auth.js';
import { completion, refusal, startFakeChatServer } from '../../../tests/support/fake-chat-server.js';
import { generateRequest, mediaFixture } from '../../../tests/support/generate-request.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { checkOption } from '../writer/safety-filter.js';

const llmOptions = [
  { front: 'Wipeout champion', inside: 'Every wave won, and you laughed every time.', back: 'Hang ten' },
  { front: 'Beach body?', inside: 'With your weight the board never stood a chance.', back: 'Lol' },
  {
    front: 'Sunset surf school',
    inside: 'Lesson one: stay on the board. Lesson two: see lesson one.',
    back: 'Love you',
  },
];

let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeChatServer([]);
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'vision-test', LLM_TIMEOUT_MS: '1000' } });
  ({ token } = await signUp(t.app, t.database));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

async function post(fileName = 'sunset.mp4', tone = 'roast') {
  const { payload, headers } = generateRequest({ file: { content: mediaFixture(fileName), filename: fileName }, tone });
  return t.app.inject({
    method: 'POST',
    url: '/api/generate-messages',
    payload,
    headers: { ...headers, ...bearer(token).headers },
  });
}

describe('POST /api/generate-messages with an OpenAI-compatible writer', () => {
  it("sends the video's key frame as a JPEG with the tone, and replaces the option the filter stops", async () => {
    fake.setScript([completion(JSON.stringify({ cardOptions: llmOptions }))]);
    const response = await post('sunset.mp4', 'roast');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { writer: string; cardOptions: typeof llmOptions };
    expect(body.writer).toBe('llm');
    expect(body.cardOptions).toHaveLength(3);
    expect(body.cardOptions[0]).toEqual(llmOptions[0]);
    expect(body.cardOptions[1]).toEqual(llmOptions[2]);
    expect(JSON.stringify(body.cardOptions)).not.toContain('weight');
    for (const option of body.cardOptions) expect(checkOption(option, 'roast').safe).toBe(true);

    const parts = fake.requests[0]!.body.messages[1]!.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts[0]!.text).toContain('Tone: roast');
    expect(parts[0]!.text).toContain('a frame from the video');
    const frame = Buffer.from(parts[1]!.image_url!.url.replace('data:image/jpeg;base64,', ''), 'base64');
    expect((await sharp(frame).metadata()).format).toBe('jpeg');
  });

  it("gives 200 with the built-in writer's three safe options, marked 'fallback', when the model never answers", async () => {
    fake.setScript(['hang']);
    const started = Date.now();
    const response = await post('sunset.jpg', 'sentimental');
    expect(response.statusCode, response.body).toBe(200);
    const body = generateResponseSchema.parse(response.json());
    expect(body.writer).toBe('fallback');
    expect(body.cardOptions).toHaveLength(3);
    for (const option of body.cardOptions) expect(checkOption(option, 'sentimental').safe).toBe(true);
    // LLM_TIMEOUT_MS is 1000 here; the customer is not kept waiting much past it.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives 200 with 'fallback' options when the model keeps failing, after retrying it", async () => {
    fake.setScript([{ status: 500, text: 'down' }]);
    const response = await post('sunset.jpg', 'playful');
    expect(response.statusCode, response.body).toBe(200);
    const body = generateResponseSchema.parse(response.json());
    expect(body.writer).toBe('fallback');
    expect(body.cardOptions).toHaveLength(3);
    for (const option of body.cardOptions) expect(checkOption(option, 'playful').safe).toBe(true);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
  });

  it("gives 'fallback' options when the model refuses", async () => {
    fake.setScript([refusal('I cannot help with that.')]);
    const response = await post('sunset.jpg', 'roast');
    expect(response.statusCode, response.body).toBe(200);
    expect(generateResponseSchema.parse(response.json()).writer).toBe('fallback');
    expect(fake.requests).toHaveLength(1);
  });
});
