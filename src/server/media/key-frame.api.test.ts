import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { orderPayload } from '../../../tests/support/order-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { mediaUploads } from './schema';
import type * as videoFrame from './video-frame';

// The real ffmpeg runs; the wrapper only counts how often a video is decoded.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./video-frame', async (importOriginal) => {
  const original = await importOriginal<typeof videoFrame>();
  const counted: typeof original.extractVideoFrame = (file, options) => {
    decodes.count += 1;
    return original.extractVideoFrame(file, options);
  };
  return { extractVideoFrame: counted };
});

const media = useMediaTestApp('keepsake-key-frame-');
beforeEach(() => {
  decodes.count = 0;
});

async function uploadRow(mediaId: string) {
  const [row] = await media.testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
  return row!;
}

describe("a video's key frame, made once when its upload completes", () => {
  it('is decoded once, kept as a JPEG in the MediaStore, and reused by generate, previews and checkout', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.mp4'));
    expect(decodes.count).toBe(1);
    const { frameKey, previewKey } = await uploadRow(mediaId);
    expect(frameKey).toMatch(/\.jpg$/);
    const frame = await sharp(await readFile(path.join(media.dataDir, 'media', frameKey!))).metadata();
    expect(frame.format).toBe('jpeg');
    expect(Math.max(frame.width!, frame.height!)).toBeLessThanOrEqual(1024);
    const preview = await sharp(await readFile(path.join(media.dataDir, 'media', previewKey!))).metadata();
    expect(preview.format).toBe('jpeg');
    expect(Math.max(preview.width!, preview.height!)).toBeLessThanOrEqual(320);

    const fields = { memoryDescription: 'Sarah and I at the beach, she fell off every wave', tone: 'playful' };
    const generated = await postJson(
      media.testApp.app,
      '/api/generate-messages',
      { ...fields, mediaId },
      { headers: media.alice },
    );
    expect(generated.statusCode).toBe(200);
    const previews = await postJson(media.testApp.app, '/api/style-previews', { mediaId }, { headers: media.alice });
    expect(previews.statusCode).toBe(200);
    const order = await postJson(media.testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: media.alice,
    });
    expect(order.statusCode).toBe(200);
    expect(decodes.count).toBe(1);
  });

  it('is not made for a photo, and goes with the upload when it is cancelled', async () => {
    const photoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    expect(await uploadRow(photoId)).toMatchObject({ frameKey: null, previewKey: null });
    expect(decodes.count).toBe(0);

    const videoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.mp4'));
    const { frameKey, previewKey } = await uploadRow(videoId);
    const cancelled = await media.testApp.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${videoId}`,
      headers: { ...media.alice, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.statusCode).toBe(204);
    for (const key of [frameKey!, previewKey!]) {
      await expect(readFile(path.join(media.dataDir, 'media', key))).rejects.toThrow(/ENOENT/);
    }
  });
});
