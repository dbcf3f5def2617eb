import { blue, bytes, green, red, splitRgb, storeInterleaved } from './rgb-lanes';

/** Realistic's treatment (styles/realistic.ts): sharpen, colour step and scrim in one pass. */

/**
 * Planar rows, one per channel, `stride` bytes apart: the row's pixel x at index x + 1, and
 * indexes 0 and width + 1 repeating the edge pixels, as libvips extends an edge for a
 * convolution.
 */
function planarRow(src: usize, planes: usize, stride: usize, width: i32): void {
  for (let x: usize = 0; x < <usize>width; x += 16) {
    splitRgb(src + x * 3);
    v128.store(planes + x, red, 1);
    v128.store(planes + stride + x, green, 1);
    v128.store(planes + 2 * stride + x, blue, 1);
  }
  const last = src + <usize>(width - 1) * 3;
  for (let channel: usize = 0; channel < 3; channel++) {
    const row = planes + channel * stride;
    store<u8>(row, load<u8>(src + channel));
    store<u8>(row + <usize>width + 1, load<u8>(last + channel));
  }
}

/** The sum of the four neighbours (left, right, up, down) of sixteen bytes, as two i16x8. */
@inline
function crossSumLow(left: v128, right: v128, up: v128, down: v128): v128 {
  return i16x8.add(
    i16x8.add(i16x8.extend_low_i8x16_u(left), i16x8.extend_low_i8x16_u(right)),
    i16x8.add(i16x8.extend_low_i8x16_u(up), i16x8.extend_low_i8x16_u(down)),
  );
}

@inline
function crossSumHigh(left: v128, right: v128, up: v128, down: v128): v128 {
  return i16x8.add(
    i16x8.add(i16x8.extend_high_i8x16_u(left), i16x8.extend_high_i8x16_u(right)),
    i16x8.add(i16x8.extend_high_i8x16_u(up), i16x8.extend_high_i8x16_u(down)),
  );
}

/** `centre * (1 + 4 amount) - amount * neighbours`, four lanes of i32 in, f32 out. */
@inline
function sharpened(centre: v128, neighbours: v128, centreWeight: v128, amount: v128): v128 {
  return f32x4.sub(
    f32x4.mul(centreWeight, f32x4.convert_i32x4_s(centre)),
    f32x4.mul(amount, f32x4.convert_i32x4_s(neighbours)),
  );
}

/**
 * `sharpened` of the low or `high` four lanes of eight i16 centres and neighbour sums, widened
 * to i32 for the floats (`high` is a constant at every call, so the choice is compiled away).
 */
@inline
function sharpenedQuarter(centres: v128, neighbours: v128, high: bool): v128 {
  return high
    ? sharpened(i32x4.extend_high_i16x8_s(centres), i32x4.extend_high_i16x8_s(neighbours), centreWeight, amount)
    : sharpened(i32x4.extend_low_i16x8_s(centres), i32x4.extend_low_i16x8_s(neighbours), centreWeight, amount);
}

/** One output channel of four pixels: the matrix row, the offset, at most `ceiling`, rounded. */
@inline
function mixed(r: v128, g: v128, b: v128, m0: v128, m1: v128, m2: v128, offset: v128, ceiling: v128): v128 {
  const value = f32x4.add(f32x4.add(f32x4.mul(m0, r), f32x4.mul(m1, g)), f32x4.add(f32x4.mul(m2, b), offset));
  // The half rounds to nearest; below zero, narrowing to bytes saturates at 0.
  return i32x4.trunc_sat_f32x4_s(f32x4.add(f32x4.min(value, ceiling), f32x4.splat(0.5)));
}

// The matrix and offset of the current row, set by `treatRealistic` before each row.
let m00: v128, m01: v128, m02: v128, m10: v128, m11: v128, m12: v128, m20: v128, m21: v128, m22: v128;
let o0: v128, o1: v128, o2: v128, ceiling: v128, centreWeight: v128, amount: v128;

/**
 * Realistic's treatment in one pass: a 3x3 cross sharpen (centre 1 + 4 `sharpen`, the four
 * neighbours -`sharpen`), then the colour matrix and offset (`matrix` is 9 f32 at `matrixAt`,
 * row by row, `offset` 3 f32 after it), clipped to 0-255, then, on the rows below half height
 * when `scrim` is set, the scrim's shade (the share of a pixel each row keeps, as
 * pixel-passes.ts's scrimShade draws it), rounded to bytes. `input` and `output` are
 * `width` x `height` pictures; `scratch` holds 9 planar rows (`scratchBytes`).
 */
