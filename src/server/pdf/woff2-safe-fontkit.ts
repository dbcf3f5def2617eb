import fontkit from '@pdf-lib/fontkit';
import '../../shared/card-layout/fontkit-regenerator.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- fontkit's subset internals have no typings */

/**
 * fontkit subsets a TrueType font by copying each glyph's bytes out of its 'glyf' table. A
 * WOFF2 file stores that table transformed, so the copied bytes are garbage (and compound
 * glyphs throw). Inter comes from @fontsource-variable/inter, which ships only WOFF2, so
 * for WOFF2 fonts every glyph is re-encoded from its decoded outline instead, the way fontkit
 * already does for variable-font instances. WOFF and TTF fonts keep fontkit's own path.
 */
function reencodeGlyphs(subset: any): void {
  subset._addGlyph = function addGlyph(this: any, gid: number): number {
    const glyph = this.font.getGlyph(gid);
    const path = glyph.path;
    // fontkit's streams take only its own Buffer type, so an empty glyph is an empty slice of one.
    const buffer =
      path.commands.length > 0
        ? this.glyphEncoder.encodeSimple(path, [])
        : (this.glyf[0] ?? this.glyphEncoder.encodeSimple(this.font.getGlyph(0).path, [])).slice(0, 0);
    this.glyf.push(buffer);
    this.loca.offsets.push(this.offset);
    this.hmtx.metrics.push({ advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing });
    this.offset += buffer.length;
    return this.glyf.length - 1;
  };
}

/**
 * fontkit copies a TrueType glyph's bytes as they are and, for a subset under 64 KB, writes a
 * short 'loca' table, which stores offsets halved: a glyph of odd length shifts every later
 * glyph by a byte, and those glyphs print as garbage. Noto Sans Arabic, Symbols 2 and Math
 * have odd-length glyphs. Each copied glyph is padded to an even length (zeros after a glyph's
 * data are allowed).
 */
function padGlyphs(subset: any): void {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = function addEvenGlyph(this: any, gid: number): number {
    const index: number = addGlyph(gid);
    const buffer = this.glyf[index];
    if (buffer.length % 2 === 1) {
      // fontkit's streams take only its own Buffer type: make the padded copy from the same class.
      const padded = buffer.constructor.alloc(buffer.length + 1);
      buffer.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
}

/**
 * Parsing a font's layout tables takes about half a second; pdf-lib parses the bytes it is given
 * for every document, so a font is parsed once per file and shared (fonts are read-only).
 */
const parsed = new WeakMap<Uint8Array, any>();

export const woff2SafeFontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    const known = parsed.get(data);
    if (known) return known;
    const font: any = fontkit.create(data, postscriptName);
    parsed.set(data, font);
    const woff2 = font.type === 'WOFF2' || font.constructor?.name === 'WOFF2Font' || isWoff2(data);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      if (typeof subset._addGlyph !== 'function') return subset;
      if (woff2 && subset.glyphEncoder) reencodeGlyphs(subset);
      else if (font.directory?.tables?.glyf) padGlyphs(subset);
      return subset;
    };
    return font;
  },
};

function isWoff2(data: Uint8Array): boolean {
  return data[0] === 0x77 && data[1] === 0x4f && data[2] === 0x46 && data[3] === 0x32;
}
