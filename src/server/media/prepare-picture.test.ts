import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { bundledFfmpegPath } from './ffmpeg-path.js';
import { mediaTypeOfMime, type MediaMime } from './media-types.js';
import { preparePicture } from './prepare-picture.js';
import { defaultMediaLimits } from './media-limits.js';

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures/media');
const ffmpegPath = bundledFfmpegPath();
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'keepsake-prepare-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function upload(name: string, mime: MediaMime) {
  return { path: path.join(fixtures, name), ...mediaTypeOfMime(mime)! };
}

describe('preparePicture', () => {
  it.each([
    ['sunset.jpg', 'image/jpeg'],
    ['sunset.png', 'image/png'],
    ['sunset.webp', 'image/webp'],
    ['sunset.heic', 'image/heic'],
    ['sunset.mp4', 'video/mp4'],
    ['sunset.mov', 'video/quicktime'],
  ] as const)('turns %s into a JPEG and colour facts', async (name, mime) => {
    const picture = await preparePicture(upload(name, mime), { ffmpegPath });
    const metadata = await sharp(picture.jpeg).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(picture.facts.kind).toBe(mime.startsWith('video') ? 'video' : 'photo');
    expect(picture.facts.orientation).toBe('landscape');
    expect(picture.facts.colours.map((colour) => colour.name)).toEqual(['sunset orange', 'ocean blue']);
  });

  it('reads a tall green photo as portrait and green', async () => {
    const { facts } = await preparePicture(upload('forest-portrait.jpg', 'image/jpeg'), { ffmpegPath });
    expect(facts).toMatchObject({ orientation: 'portrait', width: 90, height: 160 });
    expect(facts.colours[0]!.name).toBe('forest green');
  });

  it('scales a large photo down to the longest edge and turns it upright by its EXIF orientation', async () => {
    const file = path.join(scratch, 'big-rotated.jpg');
    // Stored 3000 x 2000 with orientation 6: it is a 2000 x 3000 portrait photo.
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#87b4eb' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);
    const picture = await preparePicture({ path: file, ...mediaTypeOfMime('image/jpeg')! }, { ffmpegPath });
    const metadata = await sharp(picture.jpeg).metadata();
    expect([metadata.width, metadata.height]).toEqual([683, 1024]);
    expect(picture.facts).toMatchObject({ orientation: 'portrait', width: 2000, height: 3000, brightness: 'bright' });
  });

  it('refuses a pixel bomb by its header with 413', async () => {
    await expect(preparePicture(upload('pixel-bomb.png', 'image/png'), { ffmpegPath })).rejects.toMatchObject({
      statusCode: 413,
      message: uploadServerMessages.tooManyPixels,
    });
  });

  it('refuses a HEIC and a video frame over the pixel limit too', async () => {
    const limits = { ...defaultMediaLimits, imageMaxBytes: 1e9, videoMaxBytes: 1e9, imageMaxPixels: 1000 };
    await expect(preparePicture(upload('sunset.heic', 'image/heic'), { ffmpegPath, limits })).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(preparePicture(upload('sunset.mp4', 'video/mp4'), { ffmpegPath, limits })).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it("refuses a video by its header before decoding a frame: larger than 8K, or longer than a memory's clip", async () => {
    const video = upload('sunset.mp4', 'video/mp4');
    await expect(
      preparePicture(video, { ffmpegPath, limits: { ...defaultMediaLimits, videoMaxPixels: 160 * 120 - 1 } }),
    ).rejects.toMatchObject({ statusCode: 413, message: uploadServerMessages.videoTooManyPixels });
    await expect(
      preparePicture(video, { ffmpegPath, limits: { ...defaultMediaLimits, videoMaxSeconds: 1 } }),
    ).rejects.toMatchObject({ statusCode: 422, message: uploadServerMessages.videoTooLong });
    // At the limits themselves (160x120, 1.5 s) it is fine.
    const limits = { ...defaultMediaLimits, videoMaxPixels: 160 * 120, videoMaxSeconds: 1.5 };
    await expect(preparePicture(video, { ffmpegPath, limits })).resolves.toMatchObject({ facts: { kind: 'video' } });
  });

  it('answers 422 for bytes that start like media but do not decode', async () => {
    await expect(preparePicture(upload('damaged.jpg', 'image/jpeg'), { ffmpegPath })).rejects.toMatchObject({
      statusCode: 422,
      message: uploadServerMessages.unreadableMedia,
    });
    const brokenVideo = path.join(scratch, 'broken.mp4');
    await writeFile(brokenVideo, Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(3000, 7)]));
    await expect(
      preparePicture({ path: brokenVideo, ...mediaTypeOfMime('video/mp4')! }, { ffmpegPath }),
    ).rejects.toMatchObject({ statusCode: 422 });
    const notReallyHeic = { path: path.join(fixtures, 'sunset.jpg'), ...mediaTypeOfMime('image/heic')! };
    await expect(preparePicture(notReallyHeic, { ffmpegPath })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('stops ffmpeg at its time limit with 422', async () => {
    await expect(
      preparePicture(upload('sunset.mp4', 'video/mp4'), { ffmpegPath, frameTimeoutMs: 1 }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('treats a missing ffmpeg binary as our fault (not a 4xx)', async () => {
    const error = await preparePicture(upload('sunset.mp4', 'video/mp4'), { ffmpegPath: '/nonexistent/ffmpeg' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'ENOENT' });
  });
});
