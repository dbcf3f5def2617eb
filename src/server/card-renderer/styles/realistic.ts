import { type ColourStep, treatRealistic } from '../pixel-kernels.js';
import type { PictureWindow, RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { percentile, saturationMatrix } from '../treatment-layers.js';

/**
 * How much the sharpen takes of each of a pixel's four neighbours (and adds four times to the
 * pixel): gentler on small previews, where a pixel is already a large share of a point.
 */
export const sharpenAmount = (pixelsPerPoint: number) => (pixelsPerPoint >= 3 ? 0.35 : 0.15);

/**
 * The levels: the 0.5th and 99.5th percentiles of each channel, read from a small copy of the
 * picture (pixel-kernels.ts's levelsSample), and stretched half per channel (which also takes
 * out a colour cast) and half together; with a touch of saturation, as one colour step.
 */
export function colourStep({ data: sample }: RawPicture): ColourStep {
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
 * text scrim when asked, in one WebAssembly pass (pixel-kernels.ts) over the picture's own
 * pixels. A 3x3 cross sharpen in RGB: sharp's own sharpen works in LAB and costs ten times
 * more. libvips ran the sharpen, the saturation and the levels as three float passes, ~80 ms of
 * CPU at print size even split in bands over the cores; the one pass takes ~15 ms on one.
 */
async function treatPicture(picture: RawPicture, options: TreatOptions): Promise<RawPicture> {
  return treatWindowOf(picture, { left: 0, top: 0, width: picture.width, height: picture.height }, options);
}

async function treatWindowOf(
  picture: RawPicture,
  window: PictureWindow,
  { pixelsPerPoint, scrim }: TreatOptions,
): Promise<RawPicture> {
  return treatRealistic(picture, sharpenAmount(pixelsPerPoint), colourStep, scrim, window);
}

export const realistic: CardStyle = { treatPicture, treatWindowOf, drawsScrim: true };
