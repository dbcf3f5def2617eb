import { describe, expect, it } from 'vitest';
import { treatPicture } from '../card-styles';
import { scrimShade } from '../pixel-passes';
import type { RawPicture } from '../raw-picture';
import { colourStep, sharpenAmount } from './realistic';

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

/**
 * The treatment by its definition, in doubles, one pixel at a time: the 3x3 cross sharpen with
 * the edges extended, the colour step (matrix, then scale and offset), clipped, the scrim's
 * shade on its rows, rounded.
 */
async function byDefinition(picture: RawPicture, scrim: boolean): Promise<Buffer> {
  const { data, width, height } = picture;
  const { matrix, scale, offset } = await colourStep(picture);
  const amount = sharpenAmount(printOptions.pixelsPerPoint);
  const shade = scrimShade(height);
  const at = (x: number, y: number, channel: number) =>
    data[(Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 3 + channel]!;
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y += 1) {
    const keep = scrim ? shade(y) : 1;
    for (let x = 0; x < width; x += 1) {
      const sharpened = [0, 1, 2].map(
        (c) =>
          (1 + 4 * amount) * at(x, y, c) -
          amount * (at(x - 1, y, c) + at(x + 1, y, c) + at(x, y - 1, c) + at(x, y + 1, c)),
      );
      for (let c = 0; c < 3; c += 1) {
        const row = matrix[c]!;
        const value =
          (row[0] * sharpened[0]! + row[1] * sharpened[1]! + row[2] * sharpened[2]!) * scale[c]! + offset[c]!;
        out[(y * width + x) * 3 + c] = Math.round(Math.min(255, Math.max(0, value)) * keep);
      }
    }
  }
  return out;
}

/** How many of `actual`'s values differ from `expected`'s, and by at most how much. */
function differences(actual: Buffer, expected: Buffer) {
  let count = 0;
  let most = 0;
  for (let index = 0; index < expected.length; index += 1) {
    const difference = Math.abs(actual[index]! - expected[index]!);
    if (difference) count += 1;
    most = Math.max(most, difference);
  }
  return { count, most };
}

describe("realistic's treatment", () => {
  it.each([
    [67, 301, true],
    [67, 301, false],
    [16, 3, true],
    [17, 2, false],
    [1, 1, true],
    [33, 1, false],
  ])(
    'is the sharpen, the colour and the scrim by their definition (%i x %i, scrim %s)',
    async (width, height, scrim) => {
      const picture = noisyPicture(width, height);
      const treated = await treatPicture(
        'realistic',
        { ...picture, data: Buffer.from(picture.data) },
        { ...printOptions, scrim },
      );
      expect(treated.data.length).toBe(picture.data.length);
      // Single-precision floats against doubles: a value that lands on a half may round the other way.
      const { count, most } = differences(treated.data, await byDefinition(picture, scrim));
      expect(most).toBeLessThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(Math.ceil(picture.data.length / 1000));
    },
  );

  it('writes nothing past the end of the picture it was given', async () => {
    const backing = Buffer.alloc(67 * 40 * 3 + 64, 7);
    const picture = { ...noisyPicture(67, 40), data: backing.subarray(0, 67 * 40 * 3) };
    picture.data.set(noisyPicture(67, 40).data);
    await treatPicture('realistic', picture, { ...printOptions, scrim: false });
    expect([...backing.subarray(67 * 40 * 3)].every((value) => value === 7)).toBe(true);
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
