import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontSources, type CardFontName, type FontFile } from '../../shared/card-layout/font-files.js';
import { loadLayoutFont, type LayoutFont } from '../../shared/card-layout/layout-font.js';
import { parseFontFile, type FontkitFont } from '../pdf/font-file.js';

/**
 * Ligatures, contextual alternates and kerning are off both when we measure and lay out and
 * when pdf-lib encodes the text, so the preview's glyphs and the PDF's are the same glyphs in
 * the same places (and fontkit skips its slowest tables). The shared layout measures plain
 * advances (shared/card-layout/layout-font.ts), which is what these settings leave.
 */
export const fontFeatures: Record<string, boolean> = {
  liga: false,
  clig: false,
  calt: false,
  kern: false,
  dlig: false,
};

/** A typeface as the renderer uses it: the shared layout metrics, and what drawing needs. */
export interface CardFont extends LayoutFont {
  /** The font program: TrueType/OpenType (a WOFF file is unpacked on load), or WOFF2. */
  bytes: Uint8Array;
  font: FontkitFont;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, CardFont>();

/**
 * A missing font is an install error, not something to paper over: a fallback face would
 * print a card whose typography differs from the style the customer chose.
 */
function open(source: FontFile): CardFont {
  const known = loaded.get(source.name);
  if (known) return known;
  let file: Buffer;
  try {
    file = readFileSync(require.resolve(`${source.pkg}/${source.file}`));
  } catch (error) {
    throw new Error(`Card font ${source.name} is missing: install ${source.pkg} (npm ci)`, { cause: error });
  }
  // Layout reads the file as the browser does; drawing and pdf-lib share the unpacked font.
  const result: CardFont = { ...loadLayoutFont(file, source.name), ...parseFontFile(file) };
  loaded.set(source.name, result);
  return result;
}

/** The loaded typeface; throws when its package is not installed. */
export function cardFont(name: CardFontName): CardFont {
  return open(fontSources[name]);
}
