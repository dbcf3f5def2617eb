import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { treatPicture } from '../card-styles';
import { scrimShade } from '../pixel-passes';
import { rawInput, type RawPicture } from '../raw-picture';
import { colourStep, sharpenKernel } from './realistic';

/** Noise: every pixel differs from its neighbours, and the levels push many past both ends. */
function noisyPicture(width: number, height: number): RawPicture {
  const data = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // Squeezed into 40..200, so the levels have something to stretch.
    data[index] = 40 + ((state >> 23) % 160);
  }
  return { data, width, height };
}

describe("realistic's treatment in bands", () => {
  it('gives the pixels of one sharp pipeline over the whole picture, then the scrim', async () => {
    const picture = noisyPicture(67, 301);
    const options = { pixelsPerPoint: 300 / 72, paper: '#ffffff', scrim: true };
    const colour = await colourStep(picture);
    const whole = await sharp(picture.data, rawInput(picture))
      .convolve({ width: 3, height: 3, kernel: sharpenKernel(options.pixelsPerPoint) })
      .recomb(colour.matrix)
      .linear(colour.scale, colour.offset)
      .raw()
      .toBuffer();
    const shade = scrimShade(picture.height);
    const rowBytes = picture.width * 3;
    for (let index = 0; index < whole.length; index += 1) {
      whole[index] = whole[index]! * shade(Math.floor(index / rowBytes)) + 0.5;
    }

    const treated = await treatPicture('realistic', { ...picture, data: Buffer.from(picture.data) }, options);

    expect(treated.data.equals(whole)).toBe(true);
    // The levels did stretch: the squeezed 40..200 now reaches both ends above the scrim.
    const top = treated.data.subarray(0, rowBytes * 100);
    expect(Math.min(...top)).toBe(0);
    expect(Math.max(...top)).toBe(255);
  });
});
