import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPreviewSchema } from '../../shared/api/upload-endpoints';
import { rateLimits } from '../../shared/auth-rules';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let testApp: TestApp;
let dataDir: string;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-upload-preview-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
  bob = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const tus = { 'tus-resumable': '1.0.0' };
const clientKey = () => ({ 'keepsake-client-key': randomBytes(24).toString('base64url') });

/** Uploads `file` in one PATCH; returns its media id. */
async function upload(file: Buffer, headers: Record<string, string>, complete = true): Promise<string> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tus,
      ...headers,
      'upload-length': String(file.length),
      'upload-metadata': `filename ${Buffer.from('beach day.jpg').toString('base64')}`,
    },
  });
  expect(created.statusCode).toBe(201);
  const mediaId = created.headers.location?.toString().split('/').pop() ?? '';
  const sent = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${mediaId}`,
    headers: { ...tus, ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: complete ? file : file.subarray(0, 5000),
  });
  expect(sent.statusCode).toBe(204);
  return mediaId;
}

const preview = (mediaId: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: `/api/uploads/${mediaId}/preview`, headers });

describe('GET /api/uploads/:mediaId/preview', () => {
  it('gives the owner a small upright JPEG of the photo with its kind, name and size', async () => {
    const photo = mediaFixture('sunset.jpg');
    const mediaId = await upload(photo, alice);
    const response = await preview(mediaId, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = uploadPreviewSchema.parse(response.json());
    expect(body).toMatchObject({
      mediaId,
      kind: 'photo',
      mime: 'image/jpeg',
      name: 'beach day.jpg',
      size: photo.length,
    });
    const jpeg = Buffer.from(body.preview.slice('data:image/jpeg;base64,'.length), 'base64');
    const metadata = await sharp(jpeg).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1200);
  });

  it("answers an anonymous browser's own upload by its client key, and no other key", async () => {
    const key = clientKey();
    const mediaId = await upload(mediaFixture('sunset.jpg'), key);
    expect((await preview(mediaId, key)).statusCode).toBe(200);
    const stranger = await preview(mediaId, clientKey());
    expect(stranger.statusCode).toBe(404);
  });

  it("refuses another customer's media id with the same 404 as a made-up one", async () => {
    const mediaId = await upload(mediaFixture('sunset.jpg'), alice);
    const refused = await preview(mediaId, bob);
    const madeUp = await preview('00000000-0000-4000-8000-000000000000', bob);
    const garbage = await preview('not-an-id', bob);
    for (const response of [refused, madeUp, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
    }
    expect((await preview(mediaId, {})).statusCode).toBe(404);
  });

  it('answers 409 while the upload is still arriving', async () => {
    const photo = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const mediaId = await upload(photo, alice, false);
    const response = await preview(mediaId, alice);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: uploadServerMessages.uploadNotReady });
  });

  it('answers a caller a few dozen times an hour, then 429: each answer decodes the file', async () => {
    const key = clientKey();
    const mediaId = await upload(mediaFixture('sunset.jpg'), key);
    for (let sent = 0; sent < rateLimits.uploadPreviewsPerCaller.max; sent += 1) {
      expect((await preview(mediaId, key)).statusCode).toBe(200);
    }
    const refused = await preview(mediaId, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
