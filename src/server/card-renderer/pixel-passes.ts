import type { RawLayer } from './treatment-layers.js';

type Row3 = readonly [number, number, number];
export type Matrix3 = readonly [Row3, Row3, Row3];

/**
 * The steps of vintage's treatment, in sharp's terms: sharp's
 * `recomb(matrix).linear(scale, offset).composite([grain overlay, vignette multiply])`, which
 * pixel-kernels.ts's grainAndVignette runs as one pass. sharp ran them as float passes, its
 * composite converting, premultiplying and blending every pixel: 67 ms of CPU for vintage's
 * 1150x1150 print. The maths is sharp's own, in the order sharp runs it whatever the order of
 * the calls (recomb, then the composite, then linear; nothing clipped until the end, where the
 * fraction is dropped), so the pixels are sharp's to within a rounding.
 */
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
