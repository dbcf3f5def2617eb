import sharp, { type Sharp } from 'sharp';
import type { CardStyleId } from '../../shared/creation-rules.js';
import { noise, percentile, rawLayer, saturationMatrix, smoothSvgLayer, thenMatrix } from './treatment-layers.js';

/**
 * Each style's treatment of the customer's own picture, done here with sharp (libvips), not by
 * a model. Input and output are raw RGB pixels of the final size; every radius is given in
 * points and scaled by `pixelsPerPoint`, so a small preview and the 300 dpi print look alike.
 */
export interface RawPicture {
  data: Buffer;
  width: number;
  height: number;
}

export interface TreatOptions {
  pixelsPerPoint: number;
  /** The page colour the picture melts into (watercolor's soft edges). */
  paper: string;
}

const raw = (picture: RawPicture) => ({ raw: { width: picture.width, height: picture.height, channels: 3 as const } });

async function toRaw(image: Sharp): Promise<RawPicture> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

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
async function realistic(picture: RawPicture, { pixelsPerPoint }: TreatOptions): Promise<RawPicture> {
  const sample = await sharp(picture.data, raw(picture)).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  const low = [0, 1, 2].map((channel) => percentile(sample, channel, 0.005));
  const high = [0, 1, 2].map((channel) => percentile(sample, channel, 0.995));
  const allLow = Math.min(...low);
  const allHigh = Math.max(...high);
  const scale: number[] = [];
  const offset: number[] = [];
  for (let channel = 0; channel < 3; channel += 1) {
    const lo = (low[channel]! + allLow) / 2;
    const hi = Math.max(lo + 32, (high[channel]! + allHigh) / 2);
    scale.push(255 / (hi - lo));
    offset.push((-255 * lo) / (hi - lo));
  }
  return toRaw(
    sharp(picture.data, raw(picture))
      .linear(scale, offset)
      .recomb(saturationMatrix(1.08))
      // A 3x3 unsharp kernel in RGB: sharp's own sharpen works in LAB and costs ten times more.
      .convolve({ width: 3, height: 3, kernel: sharpenKernel(pixelsPerPoint) }),
  );
}

/** Watercolor: flattened washes of colour, darker pigment at the edges, paper showing through. */
async function watercolor(picture: RawPicture, { pixelsPerPoint, paper }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  // Washes are soft anyway: painted at half size, where the median filter costs a quarter.
  const half = await sharp(picture.data, raw(picture))
    .resize(Math.max(1, Math.round(width / 2)), Math.max(1, Math.round(height / 2)))
    .median(Math.max(3, Math.round(0.6 * pixelsPerPoint) | 1))
    .blur(Math.max(0.6, 0.3 * pixelsPerPoint))
    .recomb(saturationMatrix(1.35))
    .linear(0.86, 40)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const wash = await sharp(half.data, { raw: half.info })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const edges = await rawLayer(
    sharp(picture.data, raw(picture))
      .greyscale()
      .blur(Math.max(0.6, 0.35 * pixelsPerPoint))
      .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
      // Dark pigment where the picture has edges: 255 less the edge strength.
      .linear(-1.4, 255),
  );
  const tooth = await noise(width, height, 18, Math.max(1, 0.6 * pixelsPerPoint));
  const fade = await smoothSvgLayer(width, height, (w, h) => {
    const feather = Math.min(w, h) * 0.06;
    return (
      `<defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${feather}"/></filter></defs>` +
      `<rect x="${feather * 1.6}" y="${feather * 1.6}" width="${w - feather * 3.2}" height="${h - feather * 3.2}" rx="${feather * 2}" fill="#fff" filter="url(#f)"/>`
    );
  });
  const painted = await sharp(wash, raw(picture))
    .composite([
      { ...edges, blend: 'multiply' },
      { ...tooth, blend: 'soft-light' },
      { ...fade, blend: 'dest-in' },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toRaw(sharp(painted.data, { raw: painted.info }).flatten({ background: paper }));
}

/** Sketch: the classic pencil drawing (grey dodged by its own blurred negative) on warm paper. */
async function sketch(picture: RawPicture, { pixelsPerPoint, paper }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  const grey = await sharp(picture.data, raw(picture)).greyscale().normalise().raw().toBuffer();
  const greyRaw = { raw: { width, height, channels: 1 as const } };
  // The blur is wide, so it is taken at a quarter size, where it costs a sixteenth.
  const quarter = { width: Math.max(1, Math.round(width / 4)), height: Math.max(1, Math.round(height / 4)) };
  const smallNegative = await sharp(grey, greyRaw)
    .resize(quarter.width, quarter.height)
    .negate()
    .blur(Math.max(0.5, 0.55 * pixelsPerPoint))
    .raw()
    .toBuffer();
  const blurredNegative = await rawLayer(
    sharp(smallNegative, { raw: { ...quarter, channels: 1 } }).resize(width, height, { fit: 'fill' }),
  );
  const drawing = await rawLayer(
    sharp(grey, greyRaw)
      .composite([{ ...blurredNegative, blend: 'colour-dodge' }])
      .linear(1.25, -60),
  );
  const tooth = await noise(width, height, 14, Math.max(1, 0.4 * pixelsPerPoint));
  return toRaw(
    sharp({ create: { width, height, channels: 3, background: paper } }).composite([
      { ...drawing, blend: 'multiply' },
      { ...tooth, blend: 'soft-light' },
    ]),
  );
}

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
async function vintage(picture: RawPicture, { pixelsPerPoint }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  const grain = await noise(width, height, 34, Math.max(1, 0.35 * pixelsPerPoint));
  const vignette = await smoothSvgLayer(
    width,
    height,
    () =>
      `<defs><radialGradient id="v" cx="50%" cy="48%" r="72%"><stop offset="55%" stop-color="#fff"/><stop offset="100%" stop-color="#6b4a2b"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/>`,
  );
  return toRaw(
    sharp(picture.data, raw(picture))
      .recomb(fadedWarmth)
      .linear([0.86, 0.84, 0.78], [30, 26, 22])
      .composite([
        { ...grain, blend: 'overlay' },
        { ...vignette, blend: 'multiply' },
      ]),
  );
}

export const pictureTreatments: Record<
  CardStyleId,
  (picture: RawPicture, options: TreatOptions) => Promise<RawPicture>
> = { realistic, watercolor, sketch, vintage };
