import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import type { PlacedGlyph } from '../../shared/card-layout/text-layout.js';

/**
 * pdf-lib's drawText shapes text again and keeps only each glyph's advance, which loses what
 * the shared layout decided for shaped scripts (mark offsets, reordered glyphs, bidi order). So
 * glyphs are put in the font's subset by id, the way pdf-lib's own encodeText does it, and each
 * is shown at its own place. These are the embedder's fields that takes; pdf-lib keeps them
 * private (node_modules/pdf-lib/es/core/embedders/CustomFontSubsetEmbedder.js).
 */
interface SubsetEmbedder {
  font: { getGlyph(id: number, codePoints?: number[]): { id: number } };
  subset: { includeGlyph(glyph: { id: number }): number };
  glyphs: { id: number }[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}
interface OpenPdfFont {
  embedder: SubsetEmbedder;
  modified: boolean;
}

/** The glyph's code in the embedded subset, adding the glyph to it the first time. */
function subsetCode(pdfFont: PDFFont, glyph: PlacedGlyph): string {
  const open = pdfFont as unknown as OpenPdfFont;
  const { embedder } = open;
  let code = embedder.glyphIdMap.get(glyph.id);
  if (code === undefined) {
    const fontGlyph = embedder.font.getGlyph(glyph.id, glyph.codePoints);
    code = embedder.subset.includeGlyph(fontGlyph);
    embedder.glyphs[code - 1] = fontGlyph;
    embedder.glyphIdMap.set(glyph.id, code);
    embedder.glyphCache.invalidate();
    // pdf-lib writes a font's subset at save only when it was used.
    open.modified = true;
  }
  return code.toString(16).padStart(4, '0');
}

/** Font resources per page: a page names each font it uses once. */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKey(page: PDFPage, pdfFont: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(pdfFont);
  if (!key) {
    key = page.node.newFontDictionary(pdfFont.name, pdfFont.ref);
    keys.set(pdfFont, key);
  }
  return key;
}

/**
 * Shows glyphs of one font, each at its place in PDF points (`x`, `y` already on the page),
 * as text: the PDF stays searchable and small, and its subset holds only the glyphs drawn.
 */
export function showGlyphs(
  page: PDFPage,
  pdfFont: PDFFont,
  size: number,
  color: Color,
  glyphs: { glyph: PlacedGlyph; x: number; y: number }[],
): void {
  if (glyphs.length === 0) return;
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontKey(page, pdfFont), size),
    ...glyphs.flatMap(({ glyph, x, y }) => [
      setTextMatrix(1, 0, 0, 1, x, y),
      showText(PDFHexString.of(subsetCode(pdfFont, glyph))),
    ]),
    endText(),
    popGraphicsState(),
  );
}
