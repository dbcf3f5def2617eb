import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { recombLinearRows, scrimShade, type RecombLinear } from '../pixel-passes.js';
import { inBands, rawInput, type RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { percentile, saturationMatrix } from '../treatment-layers.js';

function sharpenKernel(pixelsPerPoint: number): number[] {
  // Gentler on small previews, where a pixel is already a large share of a point.
  const amount = pixelsPerPoint >= 3 ? 0.35 : 0.15;
  return [0, -amount, 0, -amount, 1 + 4 * amount, -amount, 0, -amount, 0];
}

/**
 * The levels: the 0.5th and 99.5th percentiles of each channel, read from a small copy, and
 * stretched half per channel (which also takes out a colour cast) and half together; with a
 * touch of saturation, as one colour step.
 */
async function colourStep(picture: RawPicture): Promise<Pick<RecombLinear, 'matrix' | 'scale' | 'offset'>> {
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
  return {
    matrix: saturationMatrix(1.08),
    scale: [red!.scale, green!.scale, blue!.scale],
    offset: [red!.offset, green!.offset, blue!.offset],
  };
}

/**
 * Realistic: the photo as taken, colour-corrected (colourStep) and gently sharpened, with the
 * scrim when asked. A 3x3 unsharp kernel in RGB (sharp's own sharpen works in LAB and costs ten
 * times more), by sharp in bands, one per core, while the levels are read; then the saturation,
 * the levels and the scrim in one JavaScript loop over each band as sharp gives it, which costs
 * half of sharp's float passes, written over the picture's own pixels. The order is the one
 * sharp ran all three in.
 */
async function treatPicture(picture: RawPicture, { pixelsPerPoint, scrim }: TreatOptions): Promise<RawPicture> {
  const colour = colourStep(picture);
  // Settled here too, so a failed sample never goes unhandled while the bands run.
  colour.catch(() => {});
  const shade = scrim ? scrimShade(picture.height) : undefined;
  return inBands(
    picture,
    1,
    (band) => band.convolve({ width: 3, height: 3, kernel: sharpenKernel(pixelsPerPoint) }),
    availableParallelism(),
    // After the levels' sample too, which reads the same pixels.
    async (result, out, rows) =>
      recombLinearRows(result, out, { width: picture.width, top: rows.top }, { ...(await colour), shade }),
    true,
  );
}

export const realistic: CardStyle = { treatPicture, drawsScrim: true };
