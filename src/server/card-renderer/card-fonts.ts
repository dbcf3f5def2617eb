import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseFontFile, type FontkitFont } from '../pdf/font-file.js';

/**
 * Ligatures, contextual alternates and kerning are off both when we measure and lay out and
 * when pdf-lib encodes the text, so the preview's glyphs and the PDF's are the same glyphs in
 * the same places (and fontkit skips its slowest tables).
 */
export const fontFeatures: Record<string, boolean> = {
  liga: false,
  clig: false,
  calt: false,
  kern: false,
  dlig: false,
};

export interface CardFont {
  /** The typeface's family name, e.g. "Caveat". */
  name: string;
  /** The font program: TrueType/OpenType (a WOFF file is unpacked on load), or WOFF2. */
  bytes: Uint8Array;
  font: FontkitFont;
  /** Width of one character, in em, cached per code point. */
  advance(codePoint: number): number;
}

/** A typeface from an npm @fontsource package: one font file, resolved from node_modules. */
interface FontSource {
  name: string;
  /** The npm package that ships it (a dependency in package.json). */
  pkg: string;
  file: string;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, CardFont>();

/**
 * A missing font is an install error, not something to paper over: a fallback face would
 * print a card whose typography differs from the style the customer chose.
 */
function open(source: FontSource): CardFont {
  const known = loaded.get(source.name);
  if (known) return known;
  let file: Buffer;
  try {
    file = readFileSync(require.resolve(`${source.pkg}/${source.file}`));
  } catch (error) {
    throw new Error(`Card font ${source.name} is missing: install ${source.pkg} (npm ci)`, { cause: error });
  }
  // The same parsed font serves measuring, the previews and pdf-lib.
  const { bytes, font } = parseFontFile(file);
  const widths = new Map<number, number>();
  const result: CardFont = {
    name: source.name,
    bytes,
    font,
    advance(codePoint) {
      let width = widths.get(codePoint);
      if (width === undefined) {
        width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
        widths.set(codePoint, width);
      }
      return width;
    },
  };
  loaded.set(source.name, result);
  return result;
}

/**
 * WOFF rather than WOFF2 where a package ships both: a WOFF file unpacks to the plain font with
 * zlib (woff-to-sfnt.ts), whose glyphs fontkit subsets by copying their bytes, where WOFF2
 * glyphs must be decoded by fontkit's JavaScript Brotli and re-encoded one by one.
 */
const fontsource = (pkg: string, name: string, base: string, style = 'normal'): FontSource => ({
  name,
  pkg,
  file: `files/${base}-latin-400-${style}.woff`,
});

/** Every typeface a style uses; each package is a dependency, so all are always installed. */
export const fontSources = {
  inter: { name: 'Inter', pkg: '@fontsource-variable/inter', file: 'files/inter-latin-wght-normal.woff2' },
  playfairDisplay: fontsource('@fontsource/playfair-display', 'Playfair Display', 'playfair-display'),
  lora: fontsource('@fontsource/lora', 'Lora', 'lora'),
  dancingScript: fontsource('@fontsource/dancing-script', 'Dancing Script', 'dancing-script'),
  caveat: fontsource('@fontsource/caveat', 'Caveat', 'caveat'),
  specialElite: fontsource('@fontsource/special-elite', 'Special Elite', 'special-elite'),
} satisfies Record<string, FontSource>;

export type CardFontName = keyof typeof fontSources;

/** The loaded typeface; throws when its package is not installed. */
export function cardFont(name: CardFontName): CardFont {
  return open(fontSources[name]);
}
