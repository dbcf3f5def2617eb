import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFonts, placedImages } from '../../../tests/support/inspect-pdf';
import { uploadServerMessages } from '../../shared/creation-messages';
import { cardStyleIds } from '../../shared/creation-rules';
import { cardGeometry, insideBox, safeBox } from '../../shared/card-layout/card-geometry';
import { layoutCard } from './card-layout';
import { renderCard } from './render-card';
import { openSourcePicture } from './source-picture';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-cards-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A photo-like JPEG (colour gradients under grain) of the given size. */
async function photo(fullWidth: number, fullHeight: number): Promise<string> {
  const file = path.join(folder, `photo-${fullWidth}x${fullHeight}.jpg`);
  // Drawn at a quarter size and scaled up: the file has every pixel, the test saves seconds.
  const width = Math.round(fullWidth / 4);
  const height = Math.round(fullHeight / 4);
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#f59e0b"/><stop offset="0.5" stop-color="#ec4899"/><stop offset="1" stop-color="#1e3a8a"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="45%" r="18%" fill="#fde68a"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  await writeFile(
    file,
    await sharp(gradient)
      .composite([{ input: grain, blend: 'overlay' }])
      .resize(fullWidth, fullHeight)
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  return file;
}

const design = {
  front: 'To the best sister',
  inside: 'Every sunset reminds me of you.',
  back: 'Love, Sam',
  style: 'realistic' as const,
};

async function source(file: string) {
  return openSourcePicture({ path: file, mime: 'image/jpeg', kind: 'photo' }, { ffmpegPath: 'ffmpeg' });
}

describe('the print PDF', () => {
  it('is two 738x522 pt spreads with embedded fonts and a 12-megapixel front picture at 300 dpi or more', async () => {
    const card = await renderCard(design, await source(await photo(4000, 3000)), 'Test card');
    const doc = await PDFDocument.load(card.pdf);
    const pages = doc.getPages();
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.getSize()).toEqual({ width: 738, height: 522 });

    const fonts = pages.flatMap((page) => pageFonts(doc, page));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);

    // The outside spread: back on the left, front (with the picture) on the right half.
    const [picture] = placedImages(doc, pages[0]!);
    expect(picture).toBeDefined();
    expect(picture!.x).toBeGreaterThanOrEqual(738 / 2 - 1);
    const dpi = Math.min(picture!.pixelWidth / (picture!.width / 72), picture!.pixelHeight / (picture!.height / 72));
    expect(dpi).toBeGreaterThanOrEqual(300);
    expect(card.effectiveDpi).toBeGreaterThanOrEqual(300);
    expect(card.checks.map((check) => check.code)).not.toContain('low-resolution');
  }, 60_000);

  it('warns about a 640x480 photo: too few dots per inch at print size', async () => {
    const card = await renderCard(design, await source(await photo(640, 480)), 'Test card');
    const warning = card.checks.find((check) => check.code === 'low-resolution');
    expect(warning?.dpi).toBeLessThan(150);
    expect(warning?.message).toMatch(/Low resolution: your picture prints at about \d+ dpi/);
  }, 60_000);

  it('makes four WebP page previews 1200 px wide', async () => {
    const card = await renderCard({ ...design, style: 'vintage' }, await source(await photo(800, 600)), 'Test card');
    for (const preview of Object.values(card.previews)) {
      const meta = await sharp(preview).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(cardGeometry.previewWidthPx);
      expect(meta.height).toBe(Math.round((cardGeometry.previewWidthPx * 7) / 5));
    }
  }, 60_000);

  it('gives every card of a style the same inside left page, and each card its own copy', async () => {
    const picture = await source(await photo(800, 600));
    const first = await renderCard({ ...design, style: 'sketch' }, picture, 'One');
    const second = await renderCard({ ...design, style: 'sketch', front: 'Another front' }, picture, 'Two');
    expect(second.previews.insideLeft.equals(first.previews.insideLeft)).toBe(true);
    expect(second.previews.insideLeft).not.toBe(first.previews.insideLeft);
    // Paper and its ornament, not a blank page.
    const { channels } = await sharp(first.previews.insideLeft).stats();
    expect(channels[0]!.min).toBeLessThan(channels[0]!.max);
  }, 60_000);
});

describe('a picture whose header reads but whose pixels do not decode', () => {
  it.each([undefined, { x: 0.5, y: 0.5, zoom: 1 }])(
    "fails the render as the picture's fault, 422 as at checkout (crop %o)",
    async (crop) => {
      // A whole header and the first 60% of the picture's data: the size reads, the pixels end early.
      const whole = await readFile(await photo(1600, 1200));
      const file = path.join(folder, 'cut-short.jpg');
      await writeFile(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const source = await openSourcePicture(
        { path: file, mime: 'image/jpeg', kind: 'photo' },
        { ffmpegPath: 'ffmpeg' },
      );
      await expect(renderCard({ ...design, style: 'realistic', crop }, source, 'Test card')).rejects.toMatchObject({
        statusCode: 422,
        message: uploadServerMessages.unreadableMedia,
      });
    },
  );
});

describe('the text layout', () => {
  const long = 'We laughed until the lighthouse keeper asked us to leave, and it was worth it. '
    .repeat(8)
    .slice(0, 500);

  it('keeps 500 characters of inside text inside the safe zone, in every style', () => {
    expect(long).toHaveLength(500);
    for (const style of cardStyleIds) {
      const layout = layoutCard({ ...design, inside: long, style }, { hasPicture: true });
      const block = layout.texts.inside;
      expect(insideBox(block.bounds, safeBox()), style).toBe(true);
      for (const line of block.lines) {
        expect(line.x).toBeGreaterThanOrEqual(cardGeometry.safe);
        expect(line.x + line.width).toBeLessThanOrEqual(cardGeometry.trim.width - cardGeometry.safe + 0.01);
      }
      expect(block.truncated).toBe(false);
      expect(block.belowReadable).toBe(false);
    }
  });

  it('shrinks a long front text and wraps it, never past its box', () => {
    const short = layoutCard(design, { hasPicture: true }).texts.front;
    const longer = layoutCard(
      { ...design, front: 'To the one who always knows when to bring snacks '.repeat(2) },
      { hasPicture: true },
    ).texts.front;
    expect(longer.size).toBeLessThan(short.size);
    expect(longer.lines.length).toBeGreaterThan(1);
    expect(insideBox(longer.bounds, longer.box)).toBe(true);
    expect(insideBox(longer.box, safeBox())).toBe(true);
  });

  it('cuts text that cannot fit even at the smallest size, and says so', async () => {
    const flood = Array.from({ length: 90 }, (_, index) => `line ${index}`).join('\n');
    const layout = layoutCard({ ...design, back: flood }, { hasPicture: true });
    expect(layout.texts.back.truncated).toBe(true);
    expect(layout.texts.back.lines.at(-1)?.text.endsWith('\u2026')).toBe(true);
    expect(insideBox(layout.texts.back.bounds, layout.texts.back.box)).toBe(true);
    const card = await renderCard({ ...design, back: flood }, null, 'Test card');
    expect(card.checks.map((check) => check.code)).toEqual(expect.arrayContaining(['text-cut', 'no-picture']));
  });

  it('breaks a word longer than the line between its letters', () => {
    const layout = layoutCard({ ...design, inside: 'A'.repeat(300) }, { hasPicture: true });
    expect(layout.texts.inside.lines.length).toBeGreaterThan(1);
    expect(insideBox(layout.texts.inside.bounds, safeBox())).toBe(true);
  });
});
