import type { CardTextBlock } from './card-layout.js';
import { emojiSvgElement } from './emoji-art.js';

const escapeAttr = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A text block as SVG outlines of its glyphs, from the same font files the PDF embeds, each glyph
 * where the shared layout placed it (shaped, in bidi order), so the preview shows the print's
 * exact line breaks and shapes without asking the system for fonts. `scale` is pixels per point.
 * Each glyph is its own path rather than a <use> of a shared one: librsvg draws a <use> as a
 * group of its own, which doubled the cost of a paragraph.
 */
export function textBlockSvg(block: CardTextBlock, scale: number): string {
  const paths: string[] = [];
  // Outside the text's fill: an artwork element without a fill of its own is black, as in the
  // editor's <image> and the print's PNG.
  const emoji: string[] = [];
  for (const line of block.lines) {
    for (const run of line.runs) {
      if (run.kind === 'emoji') {
        emoji.push(emojiSvgElement(run.file, run.box, scale));
        continue;
      }
      const glyphScale = (block.size * scale) / run.font.unitsPerEm;
      for (const glyph of run.glyphs) {
        const d = run.font.glyphPath(glyph.id);
        if (!d) continue;
        paths.push(
          `<path transform="translate(${(glyph.x * scale).toFixed(2)} ${(glyph.y * scale).toFixed(2)}) scale(${glyphScale.toFixed(5)} ${(-glyphScale).toFixed(5)})" d="${escapeAttr(d)}"/>`,
        );
      }
    }
  }
  return `<g fill="${block.style.color}">${paths.join('')}</g>${emoji.join('')}`;
}
