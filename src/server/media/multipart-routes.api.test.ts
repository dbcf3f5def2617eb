import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { multipartBody } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let testApp: TestApp;
let auth: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp();
  auth = bearer((await signUp(testApp.app, testApp.database)).token);
});
afterAll(() => testApp.close());

/** Each multipart route and the name of its file field. */
const multipartRoutes: [string, string][] = [
  ['/api/orders/create-with-payment', 'memoryFile'],
  ['/api/subscriptions/create-with-payment', 'memoryFile'],
  ['/api/generate-messages', 'memory'],
  ['/api/style-previews', 'memory'],
];

const part = (name: string, value: string) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (name: string) =>
  `--XX\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

/** Bodies a client cut short or garbled, with the content type each claims. */
const malformed = (fileField: string): [string, string, Buffer][] => [
  ['a field cut short', 'multipart/form-data; boundary=XX', Buffer.from(part('orderData', '{"a":'))],
  [
    'a file cut short',
    'multipart/form-data; boundary=XX',
    Buffer.concat([Buffer.from(filePart(fileField)), mediaFixture('sunset.jpg').subarray(0, 300)]),
  ],
  ['no closing boundary', 'multipart/form-data; boundary=XX', Buffer.from(`${part('front', 'Hi')}\r\n`)],
  ['garbage bytes', 'multipart/form-data; boundary=XX', randomBytes(512)],
  ['no boundary at all', 'multipart/form-data', Buffer.from(part('orderData', '{}'))],
];

describe.each(multipartRoutes)('%s answers a malformed body with the same 400', (url, fileField) => {
  it.each(malformed(fileField))('%s', async (_label, contentType, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, ...auth.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: uploadServerMessages.incompleteUpload, code: expect.any(String) });
  });
});

describe('style previews refuse media they cannot decode, as generate does', () => {
  const post = (content: Buffer, filename = 'memory.jpg', contentType = 'image/jpeg') => {
    const { payload, headers } = multipartBody([{ name: 'memory', filename, contentType, content }]);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/style-previews',
      payload,
      headers: { ...headers, ...auth.headers },
    });
  };

  it('a truncated JPEG is a 422', async () => {
    const response = await post(mediaFixture('damaged.jpg'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: uploadServerMessages.unreadableMedia, code: expect.any(String) });
  });

  it('a JPEG cut after its header is a 422', async () => {
    const response = await post(mediaFixture('sunset.jpg').subarray(0, 400));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: uploadServerMessages.unreadableMedia, code: expect.any(String) });
  });

  it('an MP4 header followed by noise is a 422', async () => {
    const response = await post(
      Buffer.concat([mediaFixture('sunset.mp4').subarray(0, 32), randomBytes(4000)]),
      'memory.mp4',
      'video/mp4',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: uploadServerMessages.unreadableMedia, code: expect.any(String) });
  });

  it('a pixel bomb is a 413 before it is decoded', async () => {
    const response = await post(mediaFixture('pixel-bomb.png'), 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadServerMessages.tooManyPixels, code: expect.any(String) });
  });
});