export function treatRealistic(
  input: usize,
  output: usize,
  scratch: usize,
  width: i32,
  height: i32,
  sharpen: f32,
  matrixAt: usize,
  scrim: bool,
): void {
  const stride = planarStride(width);
  const slot = stride * 3;
  const rowBytes = <usize>width * 3;
  centreWeight = f32x4.splat(1 + 4 * sharpen);
  amount = f32x4.splat(sharpen);
  planarRow(input, scratch, stride, width);
  if (height > 1) planarRow(input + rowBytes, scratch + slot, stride, width);
  for (let y = 0; y < height; y++) {
    const here = scratch + <usize>(y % 3) * slot;
    const above = y > 0 ? scratch + <usize>((y + 2) % 3) * slot : here;
    let below = here;
    if (y + 1 < height) {
      below = scratch + <usize>((y + 1) % 3) * slot;
      if (y >= 1) planarRow(input + <usize>(y + 1) * rowBytes, below, stride, width);
    }
    setRowColour(matrixAt, scrim ? scrimKeep(y, height) : 1);
    let to = output + <usize>y * rowBytes;
    for (let x: usize = 0; x < <usize>width; x += 16) {
      const r = here + x;
      const g = r + stride;
      const b = g + stride;
      const rCentre = v128.load(r, 1);
      const gCentre = v128.load(g, 1);
      const bCentre = v128.load(b, 1);
      const rLow = crossSumLow(v128.load(r), v128.load(r, 2), v128.load(above + x, 1), v128.load(below + x, 1));
      const rHigh = crossSumHigh(v128.load(r), v128.load(r, 2), v128.load(above + x, 1), v128.load(below + x, 1));
      const gLow = crossSumLow(
        v128.load(g), v128.load(g, 2), v128.load(above + stride + x, 1), v128.load(below + stride + x, 1),
      );
      const gHigh = crossSumHigh(
        v128.load(g), v128.load(g, 2), v128.load(above + stride + x, 1), v128.load(below + stride + x, 1),
      );
      const bLow = crossSumLow(
        v128.load(b), v128.load(b, 2), v128.load(above + 2 * stride + x, 1), v128.load(below + 2 * stride + x, 1),
      );
      const bHigh = crossSumHigh(
        v128.load(b), v128.load(b, 2), v128.load(above + 2 * stride + x, 1), v128.load(below + 2 * stride + x, 1),
      );
      const rcLow = i16x8.extend_low_i8x16_u(rCentre);
      const rcHigh = i16x8.extend_high_i8x16_u(rCentre);
      const gcLow = i16x8.extend_low_i8x16_u(gCentre);
      const gcHigh = i16x8.extend_high_i8x16_u(gCentre);
      const bcLow = i16x8.extend_low_i8x16_u(bCentre);
      const bcHigh = i16x8.extend_high_i8x16_u(bCentre);
      // Pixels 0-3, 4-7, 8-11, 12-15, written out: AssemblyScript has no tuples, and a loop over
      // the quarters would pass every vector through memory.
      const r0 = sharpenedQuarter(rcLow, rLow, false);
      const g0 = sharpenedQuarter(gcLow, gLow, false);
      const b0 = sharpenedQuarter(bcLow, bLow, false);
      const r1 = sharpenedQuarter(rcLow, rLow, true);
      const g1 = sharpenedQuarter(gcLow, gLow, true);
      const b1 = sharpenedQuarter(bcLow, bLow, true);
      const r2 = sharpenedQuarter(rcHigh, rHigh, false);
      const g2 = sharpenedQuarter(gcHigh, gHigh, false);
      const b2 = sharpenedQuarter(bcHigh, bHigh, false);
      const r3 = sharpenedQuarter(rcHigh, rHigh, true);
      const g3 = sharpenedQuarter(gcHigh, gHigh, true);
      const b3 = sharpenedQuarter(bcHigh, bHigh, true);
      const reds = bytes(
        mixed(r0, g0, b0, m00, m01, m02, o0, ceiling),
        mixed(r1, g1, b1, m00, m01, m02, o0, ceiling),
        mixed(r2, g2, b2, m00, m01, m02, o0, ceiling),
        mixed(r3, g3, b3, m00, m01, m02, o0, ceiling),
      );
      const greens = bytes(
        mixed(r0, g0, b0, m10, m11, m12, o1, ceiling),
        mixed(r1, g1, b1, m10, m11, m12, o1, ceiling),
        mixed(r2, g2, b2, m10, m11, m12, o1, ceiling),
        mixed(r3, g3, b3, m10, m11, m12, o1, ceiling),
      );
      const blues = bytes(
        mixed(r0, g0, b0, m20, m21, m22, o2, ceiling),
        mixed(r1, g1, b1, m20, m21, m22, o2, ceiling),
        mixed(r2, g2, b2, m20, m21, m22, o2, ceiling),
        mixed(r3, g3, b3, m20, m21, m22, o2, ceiling),
      );
      storeInterleaved(to, reds, greens, blues);
      to += 48;
    }
  }
}

