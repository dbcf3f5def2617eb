import { isWoff, woffToSfnt } from './woff-to-sfnt.js';
import { woff2SafeFontkit } from './woff2-safe-fontkit.js';

/** The parts of a fontkit font the renderers use (its own typings are loose). */
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  path: { toSVG(): string };
}
export interface FontkitFont {
  postscriptName: string;
  familyName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  layout(text: string, features?: Record<string, boolean>): { glyphs: FontkitGlyph[] };
}

/**
 * A font file as both the measuring code and pdf-lib read it: WOFF is unpacked once so fontkit
 * reads glyphs in place (woff-to-sfnt.ts), and the parsed font is the one pdf-lib will embed
 * (woff2-safe-fontkit.ts parses each byte array once).
 */
export function parseFontFile(file: Buffer): { bytes: Uint8Array; font: FontkitFont } {
  const bytes: Uint8Array = isWoff(file) ? woffToSfnt(file) : file;
  return { bytes, font: woff2SafeFontkit.create(bytes) as FontkitFont };
}
