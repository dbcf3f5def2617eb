import sharp from 'sharp';
import { rawInput, toRawPicture, type RawPicture } from '../raw-picture.js';
import type { CardStyle, TreatOptions } from '../style-spec.js';
import { noise, rawLayer } from '../treatment-layers.js';

/** Sketch: the classic pencil drawing (grey dodged by its own blurred negative) on warm paper. */
async function treatPicture(picture: RawPicture, { pixelsPerPoint, paper }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  // The paper's tooth needs only the size: drawn while the pencil is.
  const toothPending = noise(width, height, 14, Math.max(1, 0.4 * pixelsPerPoint));
  const grey = await sharp(picture.data, rawInput(picture)).greyscale().normalise().raw().toBuffer();
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
  const tooth = await toothPending;
  return toRawPicture(
    sharp({ create: { width, height, channels: 3, background: paper } }).composite([
      { ...drawing, blend: 'multiply' },
      { ...tooth, blend: 'soft-light' },
    ]),
  );
}

export const sketch: CardStyle = { treatPicture };
