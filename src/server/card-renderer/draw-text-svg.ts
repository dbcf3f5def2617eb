import { fontFeatures, type CardFont } from './card-fonts.js';
import type { CardTextBlock } from './card-layout.js';

const escapeAttr = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Each glyph's outline as SVG path data, made once per typeface: every card reuses the letters. */
const outlines = new WeakMap<CardFont, Map<number, string>>();

function outline(font: CardFont, glyph: { id: number; path: { toSVG(): string } }): string {
  let known = outlines.get(font);
  if (!known) {
    known = new Map();
    outlines.set(font, known);
  }
  let d = known.get(glyph.id);
  if (d === undefined) {
    d = escapeAttr(glyph.path.toSVG());
    known.set(glyph.id, d);
  }
  return d;
}

/**
 * A text block as SVG outlines of its glyphs, taken from the same font file the PDF embeds and
 * placed by the same advances, so the preview shows the print's exact line breaks and shapes
 * without asking the system for fonts. `scale` is pixels per point. Each glyph is its own path
 * rather than a <use> of a shared one: librsvg draws a <use> as a group of its own, which
 * doubled the cost of a paragraph.
 */
export function textBlockSvg(block: CardTextBlock, scale: number): string {
  const tracking = (block.style.tracking ?? 0) * block.size;
  const paths: string[] = [];
  for (const line of block.lines) {
    // Each run in the face layout chose for it (a fallback face for what the style's lacks).
    for (const run of line.runs) {
      const { font } = run;
      const unitsPerEm = font.font.unitsPerEm;
      const glyphScale = (block.size * scale) / unitsPerEm;
      let x = run.x;
      for (const glyph of font.font.layout(run.text, fontFeatures).glyphs) {
        const d = outline(font, glyph);
        if (d) {
          paths.push(
            `<path transform="translate(${(x * scale).toFixed(2)} ${(line.baseline * scale).toFixed(2)}) scale(${glyphScale.toFixed(5)} ${(-glyphScale).toFixed(5)})" d="${d}"/>`,
          );
        }
        x += (glyph.advanceWidth / unitsPerEm) * block.size + tracking;
      }
    }
  }
  return `<g fill="${block.style.color}">${paths.join('')}</g>`;
}
