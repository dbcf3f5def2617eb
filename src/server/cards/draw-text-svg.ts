import { fontFeatures } from './card-fonts.js';
import type { TextBlockLayout } from './text-layout.js';

const escapeAttr = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A text block as SVG outlines of its glyphs, taken from the same font file the PDF embeds and
 * placed by the same advances, so the preview shows the print's exact line breaks and shapes
 * without asking the system for fonts. `scale` is pixels per point.
 */
export function textBlockSvg(block: TextBlockLayout, scale: number, idPrefix: string): string {
  const { font } = block.style;
  const unitsPerEm = font.font.unitsPerEm;
  const glyphScale = (block.size * scale) / unitsPerEm;
  const tracking = (block.style.tracking ?? 0) * block.size;
  const defs = new Map<number, string>();
  const uses: string[] = [];
  for (const line of block.lines) {
    if (!line.text) continue;
    let x = line.x;
    for (const glyph of font.font.layout(line.text, fontFeatures).glyphs) {
      const id = `${idPrefix}${glyph.id}`;
      if (!defs.has(glyph.id)) {
        const d = glyph.path.toSVG();
        defs.set(glyph.id, d ? `<path id="${id}" d="${escapeAttr(d)}"/>` : '');
      }
      if (defs.get(glyph.id)) {
        uses.push(
          `<use xlink:href="#${id}" transform="translate(${(x * scale).toFixed(2)} ${(line.baseline * scale).toFixed(2)}) scale(${glyphScale.toFixed(5)} ${(-glyphScale).toFixed(5)})"/>`,
        );
      }
      x += (glyph.advanceWidth / unitsPerEm) * block.size + tracking;
    }
  }
  return `<defs>${[...defs.values()].join('')}</defs><g fill="${block.style.color}">${uses.join('')}</g>`;
}
