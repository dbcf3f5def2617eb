import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainAndVignette } from './pixel-kernels';
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

describe("vintage's treatment in one pass", () => {
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
