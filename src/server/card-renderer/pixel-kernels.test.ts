import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainAndVignette, levelsSample, treatRealistic } from './pixel-kernels';
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
  it.each([4, 3] as const)(
    "gives the pixels sharp's recomb, overlay, multiply and linear gave, to within a rounding (a vignette of %i channels)",
    async (channels) => {
      const [width, height] = [61, 47];
      const picture: RawPicture = { data: noisy(width, height, 3, 1), width, height };
      const grain = { input: noisy(width, height, 3, 2), raw: { width, height, channels: 3 as const } };
      // RGBA as smoothSvgLayer draws it (opaque), or RGB.
      const vignette = { input: noisy(width, height, channels, 3), raw: { width, height, channels } };
      if (channels === 4) for (let alpha = 3; alpha < vignette.input.length; alpha += 4) vignette.input[alpha] = 255;
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
      let most = 0;
      let count = 0;
      ours.data.forEach((value, index) => {
        const apart = Math.abs(value - bySharp[index]!);
        most = Math.max(most, apart);
        if (apart) count += 1;
      });
      // Single-precision rounding may land a value on the other side of a whole number, rarely:
      // rounding where sharp drops the fraction would differ in about half of them.
      expect(most).toBeLessThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(Math.ceil(ours.data.length / 1000));
    },
  );

  it('refuses a grain or vignette smaller than the picture', () => {
    const picture: RawPicture = { data: noisy(8, 8, 3, 1), width: 8, height: 8 };
    const layer = (channels: 3 | 4, size: number) => ({
      input: noisy(size, size, channels, 2),
      raw: { width: size, height: size, channels },
    });
    const steps = {
      matrix: saturationMatrix(1),
      scale: [1, 1, 1] as const,
      offset: [0, 0, 0] as const,
    };
    expect(() => grainAndVignette(picture, { ...steps, grain: layer(3, 7), vignette: layer(4, 8) })).toThrow(
      'the size of the picture',
    );
    expect(() => grainAndVignette(picture, { ...steps, grain: layer(3, 8), vignette: layer(4, 7) })).toThrow(
      'the size of the picture',
    );
  });
});

describe('the kernels, one call at a time', () => {
  it("refuses a call from inside another's callback, which would overwrite the pixels it holds", () => {
    const picture: RawPicture = { data: noisy(20, 10, 3, 4), width: 20, height: 10 };
    expect(() =>
      treatRealistic(
        picture,
        0.35,
        (sample) => {
          levelsSample(sample);
          return { matrix: saturationMatrix(1), scale: [1, 1, 1], offset: [0, 0, 0] };
        },
        false,
      ),
    ).toThrow('from inside one of their own callbacks');
    // And the module is free again after.
    expect(levelsSample(picture).width).toBe(20);
  });
});
