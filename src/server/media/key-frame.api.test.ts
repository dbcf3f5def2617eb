import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { orderPayload } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { uploadMedia } from '../../../tests/support/upload-request';
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

let testApp: TestApp;
let dataDir: string;
let alice: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-key-frame-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  decodes.count = 0;
});

async function uploadRow(mediaId: string) {
  const [row] = await testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
  return row!;
}

describe("a video's key frame, made once when its upload completes", () => {
  it('is decoded once, kept as a JPEG in the MediaStore, and reused by generate, previews and checkout', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.mp4'));
    expect(decodes.count).toBe(1);
    const { frameKey, previewKey } = await uploadRow(mediaId);
    expect(frameKey).toMatch(/\.jpg$/);
    const frame = await sharp(await readFile(path.join(dataDir, 'media', frameKey!))).metadata();
    expect(frame.format).toBe('jpeg');
    expect(Math.max(frame.width!, frame.height!)).toBeLessThanOrEqual(1024);
    const preview = await sharp(await readFile(path.join(dataDir, 'media', previewKey!))).metadata();
    expect(preview.format).toBe('jpeg');
    expect(Math.max(preview.width!, preview.height!)).toBeLessThanOrEqual(320);

    const fields = { memoryDescription: 'Sarah and I at the beach, she fell off every wave', tone: 'playful' };
    const generated = await postJson(testApp.app, '/api/generate-messages', { ...fields, mediaId }, { headers: alice });
    expect(generated.statusCode).toBe(200);
    const previews = await postJson(testApp.app, '/api/style-previews', { mediaId }, { headers: alice });
    expect(previews.statusCode).toBe(200);
    const order = await postJson(testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: alice,
    });
    expect(order.statusCode).toBe(200);
    expect(decodes.count).toBe(1);
  });

  it('is not made for a photo, and goes with the upload when it is cancelled', async () => {
    const photoId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    expect(await uploadRow(photoId)).toMatchObject({ frameKey: null, previewKey: null });
    expect(decodes.count).toBe(0);

    const videoId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.mp4'));
    const { frameKey, previewKey } = await uploadRow(videoId);
    const cancelled = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${videoId}`,
      headers: { ...alice, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.statusCode).toBe(204);
    for (const key of [frameKey!, previewKey!]) {
      await expect(readFile(path.join(dataDir, 'media', key))).rejects.toThrow(/ENOENT/);
    }
  });
});
