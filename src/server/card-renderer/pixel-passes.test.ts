import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainAndVignette, recombLinearInPlace, recombLinearRows, scrimShade } from './pixel-passes';
import { rawInput, type RawPicture } from './raw-picture';
import { saturationMatrix, thenMatrix } from './treatment-layers';

/** Noise: every pixel differs, and the warm matrix below pushes many past white before the clip. */
function noisy(width: number, height: number, channels: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * channels);
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    data[index] = state >> 23;
  }
  return data;
}

describe("vintage's treatment in one loop", () => {
  it("gives the pixels sharp's recomb, overlay, multiply and linear gave, to within a rounding", async () => {
    const [width, height] = [61, 47];
    const picture: RawPicture = { data: noisy(width, height, 3, 1), width, height };
    const grain = { input: noisy(width, height, 3, 2), raw: { width, height, channels: 3 as const } };
    // RGBA as smoothSvgLayer draws it: opaque.
    const vignette = { input: noisy(width, height, 4, 3), raw: { width, height, channels: 4 as const } };
    for (let alpha = 3; alpha < vignette.input.length; alpha += 4) vignette.input[alpha] = 255;
    const matrix = thenMatrix(
      [
        [0.62, 0.42, 0.12],
        [0.28, 0.7, 0.12],
        [0.2, 0.3, 0.5],
      ],
      saturationMatrix(0.85),
    );
    const scale = [0.86, 0.84, 0.78] as const;
    const offset = [30, 26, 22] as const;
    const bySharp = await sharp(picture.data, rawInput(picture))
      .recomb(matrix)
      .linear([...scale], [...offset])
      .composite([
        { ...grain, blend: 'overlay' },
        { ...vignette, blend: 'multiply' },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    const ours = grainAndVignette(picture, { matrix, grain, vignette, scale, offset });
    const apart = ours.data.reduce((most, value, index) => Math.max(most, Math.abs(value - bySharp[index]!)), 0);
    expect(apart).toBeLessThanOrEqual(1);
  });
});

describe("realistic's colour in one loop", () => {
  it("gives the pixels sharp's recomb and linear gave", async () => {
    const [width, height] = [61, 47];
    const picture: RawPicture = { data: noisy(width, height, 3, 4), width, height };
    const matrix = saturationMatrix(1.08);
    // Levels that push many values past both ends, as a flat photo's stretch does.
    const scale = [1.9, 1.4, 2.2] as const;
    const offset = [-60, -20, -95] as const;
    const bySharp = await sharp(picture.data, rawInput(picture))
      .recomb(matrix)
      .linear([...scale], [...offset])
      .raw()
      .toBuffer();
    const ours = recombLinearInPlace({ ...picture, data: Buffer.from(picture.data) }, matrix, scale, offset);
    expect(ours.data.equals(bySharp)).toBe(true);
  });

  it('lays the scrim in the same loop, band by band, as its own pass over the whole would', () => {
    const [width, height] = [53, 90];
    const picture: RawPicture = { data: noisy(width, height, 3, 5), width, height };
    const step = { matrix: saturationMatrix(1.08), scale: [1.2, 1.1, 1.3] as const, offset: [-10, 4, -20] as const };
    const twoPasses = recombLinearInPlace(
      { ...picture, data: Buffer.from(picture.data) },
      step.matrix,
      step.scale,
      step.offset,
    );
    const shade = scrimShade(height);
    for (let y = 0; y < height; y += 1) {
      for (let i = y * width * 3; i < (y + 1) * width * 3; i += 1) {
        twoPasses.data[i] = twoPasses.data[i]! * shade(y) + 0.5;
      }
    }
    const banded = Buffer.alloc(picture.data.length);
    for (const [top, rows] of [
      [0, 37],
      [37, 53],
    ] as const) {
      const bytes = (row: number) => row * width * 3;
      recombLinearRows(
        picture.data.subarray(bytes(top), bytes(top + rows)),
        banded.subarray(bytes(top), bytes(top + rows)),
        { width, top },
        { ...step, shade },
      );
    }
    expect(banded.equals(twoPasses.data)).toBe(true);
  });
});
