import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { orderPayload } from '../../../tests/support/order-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { uploadPreviewSchema } from '../../shared/api/upload-endpoints';
import { bundledFfmpegPath } from './ffmpeg-path';
import { mediaUploads } from './schema';
import type * as videoFrame from './video-frame';

// The real ffmpeg runs; the wrapper only counts how often a video is decoded for its frame.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./video-frame', async (importOriginal) => {
  const original = await importOriginal<typeof videoFrame>();
  const counted: typeof original.extractVideoFrame = (file, options) => {
    decodes.count += 1;
    return original.extractVideoFrame(file, options);
  };
  return { ...original, extractVideoFrame: counted };
});

const media = useMediaTestApp('keepsake-derived-media-');
const stored = (key: string) => readFile(path.join(media.dataDir, 'media', key));
beforeEach(() => {
  decodes.count = 0;
});

/** ffmpeg's own description of a video (its streams and duration), read from a temp copy. */
async function probeVideo(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'keepsake-clip-'));
  try {
    await writeFile(path.join(dir, 'clip.mp4'), bytes);
    const run = spawnSync(bundledFfmpegPath(), ['-hide_banner', '-i', path.join(dir, 'clip.mp4')], {
      encoding: 'utf8',
    });
    return run.stderr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function uploadRow(mediaId: string) {
  const [row] = await media.testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
  return row!;
}

describe("what an upload keeps when it completes: a video's key frame and clip, a photo's shown copy", () => {
  it('is decoded once, kept as a JPEG in the MediaStore, and reused by generate, previews and checkout', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.mp4'));
    expect(decodes.count).toBe(1);
    const { frameKey, previewKey, clipKey } = await uploadRow(mediaId);
    expect(frameKey).toMatch(/\.jpg$/);
    const frame = await sharp(await stored(frameKey!)).metadata();
    expect(frame.format).toBe('jpeg');
    expect(Math.max(frame.width!, frame.height!)).toBeLessThanOrEqual(1024);
    // A video shows its frame; the still copy is a photo's.
    expect(previewKey).toBeNull();
    expect(clipKey).toMatch(/\.mp4$/);

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
    const shown = await media.testApp.app.inject({
      method: 'GET',
      url: `/api/uploads/${mediaId}/preview`,
      headers: media.alice,
    });
    expect(shown.statusCode).toBe(200);
    expect(decodes.count).toBe(1);
  });

  it('keeps a few silent seconds of it as a small H.264 MP4 that the preview answer carries', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.mp4'));
    const { clipKey } = await uploadRow(mediaId);
    const clip = await stored(clipKey!);
    expect(clip.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(clip.length).toBeLessThan(200 * 1024);
    const probe = await probeVideo(clip);
    expect(probe).toMatch(/Video: h264/);
    expect(probe).not.toMatch(/Audio:/);
    expect(Number(/Duration: 00:00:(\d+\.\d+)/.exec(probe)?.[1])).toBeLessThanOrEqual(3.1);

    const shown = await media.testApp.app.inject({
      method: 'GET',
      url: `/api/uploads/${mediaId}/preview`,
      headers: media.alice,
    });
    const body = uploadPreviewSchema.parse(shown.json());
    expect(body.kind).toBe('video');
    expect(Buffer.from(body.clip!.slice('data:video/mp4;base64,'.length), 'base64').equals(clip)).toBe(true);
    const still = await sharp(Buffer.from(body.preview.slice('data:image/jpeg;base64,'.length), 'base64')).metadata();
    expect(still.format).toBe('jpeg');
  });

  it("shows a photo from its stored copy, made once at the upload's end, and carries no clip", async () => {
    const photoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const { previewKey } = await uploadRow(photoId);
    const copy = await stored(previewKey!);
    const shown = await media.testApp.app.inject({
      method: 'GET',
      url: `/api/uploads/${photoId}/preview`,
      headers: media.alice,
    });
    const body = uploadPreviewSchema.parse(shown.json());
    expect(body.clip).toBeNull();
    expect(Buffer.from(body.preview.slice('data:image/jpeg;base64,'.length), 'base64').equals(copy)).toBe(true);
  });

  it('still shows an upload finished before its copy was kept, by decoding it again', async () => {
    const photoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    await media.testApp.database.db.update(mediaUploads).set({ previewKey: null }).where(eq(mediaUploads.id, photoId));
    const shown = await media.testApp.app.inject({
      method: 'GET',
      url: `/api/uploads/${photoId}/preview`,
      headers: media.alice,
    });
    expect(shown.statusCode).toBe(200);
    const body = uploadPreviewSchema.parse(shown.json());
    expect((await sharp(Buffer.from(body.preview.slice(23), 'base64')).metadata()).format).toBe('jpeg');
  });

  it('is not made for a photo, and goes with the upload when it is cancelled', async () => {
    const photoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    expect(await uploadRow(photoId)).toMatchObject({ frameKey: null, clipKey: null });
    expect(decodes.count).toBe(0);

    const videoId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.mp4'));
    const { frameKey, clipKey } = await uploadRow(videoId);
    const cancelled = await media.testApp.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${videoId}`,
      headers: { ...media.alice, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.statusCode).toBe(204);
    for (const key of [frameKey!, clipKey!]) {
      await expect(stored(key)).rejects.toThrow(/ENOENT/);
    }
  });
});
