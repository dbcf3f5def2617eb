import type { LayoutFont } from '../../shared/card-layout/layout-font.js';
import type { CardTextBlock } from './card-layout.js';
import { emojiSvgElement } from './emoji-art.js';
import { CoverageMask } from './glyph-coverage.js';
import { contoursOverlap, fillOutline, parseOutline, type Outline } from './glyph-outline.js';

/** A rectangle of whole pixels on the page. */
export interface PixelArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A glyph's outline, and whether it is filled by sample lines (glyph-coverage.ts). */
type GlyphOutline = Outline & { overlapping: boolean };

/** Each face's glyph outlines, parsed once: a face lives as long as the worker. */
const outlines = new WeakMap<LayoutFont, Map<number, GlyphOutline>>();

function outlineOf(font: LayoutFont, glyph: number): GlyphOutline {
  let parsed = outlines.get(font);
  if (!parsed) outlines.set(font, (parsed = new Map()));
  let outline = parsed.get(glyph);
  if (!outline) {
    const parsedOutline = parseOutline(font.glyphPath(glyph));
    outline = { ...parsedOutline, overlapping: contoursOverlap(parsedOutline) };
    parsed.set(glyph, outline);
  }
  return outline;
}

/**
 * Memory a block's fill is made in, kept between blocks and cards (textCoverage runs to the end
 * without yielding): a paragraph's is ~3 MB, and every new one outside V8's heap brings its
 * next full garbage collection nearer.
 */
let coverageScratch = new Float32Array(0);
const glyphMask = new CoverageMask();

function scratchCoverage(size: number): Float32Array {
  if (coverageScratch.length < size) coverageScratch = new Float32Array(size);
  const covered = coverageScratch.subarray(0, size);
  covered.fill(0);
  return covered;
}

/**
 * The coverage (0-255 a pixel) of a text block's glyphs over `area` of the page, from the same
 * font files the PDF embeds, each glyph where the shared layout placed it (shaped, in bidi
 * order), so the preview shows the print's exact line breaks and shapes without asking the
 * system for fonts. `scale` is pixels per point. Emoji are not in it: emojiSvg draws them.
 */
export function textCoverage(block: CardTextBlock, scale: number, area: PixelArea): Uint8Array {
  const covered = scratchCoverage(area.width * area.height);
  for (const line of block.lines) {
    for (const run of line.runs) {
      if (run.kind === 'emoji') continue;
      const glyphScale = (block.size * scale) / run.font.unitsPerEm;
      for (const glyph of run.glyphs) {
        const { commands, box, overlapping } = outlineOf(run.font, glyph.id);
        if (commands.length === 0) continue;
        // Each glyph is filled over its own box, then laid over those before it, as librsvg
        // draws a page's glyph paths one by one.
        const x = glyph.x * scale - area.left;
        const y = glyph.y * scale - area.top;
        const left = Math.max(0, Math.floor(x + box.minX * glyphScale));
        const top = Math.max(0, Math.floor(y - box.maxY * glyphScale));
        const right = Math.min(area.width, Math.ceil(x + box.maxX * glyphScale) + 1);
        const bottom = Math.min(area.height, Math.ceil(y - box.minY * glyphScale) + 1);
        if (right <= left || bottom <= top) continue;
        fillOutline(glyphMask.reset(right - left, bottom - top, overlapping), commands, x - left, y - top, glyphScale);
        glyphMask.drawOver(covered, area.width, left, top);
      }
    }
  }
  const alpha = new Uint8Array(covered.length);
  for (let index = 0; index < covered.length; index += 1) alpha[index] = covered[index]! * 255 + 0.5;
  return alpha;
}

/** A text block's emoji as SVG for a page drawn at `scale` pixels per point, or '' without any. */
export function emojiSvg(block: CardTextBlock, scale: number): string {
  return block.lines
    .flatMap((line) => line.runs)
    .map((run) => (run.kind === 'emoji' ? emojiSvgElement(run.file, run.box, scale) : ''))
    .join('');
}
