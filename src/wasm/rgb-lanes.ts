/**
 * Sixteen RGB pixels at a time: split into one vector a channel, put back together, and the
 * lanes widened to floats and narrowed back to bytes, for the kernels in this folder.
 */

// Sixteen pixels split into planes by `splitRgb` / `splitRgba`.
export let red: v128, green: v128, blue: v128;

/** Sixteen RGB pixels (48 bytes at `at`) into `red`, `green` and `blue`. */
@inline
export function splitRgb(at: usize): void {
  const v0 = v128.load(at);
  const v1 = v128.load(at, 16);
  const v2 = v128.load(at, 32);
  red = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0),
    v2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29,
  );
  green = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0),
    v2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30,
  );
  blue = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0),
    v2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31,
  );
}

/** Sixteen RGBA pixels (64 bytes at `at`) into `red`, `green` and `blue`; the alpha is not read. */
@inline
export function splitRgba(at: usize): void {
  const v0 = v128.load(at);
  const v1 = v128.load(at, 16);
  const v2 = v128.load(at, 32);
  const v3 = v128.load(at, 48);
  red = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0),
    i8x16.shuffle(v2, v3, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0),
    0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23,
  );
  green = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0),
    i8x16.shuffle(v2, v3, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0),
    0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23,
  );
  blue = i8x16.shuffle(
    i8x16.shuffle(v0, v1, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0),
    i8x16.shuffle(v2, v3, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0),
    0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23,
  );
}

/** Sixteen pixels' channels, planar, back to 48 bytes of RGB at `to`. */
@inline
export function storeInterleaved(to: usize, reds: v128, greens: v128, blues: v128): void {
  const first = i8x16.shuffle(reds, greens, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
  v128.store(to, i8x16.shuffle(first, blues, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15));
  const second = i8x16.shuffle(reds, greens, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
  v128.store(to, i8x16.shuffle(second, blues, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15), 16);
  const third = i8x16.shuffle(reds, greens, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
  v128.store(to, i8x16.shuffle(third, blues, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31), 32);
}

/** Sixteen i32 lanes (0-255 or below 0) narrowed to bytes, below 0 as 0. */
@inline
export function bytes(a: v128, b: v128, c: v128, d: v128): v128 {
  return i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
}

/** Lanes `quarter` x 4 to + 3 of sixteen bytes, as f32. */
@inline
export function quarterOf(bytes: v128, quarter: i32): v128 {
  const halves = quarter < 2 ? i16x8.extend_low_i8x16_u(bytes) : i16x8.extend_high_i8x16_u(bytes);
  return f32x4.convert_i32x4_u(
    quarter % 2 == 0 ? i32x4.extend_low_i16x8_u(halves) : i32x4.extend_high_i16x8_u(halves),
  );
}
