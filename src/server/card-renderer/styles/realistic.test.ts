import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { treatPicture } from '../card-styles';
import { scrimShade } from '../pixel-passes';
import { rawInput, type RawPicture } from '../raw-picture';
import { colourStep, sharpenKernel } from './realistic';

const printOptions = { pixelsPerPoint: 300 / 72, paper: '#ffffff' };

/** Noise squeezed into 40..200: every pixel differs from its neighbours, so a seam between bands would show. */
function noisyPicture(width: number, height: number): RawPicture {
  const data = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let index = 0; index < data.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    data[index] = 40 + ((state >> 23) % 160);
  }
  return { data, width, height };
}

/** A flat photo: a smooth ramp from 60 to 180 across, which the sharpen leaves as it is. */
function flatPicture(width: number, height: number): RawPicture {
  const data = Buffer.alloc(width * height * 3);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = 60 + Math.round((120 * (Math.floor(index / 3) % width)) / (width - 1));
  }
  return { data, width, height };
}

/** The treatment as one sharp pipeline over the whole picture, then the scrim when asked. */
async function inOnePiece(picture: RawPicture, scrim: boolean): Promise<Buffer> {
  const colour = await colourStep(picture);
  const whole = await sharp(picture.data, rawInput(picture))
    .convolve({ width: 3, height: 3, kernel: sharpenKernel(printOptions.pixelsPerPoint) })
    .recomb(colour.matrix)
    .linear(colour.scale, colour.offset)
    .raw()
    .toBuffer();
  if (!scrim) return whole;
  const shade = scrimShade(picture.height);
  const rowBytes = picture.width * 3;
  for (let index = 0; index < whole.length; index += 1) {
    whole[index] = whole[index]! * shade(Math.floor(index / rowBytes)) + 0.5;
  }
  return whole;
}

describe("realistic's treatment in bands", () => {
  it.each([true, false])('gives the pixels of one pipeline over the whole picture (scrim %s)', async (scrim) => {
    const picture = noisyPicture(67, 301);
    const treated = await treatPicture(
      'realistic',
      { ...picture, data: Buffer.from(picture.data) },
      {
        ...printOptions,
        scrim,
      },
    );
    expect(treated.data.equals(await inOnePiece(picture, scrim))).toBe(true);
  });

  it("stretches a flat photo's levels to black and white", async () => {
    const picture = flatPicture(64, 160);
    const treated = await treatPicture(
      'realistic',
      { ...picture, data: Buffer.from(picture.data) },
      {
        ...printOptions,
        scrim: false,
      },
    );
    // Two columns in from each edge, where the sharpen leaves the ramp alone: 64 and 176 there
    // in the input, near black and white once stretched.
    const row = 80 * 64 * 3;
    expect(picture.data[row + 3 * 2]).toBe(64);
    expect(treated.data[row + 3 * 2]).toBeLessThan(16);
    expect(picture.data[row + 3 * 61]).toBe(176);
    expect(treated.data[row + 3 * 61]).toBeGreaterThan(240);
  });
});
