import sharp from 'sharp';
import { cardFont } from '../card-fonts.js';
import { safeBox } from '../card-geometry.js';
import { rawInput, toRawPicture, type RawPicture } from '../raw-picture.js';
import { markFont, textStyle, type CardStyle, type CardStyleSpec, type TreatOptions } from '../style-spec.js';
import { noise, saturationMatrix, smoothSvgLayer, thenMatrix } from '../treatment-layers.js';

const safe = safeBox();

function spec(): Omit<CardStyleSpec, 'id'> {
  const typewriter = cardFont('specialElite');
  const ink = '#4a3728';
  return {
    paper: '#efe4cf',
    ink,
    accent: '#9a6b3f',
    frame: { box: { x: 30, y: 30, width: 300, height: 318 }, color: '#fbf8f0' },
    pictureBox: { x: 42, y: 42, width: 276, height: 276 },
    scrim: false,
    frontText: {
      box: { x: safe.x, y: 364, width: safe.width, height: 122 },
      style: textStyle(typewriter, { maxSize: 24, minSize: 7, readableSize: 11, color: ink, lineHeight: 1.3 }),
    },
    insideText: textStyle(typewriter, { maxSize: 16, color: ink, align: 'left', lineHeight: 1.5 }),
    backText: textStyle(typewriter, { maxSize: 14, color: ink }),
    markFont: markFont(),
  };
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
async function treatPicture(picture: RawPicture, { pixelsPerPoint }: TreatOptions): Promise<RawPicture> {
  const { width, height } = picture;
  const grain = await noise(width, height, 34, Math.max(1, 0.35 * pixelsPerPoint));
  const vignette = await smoothSvgLayer(
    width,
    height,
    () =>
      `<defs><radialGradient id="v" cx="50%" cy="48%" r="72%"><stop offset="55%" stop-color="#fff"/><stop offset="100%" stop-color="#6b4a2b"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/>`,
  );
  return toRawPicture(
    sharp(picture.data, rawInput(picture))
      .recomb(fadedWarmth)
      .linear([0.86, 0.84, 0.78], [30, 26, 22])
      .composite([
        { ...grain, blend: 'overlay' },
        { ...vignette, blend: 'multiply' },
      ]),
  );
}

export const vintage: CardStyle = { spec, treatPicture };
