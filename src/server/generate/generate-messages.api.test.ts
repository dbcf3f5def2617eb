import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema, type CardOption } from '../../shared/api/generate.js';
import { creationMessages, uploadServerMessages } from '../../shared/creation-messages.js';
import { authServerMessages } from '../../shared/messages.js';
import { bearer, signUp } from '../../../tests/support/auth.js';
import { generateRequest, mediaFixture, type GenerateRequestParts } from '../../../tests/support/generate-request.js';
import { multipartBody } from '../../../tests/support/order-request.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { defaultMediaLimits } from '../media/media-limits.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUp(t.app, t.database));
});
afterAll(() => t.close());

function post(parts: GenerateRequestParts = {}, auth = token) {
  const { payload, headers } = generateRequest(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/generate-messages',
    payload,
    headers: { ...headers, ...bearer(auth).headers },
  });
}

function file(name: string, filename = name) {
  return { content: mediaFixture(name), filename };
}

describe('POST /api/generate-messages', () => {
  it.each([
    ['sunset.jpg', 'JPEG'],
    ['sunset.png', 'PNG'],
    ['sunset.webp', 'WebP'],
    ['sunset.heic', 'HEIC'],
    ['sunset.mp4', 'MP4'],
    ['sunset.mov', 'QuickTime'],
  ])('writes three card options from a %s (%s)', async (name) => {
    const response = await post({ file: file(name) });
    expect(response.statusCode, response.body).toBe(200);
    const body = generateResponseSchema.parse(response.json());
    expect(body.writer).toBe('offline');
    expect(body.cardOptions).toHaveLength(3);
    expect(new Set(body.cardOptions.map((option) => option.front)).size).toBe(3);
  });

  it('judges a file by its bytes, not its name: a PNG called .mov is a photo', async () => {
    const response = await post({ file: { content: mediaFixture('sunset.png'), filename: 'holiday.mov' } });
    expect(response.statusCode).toBe(200);
  });

  it('uses what the customer wrote: the name and place come back in the cards', async () => {
    const response = await post({ memoryDescription: 'Grandpa Joe teaching me fishing at the lake', tone: 'playful' });
    const text = JSON.stringify(response.json());
    expect(text).toMatch(/Grandpa Joe|the lake|fishing/);
  });

  it('Load More: three new options, none repeating a front or message already shown', async () => {
    const first = (await post()).json() as { cardOptions: CardOption[] };
    const more = await post({ previousOptions: first.cardOptions });
    expect(more.statusCode).toBe(200);
    const next = (more.json() as { cardOptions: CardOption[] }).cardOptions;
    expect(next).toHaveLength(3);
    for (const option of next) {
      expect(first.cardOptions.map((shown) => shown.front)).not.toContain(option.front);
      expect(first.cardOptions.map((shown) => shown.inside)).not.toContain(option.inside);
    }
  });

  it('refuses a caller without a Bearer token with 401', async () => {
    const { payload, headers } = generateRequest();
    const response = await t.app.inject({ method: 'POST', url: '/api/generate-messages', payload, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: authServerMessages.notSignedIn, code: expect.any(String) });
  });

  it('refuses a renamed executable with 415', async () => {
    const response = await post({ file: file('renamed-executable.jpg', 'holiday.jpg') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: uploadServerMessages.notMedia, code: expect.any(String) });
  });

  it('refuses an empty file with 400', async () => {
    const response = await post({ file: { content: Buffer.alloc(0), filename: 'empty.jpg' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: uploadServerMessages.emptyFile, code: expect.any(String) });
  });

  it('refuses a photo over 25 MB with 413', async () => {
    const jpeg = mediaFixture('sunset.jpg');
    const oversized = Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024 + 1 - jpeg.length + 1)]);
    const response = await post({ file: { content: oversized, filename: 'huge.jpg' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.imageTooLarge, code: expect.any(String) });
  });

  it('refuses a pixel bomb (144 megapixels in 18 kB) with 413 before decoding it', async () => {
    const response = await post({ file: file('pixel-bomb.png') });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.tooManyPixels, code: expect.any(String) });
  });

  it('refuses a damaged photo with 422', async () => {
    const response = await post({ file: file('damaged.jpg') });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: uploadServerMessages.unreadableMedia, code: expect.any(String) });
  });

  it("answers a request without a file with the spec's 'No file uploaded'", async () => {
    const response = await post({ file: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: creationMessages.noFileUploaded, code: expect.any(String) });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/generate-messages',
      payload: { memoryDescription: 'x', tone: 'roast' },
      ...bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: creationMessages.noFileUploaded, code: expect.any(String) });
  });

  it('treats an empty file input (no name, no bytes) as no file', async () => {
    const response = await post({ file: { content: Buffer.alloc(0), filename: '' } });
    expect(response.json()).toEqual({ error: creationMessages.noFileUploaded, code: expect.any(String) });
  });

  it('refuses two files with 413', async () => {
    const jpeg = mediaFixture('sunset.jpg');
    const { payload, headers } = multipartBody([
      { name: 'memoryDescription', value: 'Two files' },
      { name: 'tone', value: 'roast' },
      { name: 'memory', filename: 'a.jpg', contentType: 'image/jpeg', content: jpeg },
      { name: 'memory', filename: 'b.jpg', contentType: 'image/jpeg', content: jpeg },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-messages',
      payload,
      headers: { ...headers, ...bearer(token).headers },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.oneFileOnly, code: expect.any(String) });
  });

  it.each([
    [{ memoryDescription: '   ' }, 'Please add some context about your memory to continue.'],
    [{ memoryDescription: 'x'.repeat(501) }, 'The description can be at most 500 characters.'],
    [{ tone: 'sarcastic' }, 'Please choose a tone: roast, sentimental or playful.'],
    [{ previousOptions: '{not json' }, uploadServerMessages.previousOptionsInvalid],
    [{ previousOptions: '[{"front":""}]' }, uploadServerMessages.previousOptionsInvalid],
  ])('refuses bad text fields with 400: %j', async (parts, message) => {
    const response = await post(parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: expect.any(String) });
  });
});

describe('POST /api/generate-messages with lowered limits', () => {
  let small: TestApp;
  let smallToken: string;
  beforeAll(async () => {
    small = await createTestApp({
      deps: {
        mediaLimits: { ...defaultMediaLimits, imageMaxBytes: 1000, videoMaxBytes: 1000, imageMaxPixels: 100 * 100 },
      },
    });
    ({ token: smallToken } = await signUp(small.app, small.database));
  });
  afterAll(() => small.close());

  async function postSmall(name: string) {
    const { payload, headers } = generateRequest({ file: file(name) });
    return small.app.inject({
      method: 'POST',
      url: '/api/generate-messages',
      payload,
      headers: { ...headers, ...bearer(smallToken).headers },
    });
  }

  it('refuses a video over its limit with 413 and the video message', async () => {
    const response = await postSmall('sunset.mp4');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.videoTooLarge, code: expect.any(String) });
  });

  it('refuses a photo over the pixel limit even when its bytes are few', async () => {
    const response = await postSmall('sunset.webp'); // 282 bytes, 160 x 120 = 19,200 pixels
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.tooManyPixels, code: expect.any(String) });
  });
});
