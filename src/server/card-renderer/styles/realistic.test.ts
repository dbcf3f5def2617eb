import { describe, expect, it } from 'vitest';
import { treatPicture, treatWindowOf } from '../card-styles';
import { scrimShade } from '../pixel-passes';
import { levelsSample } from '../pixel-kernels';
import { type RawPicture, windowOf } from '../raw-picture';
import { colourStep, sharpenAmount } from './realistic';

const printOptions = { pixelsPerPoint: 300 / 72, paper: '#ffffff', scrim: true };

/** Noise squeezed into 40..200: every pixel differs from its neighbours, so a misplaced neighbour or edge would show. */
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
function byDefinition(picture: RawPicture, scrim: boolean, pixelsPerPoint: number): Buffer {
  const { data, width, height } = picture;
  const { matrix, scale, offset } = colourStep(levelsSample(picture));
  const amount = sharpenAmount(pixelsPerPoint);
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
    [67, 301, true, printOptions.pixelsPerPoint],
    [67, 301, false, printOptions.pixelsPerPoint],
    [67, 301, true, 1.5],
    [16, 3, true, printOptions.pixelsPerPoint],
    [17, 2, false, 1.5],
    [1, 1, true, printOptions.pixelsPerPoint],
    [33, 1, false, printOptions.pixelsPerPoint],
  ])(
    'is the sharpen, the colour and the scrim by their definition (%i x %i, scrim %s, %d px a point)',
    async (width, height, scrim, pixelsPerPoint) => {
      const picture = noisyPicture(width, height);
      const treated = await treatPicture(
        'realistic',
        { ...picture, data: Buffer.from(picture.data) },
        { ...printOptions, pixelsPerPoint, scrim },
      );
      expect(treated.data.length).toBe(picture.data.length);
      // Single-precision floats against doubles: a value that lands on a half may round the other way.
      const { count, most } = differences(treated.data, byDefinition(picture, scrim, pixelsPerPoint));
      expect(most).toBeLessThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(Math.ceil(picture.data.length / 1000));
    },
  );

  it('treats a picture inside a larger buffer alone, the same after a larger picture used the memory', async () => {
    const alone = noisyPicture(67, 40);
    const expected = (await treatPicture('realistic', { ...alone, data: Buffer.from(alone.data) }, printOptions)).data;
    await treatPicture('realistic', noisyPicture(400, 300), { ...printOptions, scrim: false });
    // As the subject crop passes it: rows inside the decoded picture, with other pixels around.
    const backing = Buffer.alloc(37 + alone.data.length + 64, 7);
    alone.data.copy(backing, 37);
    const treated = await treatPicture(
      'realistic',
      { ...alone, data: backing.subarray(37, 37 + alone.data.length) },
      printOptions,
    );
    expect(treated.data.equals(expected)).toBe(true);
    expect(backing.subarray(37, 37 + alone.data.length).equals(expected)).toBe(true);
    expect(
      [...backing.subarray(0, 37), ...backing.subarray(37 + alone.data.length)].every((value) => value === 7),
    ).toBe(true);
  });

  it.each([
    { left: 13, top: 7, width: 40, height: 50 },
    { left: 27, top: 10, width: 40, height: 50 },
    { left: 0, top: 0, width: 1, height: 60 },
    { left: 0, top: 4, width: 30, height: 20 },
    { left: 0, top: 9, width: 67, height: 31 },
    { left: 0, top: 0, width: 67, height: 60 },
  ])('cuts a window and treats it in one pass as cutting it first would (%o)', async (window) => {
    const picture = noisyPicture(67, 60);
    const cutFirst = await treatPicture('realistic', windowOf(picture, window), printOptions);
    const expected = Buffer.from(cutFirst.data);
    const fresh = noisyPicture(67, 60);
    const treated = await treatWindowOf('realistic', fresh, window, printOptions);
    expect([treated.width, treated.height]).toEqual([window.width, window.height]);
    expect(treated.data.equals(expected)).toBe(true);
    // Written over the start of the picture's own pixels, not into a new buffer.
    expect(treated.data.buffer).toBe(fresh.data.buffer);
  });

  it.each(['vintage', 'watercolor'] as const)(
    'cuts the window first for a style that does not cut as it treats (%s)',
    async (style) => {
      const window = { left: 13, top: 7, width: 40, height: 50 };
      const options = { ...printOptions, paper: '#f5efe0' };
      const cutFirst = await treatPicture(style, windowOf(noisyPicture(67, 60), window), options);
      const treated = await treatWindowOf(style, noisyPicture(67, 60), window, options);
      expect(treated.data.equals(cutFirst.data)).toBe(true);
    },
  );

  it('refuses a window that is not inside the picture', async () => {
    await expect(
      treatWindowOf('realistic', noisyPicture(20, 20), { left: 5, top: 0, width: 16, height: 20 }, printOptions),
    ).rejects.toThrow('is not inside the 20x20 picture');
  });

  it('reads the levels from the means of squares of the picture', () => {
    // 601 x 301 in squares of 3 (256 px on the longer edge at most): 201 x 101, the last column
    // of squares one pixel wide and the last row one pixel high.
    const picture = noisyPicture(601, 301);
    const sample = levelsSample(picture);
    expect([sample.width, sample.height]).toEqual([201, 101]);
    const mean = (left: number, top: number, channel: number) => {
      let sum = 0;
      let count = 0;
      for (let y = top; y < Math.min(301, top + 3); y += 1) {
        for (let x = left; x < Math.min(601, left + 3); x += 1) {
          sum += picture.data[(y * 601 + x) * 3 + channel]!;
          count += 1;
        }
      }
      return Math.round(sum / count);
    };
    for (const [x, y] of [
      [0, 0],
      [199, 0],
      [200, 0],
      [57, 33],
      [0, 100],
      [200, 100],
    ] as const) {
      for (let channel = 0; channel < 3; channel += 1) {
        expect(sample.data[(y * 201 + x) * 3 + channel]).toBe(mean(x * 3, y * 3, channel));
      }
    }
  });

  it('refuses an empty picture with a clear error', async () => {
    await expect(
      treatPicture('realistic', { data: Buffer.alloc(0), width: 0, height: 5 }, { ...printOptions, scrim: false }),
    ).rejects.toThrow('at least 1x1');
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
