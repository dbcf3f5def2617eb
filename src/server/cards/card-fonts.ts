import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woff2SafeFontkit } from './woff2-safe-fontkit.js';

/** The parts of a fontkit font the renderer uses (its own typings are loose). */
export interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  path: { toSVG(): string };
}
export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  layout(text: string, features?: Record<string, boolean>): { glyphs: FontkitGlyph[] };
}

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
  /** Which font file this is, e.g. "@fontsource/caveat 400". */
  name: string;
  bytes: Uint8Array;
  font: FontkitFont;
  /** Width of one character, in em, cached per code point. */
  advance(codePoint: number): number;
}

/** A typeface from an npm @fontsource package: the files tried in order, the first found wins. */
export interface FontSource {
  name: string;
  files: string[];
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, CardFont | null>();

function loadFile(specifier: string): Uint8Array | null {
  try {
    return readFileSync(require.resolve(specifier));
  } catch {
    return null;
  }
}

function open(source: FontSource): CardFont | null {
  if (loaded.has(source.name)) return loaded.get(source.name)!;
  let result: CardFont | null = null;
  for (const file of source.files) {
    const bytes = loadFile(file);
    if (!bytes) continue;
    // The same parsed font serves measuring, the previews and pdf-lib (woff2-safe-fontkit.ts).
    const font = woff2SafeFontkit.create(bytes) as FontkitFont;
    const widths = new Map<number, number>();
    result = {
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
    break;
  }
  loaded.set(source.name, result);
  return result;
}

const fontsource = (pkg: string, base: string, weight: number, style = 'normal'): string[] => [
  `${pkg}/files/${base}-latin-${weight}-${style}.woff`,
  `${pkg}/files/${base}-latin-${weight}-${style}.woff2`,
];

/** Every typeface a style may ask for. Inter ships with the app; the others are optional packages. */
export const fontSources = {
  interRegular: {
    name: 'Inter',
    files: [
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      ...fontsource('@fontsource/inter', 'inter', 400),
    ],
  },
  interItalic: {
    name: 'Inter Italic',
    files: [
      '@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
      ...fontsource('@fontsource/inter', 'inter', 400, 'italic'),
    ],
  },
  dancingScript: { name: 'Dancing Script', files: fontsource('@fontsource/dancing-script', 'dancing-script', 400) },
  caveat: { name: 'Caveat', files: fontsource('@fontsource/caveat', 'caveat', 400) },
  specialElite: { name: 'Special Elite', files: fontsource('@fontsource/special-elite', 'special-elite', 400) },
} satisfies Record<string, FontSource>;

/** The first of `choices` that is installed; Inter is always there, so something always is. */
export function resolveFont(...choices: FontSource[]): CardFont {
  for (const choice of [...choices, fontSources.interRegular]) {
    const font = open(choice);
    if (font) return font;
  }
  throw new Error('No card font is installed: @fontsource-variable/inter is missing from node_modules');
}
