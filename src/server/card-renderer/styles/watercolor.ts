import sharp from 'sharp';
import { rawInput, toRawPicture, type RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { noise, rawLayer, saturationMatrix, smoothSvgLayer } from '../treatment-layers.js';

/** Washes are soft anyway: painted at half size, where the median filter costs a quarter. */
async function paintWash(picture: RawPicture, pixelsPerPoint: number): Promise<Buffer> {
  const { width, height } = picture;
  const half = await sharp(picture.data, rawInput(picture))
    .resize(Math.max(1, Math.round(width / 2)), Math.max(1, Math.round(height / 2)))
    .median(Math.max(3, Math.round(0.6 * pixelsPerPoint) | 1))
    .blur(Math.max(0.6, 0.3 * pixelsPerPoint))
    .recomb(saturationMatrix(1.35))
    .linear(0.86, 40)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(half.data, { raw: half.info }).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Watercolor: flattened washes of colour, darker pigment at the edges, paper showing through. */
async function treatPicture(picture: RawPicture, { pixelsPerPoint, paper }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  // The four layers need only the picture, so they are made at once.
  const [wash, edges, tooth, fade] = await Promise.all([
    paintWash(picture, pixelsPerPoint),
    rawLayer(
      sharp(picture.data, rawInput(picture))
        .greyscale()
        .blur(Math.max(0.6, 0.35 * pixelsPerPoint))
        .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
        // Dark pigment where the picture has edges: 255 less the edge strength.
        .linear(-1.4, 255),
    ),
    noise(width, height, 18, Math.max(1, 0.6 * pixelsPerPoint)),
    smoothSvgLayer(width, height, (w, h) => {
      const feather = Math.min(w, h) * 0.06;
      return (
        `<defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${feather}"/></filter></defs>` +
        `<rect x="${feather * 1.6}" y="${feather * 1.6}" width="${w - feather * 3.2}" height="${h - feather * 3.2}" rx="${feather * 2}" fill="#fff" filter="url(#f)"/>`
      );
    }),
  ]);
  const painted = await sharp(wash, rawInput(picture))
    .composite([
      { ...edges, blend: 'multiply' },
      { ...tooth, blend: 'soft-light' },
      { ...fade, blend: 'dest-in' },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toRawPicture(sharp(painted.data, { raw: painted.info }).flatten({ background: paper }));
}

export const watercolor: CardStyle = { treatPicture };
