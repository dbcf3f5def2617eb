import { cardStyles } from '../../shared/creation-rules.js';
import type { StylePreviews } from '../../shared/api/card-design.js';
import { layoutCard } from './card-layout.js';
import { renderPicture } from './card-picture.js';
import { renderPagePreview } from './render-previews.js';
import type { SourcePicture } from './source-picture.js';

/** Small enough to send four as data URLs, large enough to judge a style by. */
const previewWidthPx = 360;

/** The longest edge of the copy every style is drawn from: a preview needs no more. */
export const stylePreviewSourceEdge = 720;

/**
 * The options page's look at every style on the customer's own picture: the card's front in
 * each style, with its treatment and typeface, small and quick. `small` is the picture already
 * decoded and shrunk (to `stylePreviewSourceEdge`); each style is drawn from it.
 */
export async function renderStylePreviews(small: SourcePicture, front: string | undefined): Promise<StylePreviews> {
  const pixelsPerPoint = previewWidthPx / 360;
  const previews = [];
  for (const style of cardStyles) {
    const layout = layoutCard(
      { style: style.id, front: front?.trim() || style.name, inside: ' ', back: ' ' },
      { hasPicture: true },
    );
    const picture = await renderPicture(small, layout.pictureBox!, layout.style, pixelsPerPoint * 1.5);
    const image = await renderPagePreview(layout.pages.front, picture, { widthPx: previewWidthPx, quality: 72 });
    previews.push({ style: style.id, name: style.name, image: `data:image/webp;base64,${image.toString('base64')}` });
  }
  return { previews };
}
