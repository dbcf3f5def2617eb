import { blue, bytes, green, quarterOf, red, splitRgb, splitRgba, storeInterleaved } from './rgb-lanes';

/** Vintage's treatment (styles/vintage.ts): warm matrix, grain, vignette and fade in one pass. */

// Vintage's colour step, set by `treatVintage`.
let v00: v128, v01: v128, v02: v128, v10: v128, v11: v128, v12: v128, v20: v128, v21: v128, v22: v128;
let shadeScale0: v128, shadeScale1: v128, shadeScale2: v128, offset0: v128, offset1: v128, offset2: v128;

/**
 * sharp's overlay blend of `layer` over `base` on 0-255 values (2 l b / 255 in the shadows,
 * 255 - 2 (255 - l)(255 - b) / 255 in the lights), multiplied by `shade` x `shadeScale`, plus
 * `offset`, with the fraction dropped, as sharp drops it.
 */
@inline
function overlaidShaded(base: v128, layer: v128, shade: v128, shadeScale: v128, offset: v128): v128 {
  const twoOver255 = f32x4.splat(<f32>2 / 255);
  const full = f32x4.splat(255);
  const shadows = f32x4.mul(f32x4.mul(base, layer), twoOver255);
  const lights = f32x4.sub(full, f32x4.mul(f32x4.mul(f32x4.sub(full, base), f32x4.sub(full, layer)), twoOver255));
  const overlaid = v128.bitselect(shadows, lights, f32x4.le(base, f32x4.splat(127.5)));
  const value = f32x4.add(f32x4.mul(f32x4.mul(overlaid, shade), shadeScale), offset);
  return i32x4.trunc_sat_f32x4_s(f32x4.min(value, full));
}

/**
 * Vintage's treatment of `pixels` RGB pixels at `input` into `output`: the colour matrix
 * (9 f32 at `paramsAt`, row by row), overlaid with the RGB `grain`, multiplied by the
 * `vignette` (RGB, or RGBA with `vignetteChannels` 4, its alpha unread), then `scale` and
 * `offset` (3 f32 each after the matrix), clipped to 0-255: pixel-passes.ts's GrainAndVignette,
 * which says why in this order.
 */
export function treatVintage(
  input: usize,
  output: usize,
  grain: usize,
  vignette: usize,
  vignetteChannels: i32,
  pixels: i32,
  paramsAt: usize,
): void {
  v00 = f32x4.splat(load<f32>(paramsAt));
  v01 = f32x4.splat(load<f32>(paramsAt, 4));
  v02 = f32x4.splat(load<f32>(paramsAt, 8));
  v10 = f32x4.splat(load<f32>(paramsAt, 12));
  v11 = f32x4.splat(load<f32>(paramsAt, 16));
  v12 = f32x4.splat(load<f32>(paramsAt, 20));
  v20 = f32x4.splat(load<f32>(paramsAt, 24));
  v21 = f32x4.splat(load<f32>(paramsAt, 28));
  v22 = f32x4.splat(load<f32>(paramsAt, 32));
  // The vignette's 0-255 shade as a share, with linear's scale: one multiplication.
  shadeScale0 = f32x4.splat(load<f32>(paramsAt, 36) / 255);
  shadeScale1 = f32x4.splat(load<f32>(paramsAt, 40) / 255);
  shadeScale2 = f32x4.splat(load<f32>(paramsAt, 44) / 255);
  offset0 = f32x4.splat(load<f32>(paramsAt, 48));
  offset1 = f32x4.splat(load<f32>(paramsAt, 52));
  offset2 = f32x4.splat(load<f32>(paramsAt, 56));
  const vignetteStep = <usize>vignetteChannels * 16;
  let from = input;
  let to = output;
  let grainAt = grain;
  let vignetteAt = vignette;
  for (let p = 0; p < pixels; p += 16) {
    splitRgb(from);
    const r = red, g = green, b = blue;
    splitRgb(grainAt);
    const gr = red, gg = green, gb = blue;
    if (vignetteChannels == 4) splitRgba(vignetteAt);
    else splitRgb(vignetteAt);
    const vr = red, vg = green, vb = blue;
    // Four pixels at a time, written out as realistic.ts's are (no tuples; no trip through memory).
    const r0 = quarterOf(r, 0), g0 = quarterOf(g, 0), b0 = quarterOf(b, 0);
    const reds0 = vintageChannel(r0, g0, b0, quarterOf(gr, 0), quarterOf(vr, 0), 0);
    const greens0 = vintageChannel(r0, g0, b0, quarterOf(gg, 0), quarterOf(vg, 0), 1);
    const blues0 = vintageChannel(r0, g0, b0, quarterOf(gb, 0), quarterOf(vb, 0), 2);
    const r1 = quarterOf(r, 1), g1 = quarterOf(g, 1), b1 = quarterOf(b, 1);
    const reds1 = vintageChannel(r1, g1, b1, quarterOf(gr, 1), quarterOf(vr, 1), 0);
    const greens1 = vintageChannel(r1, g1, b1, quarterOf(gg, 1), quarterOf(vg, 1), 1);
    const blues1 = vintageChannel(r1, g1, b1, quarterOf(gb, 1), quarterOf(vb, 1), 2);
    const r2 = quarterOf(r, 2), g2 = quarterOf(g, 2), b2 = quarterOf(b, 2);
    const reds2 = vintageChannel(r2, g2, b2, quarterOf(gr, 2), quarterOf(vr, 2), 0);
    const greens2 = vintageChannel(r2, g2, b2, quarterOf(gg, 2), quarterOf(vg, 2), 1);
    const blues2 = vintageChannel(r2, g2, b2, quarterOf(gb, 2), quarterOf(vb, 2), 2);
    const r3 = quarterOf(r, 3), g3 = quarterOf(g, 3), b3 = quarterOf(b, 3);
    const reds3 = vintageChannel(r3, g3, b3, quarterOf(gr, 3), quarterOf(vr, 3), 0);
    const greens3 = vintageChannel(r3, g3, b3, quarterOf(gg, 3), quarterOf(vg, 3), 1);
    const blues3 = vintageChannel(r3, g3, b3, quarterOf(gb, 3), quarterOf(vb, 3), 2);
    storeInterleaved(
      to,
      bytes(reds0, reds1, reds2, reds3),
      bytes(greens0, greens1, greens2, greens3),
      bytes(blues0, blues1, blues2, blues3),
    );
    from += 48;
    to += 48;
    grainAt += 48;
    vignetteAt += vignetteStep;
  }
}

/** One channel (`channel`, 0-2) of four pixels through vintage's steps, from their f32 values. */
@inline
function vintageChannel(r: v128, g: v128, b: v128, grain: v128, vignette: v128, channel: i32): v128 {
  const m0 = channel == 0 ? v00 : channel == 1 ? v10 : v20;
  const m1 = channel == 0 ? v01 : channel == 1 ? v11 : v21;
  const m2 = channel == 0 ? v02 : channel == 1 ? v12 : v22;
  const base = f32x4.add(f32x4.add(f32x4.mul(m0, r), f32x4.mul(m1, g)), f32x4.mul(m2, b));
  return overlaidShaded(
    base,
    grain,
    vignette,
    channel == 0 ? shadeScale0 : channel == 1 ? shadeScale1 : shadeScale2,
    channel == 0 ? offset0 : channel == 1 ? offset1 : offset2,
  );
}
