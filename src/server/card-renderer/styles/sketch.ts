import sharp from 'sharp';
import { cardFont } from '../card-fonts.js';
import { safeBox } from '../card-geometry.js';
import { rawInput, toRawPicture, type RawPicture } from '../raw-picture.js';
import { markFont, textStyle, type CardStyle, type CardStyleSpec, type TreatOptions } from '../style-spec.js';
import { noise, rawLayer } from '../treatment-layers.js';

const safe = safeBox();

function spec(): Omit<CardStyleSpec, 'id'> {
  const font = cardFont('caveat');
  const ink = '#27272a';
  return {
    paper: '#f7f3ea',
    ink,
    accent: '#71717a',
    pictureBox: { x: safe.x, y: safe.x, width: safe.width, height: 324 },
    scrim: false,
    outline: { color: '#3f3f46', width: 0.75 },
    frontText: {
      box: { x: safe.x, y: 356, width: safe.width, height: 130 },
      style: textStyle(font, { maxSize: 34, minSize: 8, readableSize: 12, color: ink, lineHeight: 1.1 }),
    },
    insideText: textStyle(font, { maxSize: 24, color: ink, align: 'left', lineHeight: 1.3 }),
    backText: textStyle(font, { maxSize: 20, color: ink }),
    markFont: markFont(),
  };
}

/** Sketch: the classic pencil drawing (grey dodged by its own blurred negative) on warm paper. */
async function treatPicture(picture: RawPicture, { pixelsPerPoint, paper }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
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
  const tooth = await noise(width, height, 14, Math.max(1, 0.4 * pixelsPerPoint));
  return toRawPicture(
    sharp({ create: { width, height, channels: 3, background: paper } }).composite([
      { ...drawing, blend: 'multiply' },
      { ...tooth, blend: 'soft-light' },
    ]),
  );
}

export const sketch: CardStyle = { spec, treatPicture };
