import { cardStyleLooks } from '../../shared/card-layout/card-style-looks.js';
import type { CardStyleId } from '../../shared/creation-rules.js';
import { scrimShade } from './pixel-passes.js';
import { type PictureWindow, type RawPicture, windowOf } from './raw-picture.js';
import type { CardStyle, CardStyleSpec, TreatOptions } from './style-spec.js';
import { realistic } from './styles/realistic.js';
import { sketch } from './styles/sketch.js';
import { vintage } from './styles/vintage.js';
import { watercolor } from './styles/watercolor.js';

/**
 * Every style the shared list offers (creation-rules.ts), each registered here once: the
 * Record makes the compiler refuse a style id without its module.
 */
const registeredStyles: Record<CardStyleId, CardStyle> = { realistic, watercolor, sketch, vintage };

export function cardStyleSpec(id: CardStyleId): CardStyleSpec {
  return { ...cardStyleLooks[id], id };
}

/** The style's treatment of `picture`, with the text scrim over it when `options.scrim` asks. */
export async function treatPicture(id: CardStyleId, picture: RawPicture, options: TreatOptions): Promise<RawPicture> {
  const style = registeredStyles[id];
  const treated = await style.treatPicture(picture, options);
  return options.scrim && !style.drawsScrim ? withScrim(treated) : treated;
}

/**
 * treatPicture of the `window` of `picture`: cut and treated in one pass by a style that can
 * (its treatWindowOf), else cut first.
 */
export async function treatWindowOf(
  id: CardStyleId,
  picture: RawPicture,
  window: PictureWindow,
  options: TreatOptions,
): Promise<RawPicture> {
  const style = registeredStyles[id];
  if (!style.treatWindowOf) return treatPicture(id, windowOf(picture, window), options);
  const treated = await style.treatWindowOf(picture, window, options);
  return options.scrim && !style.drawsScrim ? withScrim(treated) : treated;
}

/**
 * The scrim (pixel-passes.ts) row by row, where drawing it as SVG and compositing it cost a
 * tenth of a second at print size. The treated picture's pixels are ours alone, so they are
 * darkened in place.
 */
function withScrim(picture: RawPicture): RawPicture {
  const { data, width, height } = picture;
  const shade = scrimShade(height);
  const rowBytes = width * 3;
  for (let y = Math.floor(height / 2); y < height; y += 1) {
    const keep = shade(y);
    const end = (y + 1) * rowBytes;
    for (let index = y * rowBytes; index < end; index += 1) data[index] = data[index]! * keep + 0.5;
  }
  return { data, width, height };
}
