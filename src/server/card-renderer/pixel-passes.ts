import type { RawPicture } from './raw-picture.js';
import type { RawLayer } from './treatment-layers.js';

type Row3 = readonly [number, number, number];
export type Matrix3 = readonly [Row3, Row3, Row3];

/** The steps of `grainAndVignette`, in sharp's terms. */
export interface GrainAndVignette {
  /** sharp's `recomb`. */
  matrix: Matrix3;
  /** Composited with `blend: 'overlay'`, RGB, the picture's size. */
  grain: RawLayer;
  /**
   * Composited with `blend: 'multiply'` over that, the picture's size: RGB, or RGBA as
   * smoothSvgLayer draws it, opaque (the alpha is not read).
   */
  vignette: RawLayer;
  /** sharp's `linear(scale, offset)`. */
  scale: Row3;
  offset: Row3;
}

/**
 * sharp's `recomb(matrix).linear(scale, offset).composite([grain overlay, vignette multiply])`
 * as one loop over the pixels in JavaScript. sharp ran them as float passes, its composite
 * converting, premultiplying and blending every pixel: 67 ms of CPU for vintage's 1150x1150
 * print (two bands, one per core), where this loop takes 30 ms on one. The maths is sharp's
 * own, in the order sharp runs it whatever the order of the calls (recomb, then the composite,
 * then linear; nothing clipped until the end, where the fraction is dropped), so the pixels
 * are sharp's to within a rounding (measured: at most 1 apart, in 19 of 4 million values).
 */
export function grainAndVignette(picture: RawPicture, steps: GrainAndVignette): RawPicture {
  const { width, height } = picture;
  const data = new Uint8Array(picture.data.buffer, picture.data.byteOffset, picture.data.length);
  const result = Buffer.allocUnsafe(data.length);
  const out = new Uint8Array(result.buffer, result.byteOffset, result.length);
  const [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]] = steps.matrix;
  // The blends work on 0-1 values; the matrix and linear's scale take the 255ths in and out.
  const k = 1 / 255;
  const [s0, s1, s2] = steps.scale.map((scale) => scale * 255);
  const [o0, o1, o2] = steps.offset;
  const grain = steps.grain.input;
  const vignette = steps.vignette.input;
  const vignetteStep = steps.vignette.raw.channels;
  /** One channel: its recombined value `base` (0-1) overlaid with `grain` and shaded by `shade`, then linear. */
  const channel = (base: number, grainValue: number, shade: number, scale: number, offset: number) => {
    const layer = grainValue * k;
    const overlaid = base <= 0.5 ? 2 * layer * base : 1 - 2 * (1 - layer) * (1 - base);
    const value = overlaid * shade * scale + offset;
    return value <= 0 ? 0 : value >= 255 ? 255 : value;
  };
  const pixels = width * height;
  for (let p = 0, i = 0, v = 0; p < pixels; p += 1, i += 3, v += vignetteStep) {
    const r = data[i]! * k;
    const g = data[i + 1]! * k;
    const b = data[i + 2]! * k;
    out[i] = channel(m00 * r + m01 * g + m02 * b, grain[i]!, vignette[v]! * k, s0!, o0);
    out[i + 1] = channel(m10 * r + m11 * g + m12 * b, grain[i + 1]!, vignette[v + 1]! * k, s1!, o1);
    out[i + 2] = channel(m20 * r + m21 * g + m22 * b, grain[i + 2]!, vignette[v + 2]! * k, s2!, o2);
  }
  return { data: result, width, height };
}

/** How much of a pixel's value a row keeps under a shade: 1 keeps it all. */
export type RowShade = (row: number) => number;

/**
 * The text scrim: a dark gradient over the lower half, so white words stay readable on any
 * photo, black from none at half height to 62% at the bottom.
 */
export const scrimShade =
  (height: number): RowShade =>
  (row) =>
    1 - 0.62 * (Math.max(0, (row + 0.5) / height - 0.5) / 0.5);
