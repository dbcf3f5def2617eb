import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CardDeps } from './card-deps.js';
import { createEditorPictures } from './editor-pictures.js';

/** A stored JPEG of `width` x `height` whose EXIF turns it upright by a quarter turn. */
const turnedJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** A store that hands out `bytes` for every key, counting opens and how many streams are read at once. */
function countingStore(bytes: Buffer, hold?: Promise<void>) {
  const seen = { opens: 0, reading: 0, mostReading: 0, keys: [] as string[] };
  const mediaStore = {
    async open(key: string) {
      seen.opens += 1;
      seen.keys.push(key);
      seen.reading += 1;
      seen.mostReading = Math.max(seen.mostReading, seen.reading);
      await hold;
      const stream = Readable.from([bytes]);
      stream.on('close', () => (seen.reading -= 1));
      return { stream, mime: 'image/jpeg' as const, size: bytes.length };
    },
  } as unknown as CardDeps['mediaStore'];
  return { seen, deps: { mediaStore, ffmpegPath: 'ffmpeg', limits: undefined } };
}

describe('the editor pictures cache', () => {
  it("reads a photo's print size, turned upright, from its stored header beside the kept copy", async () => {
    const original = await turnedJpeg(300, 200);
    const { deps } = countingStore(original);
    const shown = await sharp(original).rotate().jpeg().toBuffer();
    const picture = await createEditorPictures(deps).open({
      key: 'a.jpg',
      mime: 'image/jpeg',
      shown: async () => shown,
    });
    expect(picture.picture).toEqual({ width: 200, height: 300 });
    expect({ width: picture.source.width, height: picture.source.height }).toEqual({ width: 200, height: 300 });
  });

  it('keeps the 64 most recently used pictures: one asked again stays, the oldest untouched one goes', async () => {
    const original = await turnedJpeg(40, 30);
    const { seen, deps } = countingStore(original);
    const pictures = createEditorPictures(deps);
    const open = (key: string) => pictures.open({ key, mime: 'image/jpeg', shown: async () => original });
    for (let index = 0; index < 64; index += 1) await open(`k${index}.jpg`);
    await open('k0.jpg');
    expect(seen.opens).toBe(64);
    await open('k64.jpg');
    await open('k0.jpg');
    expect(seen.opens).toBe(65);
    await open('k1.jpg');
    expect(seen.opens).toBe(66);
    expect(seen.keys.at(-1)).toBe('k1.jpg');
  });

  it('prepares at most two pictures at once', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const original = await turnedJpeg(40, 30);
    const { seen, deps } = countingStore(original, hold);
    const pictures = createEditorPictures(deps);
    const asked = Array.from({ length: 6 }, (_, index) =>
      pictures.open({ key: `k${index}.jpg`, mime: 'image/jpeg', shown: async () => original }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.opens).toBe(2);
    release();
    await Promise.all(asked);
    expect(seen.opens).toBe(6);
    expect(seen.mostReading).toBeLessThanOrEqual(2);
  });

  it('refuses a photo with too many pixels from its header alone', async () => {
    const original = await turnedJpeg(300, 200);
    const { deps } = countingStore(original);
    const pictures = createEditorPictures({ ...deps, limits: { imageMaxPixels: 1000 } as CardDeps['limits'] });
    await expect(
      pictures.open({ key: 'a.jpg', mime: 'image/jpeg', shown: async () => original }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
