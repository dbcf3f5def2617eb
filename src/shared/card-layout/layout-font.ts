import fontkit from '@pdf-lib/fontkit';

/**
 * What text layout needs from a typeface, read from the font file's bytes. The server and the
 * browser both build it with loadLayoutFont from the same file of the same npm package, so
 * their line breaks and sizes agree (docs/decisions/008-shared-text-layout.md).
 */
export interface LayoutFont {
  /** The typeface's family name, e.g. "Caveat". */
  name: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyph(codePoint: number): boolean;
  /** Width of one character, in em, with ligatures, contextual forms and kerning off. */
  advance(codePoint: number): number;
}

/** The parts of fontkit's parsed font this reads; its typings leave out the tables. */
interface HorizontalMetrics {
  metrics: { length: number; get(index: number): { advance: number } | undefined };
}
interface ParsedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hmtx: HorizontalMetrics;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { id: number };
}

/**
 * A glyph's advance straight from the 'hmtx' table, as fontkit's Glyph.advanceWidth reads it for
 * a font without variation settings. Going through Glyph.advanceWidth would decode the glyph's
 * outline too (fontkit works out vertical metrics from it), and in a WOFF file that inflates
 * the whole 'glyf' table once per glyph.
 */
function hmtxAdvance(hmtx: HorizontalMetrics, glyphId: number): number {
  const { metrics } = hmtx;
  const index = glyphId < metrics.length ? glyphId : metrics.length - 1;
  return metrics.get(index)?.advance ?? 0;
}

/**
 * Parses a font file (TrueType, OpenType, WOFF or WOFF2) for layout. Widths are cached per code
 * point: a keystroke re-measures the same few dozen characters many times.
 */
export function loadLayoutFont(bytes: Uint8Array, name: string): LayoutFont {
  const font = fontkit.create(bytes) as unknown as ParsedFont;
  const widths = new Map<number, number>();
  // One of the Noto SC slices has a character map fontkit cannot read (it throws on the first
  // lookup). Such a file is a face that draws nothing, the same in the browser and the server.
  let broken = false;
  try {
    font.hasGlyphForCodePoint(0x20);
  } catch {
    broken = true;
  }
  return {
    name,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    hasGlyph: (codePoint) => !broken && font.hasGlyphForCodePoint(codePoint),
    advance(codePoint) {
      let width = widths.get(codePoint);
      if (width === undefined) {
        width = hmtxAdvance(font.hmtx, font.glyphForCodePoint(codePoint).id) / font.unitsPerEm;
        widths.set(codePoint, width);
      }
      return width;
    },
  };
}
