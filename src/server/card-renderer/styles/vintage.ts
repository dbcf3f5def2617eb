import { grainAndVignette } from '../pixel-kernels.js';
import type { RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { noise, saturationMatrix, smoothSvgLayer, thenMatrix } from '../treatment-layers.js';

/**
 * Film's warm cast, then a little less saturation, as one matrix: sharp's modulate() goes
 * through LCh and cost five times this one pass.
 */
const fadedWarmth = thenMatrix(
  [
    [0.62, 0.42, 0.12],
    [0.28, 0.7, 0.12],
    [0.2, 0.3, 0.5],
  ],
  saturationMatrix(0.85),
);

/** Vintage film: warm faded colour, lifted blacks, grain and a soft vignette. */
async function treatPicture(picture: RawPicture, { pixelsPerPoint }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  const [grain, vignette] = await Promise.all([
    noise(width, height, 34, Math.max(1, 0.35 * pixelsPerPoint)),
    smoothSvgLayer(
      width,
      height,
      () =>
        `<defs><radialGradient id="v" cx="50%" cy="48%" r="72%"><stop offset="55%" stop-color="#fff"/><stop offset="100%" stop-color="#6b4a2b"/></radialGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#v)"/>`,
    ),
  ]);
  // Every step is per pixel, so one pass does them all (pixel-passes.ts says why not sharp).
  return grainAndVignette(picture, {
    matrix: fadedWarmth,
    grain,
    vignette,
    scale: [0.86, 0.84, 0.78],
    offset: [30, 26, 22],
  });
}

export const vintage: CardStyle = { treatPicture };
