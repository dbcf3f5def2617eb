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
  const chosen = crop ?? (await subjectFocus(source, picture, spec.pictureBox, cardGeometry.printDpi / 72));
  const drawn = await renderPicture(source, spec.pictureBox, spec, editorPixelsPerPoint, chosen);
  const webp = await sharp(drawn.data, rawInput(drawn)).webp({ quality: 75, effort: 2 }).toBuffer();
  return { webp, crop: chosen };
}
