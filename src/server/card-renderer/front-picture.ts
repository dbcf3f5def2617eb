import sharp from 'sharp';
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
 * by `crop`; without one, by the renderer's own subject crop, which is returned so the editor
 * can start from it and send it with the order.
 */
export async function renderFrontPicture(
  source: SourcePicture,
  style: CardStyleId,
  crop: PictureCrop | null,
): Promise<{ webp: Buffer; crop: PictureCrop }> {
  const spec = cardStyleSpec(style);
  const chosen = crop ?? (await subjectFocus(source, spec.pictureBox, editorPixelsPerPoint));
  const picture = await renderPicture(source, spec.pictureBox, spec, editorPixelsPerPoint, chosen);
  const webp = await sharp(picture.data, rawInput(picture)).webp({ quality: 75, effort: 2 }).toBuffer();
  return { webp, crop: chosen };
}
