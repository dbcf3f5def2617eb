import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadPreviewSchema } from '../../shared/api/upload-endpoints';
import { rateLimits } from '../../shared/auth-rules';
import { uploadServerMessages } from '../../shared/creation-messages';
import { mediaFixture } from '../../../tests/support/generate-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { uploadMedia } from '../../../tests/support/upload-request';

const media = useMediaTestApp('keepsake-upload-preview-');

const clientKey = () => ({ 'keepsake-client-key': randomBytes(24).toString('base64url') });

/** Uploads `file` as a customer's "beach day.jpg"; returns its media id. */
const upload = (file: Buffer, headers: Record<string, string>, complete = true) =>
  uploadMedia(media.testApp.app, headers, file, { filename: 'beach day.jpg', sendBytes: complete ? undefined : 5000 });

const preview = (mediaId: string, headers: Record<string, string>) =>
  media.testApp.app.inject({ method: 'GET', url: `/api/uploads/${mediaId}/preview`, headers });

describe('GET /api/uploads/:mediaId/preview', () => {
  it('gives the owner a small upright JPEG of the photo with its kind, name and size', async () => {
    const photo = mediaFixture('sunset.jpg');
    const mediaId = await upload(photo, media.alice);
    const response = await preview(mediaId, media.alice);
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
    const mediaId = await upload(mediaFixture('sunset.jpg'), media.alice);
    const refused = await preview(mediaId, media.bob);
    const madeUp = await preview('00000000-0000-4000-8000-000000000000', media.bob);
    const garbage = await preview('not-an-id', media.bob);
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
    const mediaId = await upload(photo, media.alice, false);
    const response = await preview(mediaId, media.alice);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: uploadServerMessages.uploadNotReady });
  });

  it('answers a caller a few dozen times an hour, then 429: an older upload is decoded again for each', async () => {
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
