import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardStyleLooks } from '../../shared/card-layout/card-style-looks';
import { layoutCard } from './card-layout';
import { renderCard } from './render-card';
import { fromBuffer } from './source-picture';

const design = {
  front: 'To the best sister',
  inside: 'Every sunset reminds me of you.',
  back: 'Love, Sam',
  style: 'realistic' as const,
};

/** A landscape picture, red on its left half and blue on its right. */
async function redBlue() {
  const half = { width: 600, height: 600, channels: 3 as const };
  const blue = await sharp({ create: { ...half, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { ...half, width: 1200, background: '#dc2626' } })
    .composite([{ input: blue, left: 600, top: 0 }])
    .png()
    .toBuffer();
  return fromBuffer(png);
}

/** The mean colour of the front preview's upper middle, above the realistic style's text scrim. */
async function frontColour(preview: Buffer) {
  const { width, height } = await sharp(preview).metadata();
  const region = {
    left: Math.round(width! * 0.3),
    top: Math.round(height! * 0.1),
    width: Math.round(width! * 0.4),
    height: Math.round(height! * 0.2),
  };
  const { channels } = await sharp(preview).extract(region).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe("the customer's crop", () => {
  it('shows the left of the picture on the front for focal x=0 and the right for x=1, in preview and print', async () => {
    const picture = await redBlue();
    const left = await renderCard({ ...design, crop: { x: 0, y: 0.5, zoom: 1 } }, picture, 'Crop test');
    const right = await renderCard({ ...design, crop: { x: 1, y: 0.5, zoom: 1 } }, picture, 'Crop test');
    const leftColour = await frontColour(left.previews.front);
    const rightColour = await frontColour(right.previews.front);
    expect(leftColour.red).toBeGreaterThan(leftColour.blue + 60);
    expect(rightColour.blue).toBeGreaterThan(rightColour.red + 60);
    // The print is drawn from the same picture raster: the two PDFs differ.
    expect(Buffer.from(left.pdf).equals(Buffer.from(right.pdf))).toBe(false);
  }, 60_000);

  it('halves the effective resolution at zoom 2 and warns when that drops under print quality', async () => {
    const picture = await redBlue();
    const cover = await renderCard({ ...design, crop: { x: 0.5, y: 0.5, zoom: 1 } }, picture, 'Crop test');
    const zoomed = await renderCard({ ...design, crop: { x: 0.5, y: 0.5, zoom: 2 } }, picture, 'Crop test');
    expect(zoomed.effectiveDpi).toBe(Math.floor(cover.effectiveDpi! / 2));
    const low = zoomed.checks.find((check) => check.code === 'low-resolution');
    expect(low?.dpi).toBe(zoomed.effectiveDpi);
  }, 60_000);
});

describe("the customer's text size", () => {
  it("starts each text at the chosen share of the style's size, within the style's limits", () => {
    const look = cardStyleLooks.realistic;
    const plain = layoutCard(design, { hasPicture: true }).texts;
    const smaller = layoutCard({ ...design, textScale: { inside: 0.5, back: 0.8 } }, { hasPicture: true }).texts;
    expect(plain.inside.size).toBe(look.insideText.maxSize);
    expect(smaller.inside.size).toBe(look.insideText.maxSize / 2);
    expect(smaller.back.size).toBe(12);
    expect(smaller.front.size).toBe(plain.front.size);
    expect(smaller.mark.size).toBe(plain.mark.size);
    // The smaller size still lays the text inside its box.
    expect(smaller.inside.bounds.height).toBeLessThan(plain.inside.bounds.height);
  });
});
