import { cardStyleLooks } from '../../shared/card-layout/card-style-looks.js';
import type { CardStyleId } from '../../shared/creation-rules.js';
import type { RawPicture } from './raw-picture.js';
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

export function treatPicture(id: CardStyleId, picture: RawPicture, options: TreatOptions): Promise<RawPicture> {
  return registeredStyles[id].treatPicture(picture, options);
}
