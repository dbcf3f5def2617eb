import sharp from 'sharp';
import { recombLinearInPlace } from '../pixel-passes.js';
import { inBands, rawInput, type RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { percentile, saturationMatrix } from '../treatment-layers.js';

function sharpenKernel(pixelsPerPoint: number): number[] {
  // Gentler on small previews, where a pixel is already a large share of a point.
  const amount = pixelsPerPoint >= 3 ? 0.35 : 0.15;
  return [0, -amount, 0, -amount, 1 + 4 * amount, -amount, 0, -amount, 0];
}

/**
 * Realistic: the photo as taken, colour-corrected. Levels are read from a small copy (the 0.5th
 * and 99.5th percentiles of each channel) and stretched, half per channel (which also takes
 * out a colour cast) and half together; then a touch of saturation and a gentle sharpen.
 */
async function treatPicture(picture: RawPicture, { pixelsPerPoint }: TreatOptions): Promise<RawPicture> {
  const sample = await sharp(picture.data, rawInput(picture)).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  const low = [0, 1, 2].map((channel) => percentile(sample, channel, 0.005));
  const high = [0, 1, 2].map((channel) => percentile(sample, channel, 0.995));
  const allLow = Math.min(...low);
  const allHigh = Math.max(...high);
  const [red, green, blue] = ([0, 1, 2] as const).map((channel) => {
    const lo = (low[channel]! + allLow) / 2;
    const hi = Math.max(lo + 32, (high[channel]! + allHigh) / 2);
    return { scale: 255 / (hi - lo), offset: (-255 * lo) / (hi - lo) };
  });
  // A 3x3 unsharp kernel in RGB (sharp's own sharpen works in LAB and costs ten times more),
  // by sharp in bands, one per core; then the saturation and the levels in one JavaScript loop,
  // which costs half of sharp's two float passes. The order is the one sharp ran all three in.
  const sharpened = await inBands(picture, 1, (band) =>
    band.convolve({ width: 3, height: 3, kernel: sharpenKernel(pixelsPerPoint) }),
  );
  return recombLinearInPlace(
    sharpened,
    saturationMatrix(1.08),
    [red!.scale, green!.scale, blue!.scale],
    [red!.offset, green!.offset, blue!.offset],
  );
}

export const realistic: CardStyle = { treatPicture };
