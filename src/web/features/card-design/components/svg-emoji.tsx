import type { Box } from '@shared/card-layout/card-geometry';
import { emojiArtUrl } from '@shared/card-layout/emoji-art';

/**
 * An emoji of a laid-out text, drawn from the same Twemoji file the server's previews and
 * print draw it from, served by the app (GET /card-emoji/..., server/card-review/
 * emoji-art-routes.ts) so the Content-Security-Policy's img-src 'self' admits it. `box` is the
 * square layout gave it (shared emojiBox), in the page's points; the table must be loaded
 * (loadEmojiTable), as it is before layout hands out emoji files.
 */
export function SvgEmoji({ file, box }: { file: string; box: Box }) {
  return <image href={emojiArtUrl(file)} x={box.x} y={box.y} width={box.width} height={box.height} />;
}
