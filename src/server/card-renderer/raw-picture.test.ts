import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inBands, rawInput, rowsOf, type RawPicture } from './raw-picture';

/** A picture of noise: every pixel differs from its neighbours, so a seam would show. */
function noisyPicture(width: number, height: number): RawPicture {
  const data = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    data[index] = state >> 23;
  }
  return { data, width, height };
}

const sharpen = { width: 3, height: 3, kernel: [0, -0.35, 0, -0.35, 2.4, -0.35, 0, -0.35, 0] };
const warm: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.9, 0.1, 0],
  [0.05, 0.9, 0.05],
  [0, 0.1, 0.8],
];

describe('a treatment drawn in bands', () => {
  it('gives the same pixels as the one pass over the whole picture, edges and seams included', async () => {
    const picture = noisyPicture(97, 389);
    const whole = await sharp(picture.data, rawInput(picture))
      .linear([1.1, 1.05, 0.95], [-6, 2, 9])
      .recomb(warm)
      .convolve(sharpen)
      .raw()
      .toBuffer();
    const banded = await inBands(
      picture,
      1,
      (band) => band.linear([1.1, 1.05, 0.95], [-6, 2, 9]).recomb(warm).convolve(sharpen),
      { bands: 3 },
    );
    expect(banded.width).toBe(97);
    expect(banded.height).toBe(389);
    expect(banded.data.equals(whole)).toBe(true);
  });

  it("gives the same pixels written over the picture's own, seams included", async () => {
    const picture = noisyPicture(97, 389);
    const whole = await sharp(picture.data, rawInput(picture)).convolve(sharpen).raw().toBuffer();
    const banded = await inBands(picture, 1, (band) => band.convolve(sharpen), { bands: 3, inPlace: true });
    expect(banded.data).toBe(picture.data);
    expect(banded.data.equals(whole)).toBe(true);
  });

  it('lays each band over the matching rows of a full-size layer', async () => {
    const picture = noisyPicture(64, 300);
    const layer = noisyPicture(64, 300);
    const raw = { width: 64, height: 300, channels: 3 as const };
    const whole = await sharp(picture.data, rawInput(picture))
      .composite([{ input: layer.data, raw, blend: 'overlay' }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const banded = await inBands(
      picture,
      0,
      (band, rows) =>
        band.composite([
          { input: rowsOf(layer.data, 64, 3, rows), raw: { ...raw, height: rows.height }, blend: 'overlay' },
        ]),
      { bands: 4 },
    );
    expect(banded.data.equals(whole)).toBe(true);
  });
});
