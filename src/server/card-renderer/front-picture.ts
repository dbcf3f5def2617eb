import sharp from 'sharp';
import { cardGeometry } from '../../shared/card-layout/card-geometry.js';
import type { PictureCrop } from '../../shared/card-layout/picture-crop.js';
import type { CardStyleId } from '../../shared/creation-rules.js';
import { renderPicture, subjectFocus } from './card-picture.js';
import { cardStyleSpec } from './card-styles.js';
import { rawInput } from './raw-picture.js';
import type { SourcePicture } from './source-picture.js';

/**
 * The editor's picture: about 2 px per point, as a page of 360-500 px on screen shows the
 * front's box sharply on a 2x screen, while a phone's settled crop costs a few tens of ms.
 */
const editorPixelsPerPoint = 2;

/**
 * The front's picture box as the print draws it in `style` (treatment and scrim, no text), cut
 * by `crop`; without one, by the subject crop the print finds on a picture of `picture`'s size
 * (found here on a thumbnail of `source`, so it may differ by the odd thumbnail pixel), which is
 * returned so the editor can start from it and send it with the order.
 */
export async function renderFrontPicture(
  source: SourcePicture,
  picture: { width: number; height: number },
  style: CardStyleId,
  crop: PictureCrop | null,
): Promise<{ webp: Buffer; crop: PictureCrop }> {
  const spec = cardStyleSpec(style);
  const chosen = crop ?? (await subjectCrop(source, picture, style));
  const drawn = await renderPicture(source, spec.pictureBox, spec, editorPixelsPerPoint, chosen);
  const webp = await sharp(drawn.data, rawInput(drawn)).webp({ quality: 75, effort: 2 }).toBuffer();
  return { webp, crop: chosen };
}

/**
 * The crop a design prints with when the customer chose none: where the print's subject crop
 * (card-picture.ts) falls in `style`'s picture box on a picture of `picture`'s size, found on
 * `copy`, a small upright copy of it, as a focal point at zoom 1. The editor suggests it, and
 * checkout stores it with an order that names no crop, so the render cuts only that window out
 * of the photo instead of decoding all of it to look for the subject again.
 */
export function subjectCrop(
  copy: SourcePicture,
  picture: { width: number; height: number },
  style: CardStyleId,
): Promise<PictureCrop> {
  return subjectFocus(copy, picture, cardStyleSpec(style).pictureBox, cardGeometry.printDpi / 72);
}