/**
 * The colour step of one row, with its scrim shade `keep` folded in: shading a clipped value
 * is shading the value and clipping it at 255 x `keep`.
 */
function setRowColour(matrixAt: usize, keep: f32): void {
  m00 = f32x4.splat(load<f32>(matrixAt) * keep);
  m01 = f32x4.splat(load<f32>(matrixAt, 4) * keep);
  m02 = f32x4.splat(load<f32>(matrixAt, 8) * keep);
  m10 = f32x4.splat(load<f32>(matrixAt, 12) * keep);
  m11 = f32x4.splat(load<f32>(matrixAt, 16) * keep);
  m12 = f32x4.splat(load<f32>(matrixAt, 20) * keep);
  m20 = f32x4.splat(load<f32>(matrixAt, 24) * keep);
  m21 = f32x4.splat(load<f32>(matrixAt, 28) * keep);
  m22 = f32x4.splat(load<f32>(matrixAt, 32) * keep);
  o0 = f32x4.splat(load<f32>(matrixAt, 36) * keep);
  o1 = f32x4.splat(load<f32>(matrixAt, 40) * keep);
  o2 = f32x4.splat(load<f32>(matrixAt, 44) * keep);
  ceiling = f32x4.splat(255 * keep);
}

/** pixel-passes.ts's scrimShade: none at half height, 62% darker at the bottom. */
function scrimKeep(row: i32, height: i32): f32 {
  const below = (<f32>row + 0.5) / <f32>height - 0.5;
  return 1 - <f32>0.62 * (max<f32>(0, below) / 0.5);
}

function planarStride(width: i32): usize {
  return ((<usize>width + 2 + 15) & ~15) + 16;
}

/** The bytes of scratch `treatRealistic` needs for a picture `width` pixels wide. */
export function scratchBytes(width: i32): usize {
  return planarStride(width) * 9;
}

/**
 * A small copy of a `width` x `height` picture for reading its levels: the mean of each
 * `block` x `block` square (the right and bottom ones cut to the picture), RGB, to `output`,
 * ceil(width / block) x ceil(height / block) pixels. `sums` holds one row of 16-bit sums
 * (`width` x 6 bytes, with slack): `block` must be at most 257, so 255 x `block` fits in one.
 */
export function boxSample(input: usize, width: i32, height: i32, block: i32, sums: usize, output: usize): void {
  const rowBytes = <usize>width * 3;
  let to = output;
  for (let top = 0; top < height; top += block) {
    const rows = min(block, height - top);
    memory.fill(sums, 0, rowBytes * 2 + 32);
    for (let row = 0; row < rows; row++) {
      const from = input + <usize>(top + row) * rowBytes;
      for (let i: usize = 0; i < rowBytes; i += 16) {
        const values = v128.load(from + i);
        const at = sums + i * 2;
        v128.store(at, i16x8.add(v128.load(at), i16x8.extend_low_i8x16_u(values)));
        v128.store(at, i16x8.add(v128.load(at, 16), i16x8.extend_high_i8x16_u(values)), 16);
      }
    }
    for (let left = 0; left < width; left += block) {
      const columns = min(block, width - left);
      const count = <u32>(rows * columns);
      let r: u32 = 0, g: u32 = 0, b: u32 = 0;
      for (let column = 0; column < columns; column++) {
        const at = sums + <usize>(left + column) * 6;
        r += load<u16>(at);
        g += load<u16>(at, 2);
        b += load<u16>(at, 4);
      }
      store<u8>(to, <u8>((r + count / 2) / count));
      store<u8>(to, <u8>((g + count / 2) / count), 1);
      store<u8>(to, <u8>((b + count / 2) / count), 2);
      to += 3;
    }
  }
}
