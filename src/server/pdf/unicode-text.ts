import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { parseUnicodeRange } from '../../shared/card-layout/font-ranges.js';
import { parseFontFile, type FontkitFont } from './font-file.js';
import { woff2SafeFontkit } from './woff2-safe-fontkit.js';

/**
 * Text in any script for the PDFs that print customer text (invoices): each character is drawn
 * from the first Noto face that has it, in the order below, and a character none has becomes a
 * visible U+FFFD. The faces come from @fontsource packages split into unicode-range subsets
 * (their CSS names the ranges); a subset file is read only when a character in its range is
 * drawn, so an English invoice opens no CJK font, and only the glyphs used are embedded.
 */
const fallbackPackages = [
  '@fontsource/noto-sans', // Latin, Cyrillic, Greek, Vietnamese
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-hebrew',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-thai',
  '@fontsource/noto-sans-sc',
  '@fontsource/noto-sans-jp',
  '@fontsource/noto-sans-kr',
  '@fontsource/noto-emoji',
] as const;

export type TextWeight = 400 | 700;

interface SubsetFile {
  file: string;
  ranges: [number, number][];
}

interface Face {
  file: string;
  bytes: Uint8Array;
  font: FontkitFont;
}

const replacement = 0xfffd;
/** Characters that draw nothing on their own: joiners, direction marks, variation selectors. */
const invisible = /[\p{Cf}\p{Cc}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;

const require = createRequire(import.meta.url);
const subsetIndex = new Map<string, SubsetFile[]>();
const faces = new Map<string, Face>();

/** The package's subset files for a weight, with the ranges its CSS gives each (read once). */
function subsetsOf(pkg: string, weight: TextWeight): SubsetFile[] {
  const key = `${pkg}@${weight}`;
  const known = subsetIndex.get(key);
  if (known) return known;
  let cssPath: string;
  try {
    cssPath = require.resolve(`${pkg}/${weight}.css`);
  } catch {
    const regular = weight === 400 ? [] : subsetsOf(pkg, 400);
    subsetIndex.set(key, regular);
    return regular;
  }
  const css = readFileSync(cssPath, 'utf8');
  const subsets: SubsetFile[] = [];
  for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = block[1]!;
    const woff = /url\(\.\/(files\/[^)]+\.woff)\)\s*format\('woff'\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (woff && range) subsets.push({ file: path.join(path.dirname(cssPath), woff), ranges: parseUnicodeRange(range) });
  }
  subsetIndex.set(key, subsets);
  return subsets;
}

/** The subset files read so far (what an invoice made this process open). */
export function openedFaceFiles(): string[] {
  return [...faces.keys()];
}

function openFace(file: string): Face {
  const known = faces.get(file);
  if (known) return known;
  const face = { file, ...parseFontFile(readFileSync(file)) };
  faces.set(file, face);
  return face;
}

function faceFor(codePoint: number, weight: TextWeight): Face | undefined {
  for (const pkg of fallbackPackages) {
    for (const subset of subsetsOf(pkg, weight)) {
      if (!subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) continue;
      const face = openFace(subset.file);
      if (face.font.hasGlyphForCodePoint(codePoint)) return face;
    }
  }
  return undefined;
}

interface TextRun {
  face: Face;
  text: string;
}

/**
 * Splits text into runs, each drawn by one face: a character stays in the running face when
 * that face has it (so a space between two Cyrillic words does not split the run).
 */
export function textRuns(text: string, weight: TextWeight = 400): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (invisible.test(char)) continue;
    let face = current?.face.font.hasGlyphForCodePoint(codePoint) ? current.face : faceFor(codePoint, weight);
    let drawn = char;
    if (!face) {
      face = faceFor(replacement, weight)!;
      drawn = String.fromCodePoint(replacement);
    }
    if (current && current.face === face) {
      current.text += drawn;
    } else {
      current = { face, text: drawn };
      runs.push(current);
    }
  }
  return runs;
}

/** Draws and measures text in any script on one PDF document, embedding subsets of the faces it uses. */
export class UnicodeTextWriter {
  private readonly embedded = new Map<Face, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(woff2SafeFontkit);
  }

  private async fontOf(face: Face): Promise<PDFFont> {
    let font = this.embedded.get(face);
    if (!font) {
      font = this.doc.embedFont(face.bytes, { subset: true });
      this.embedded.set(face, font);
    }
    return font;
  }

  async prepare(text: string, weight: TextWeight = 400): Promise<{ font: PDFFont; text: string }[]> {
    return Promise.all(
      textRuns(text, weight).map(async (run) => ({ font: await this.fontOf(run.face), text: run.text })),
    );
  }

  async width(text: string, size: number, weight: TextWeight = 400): Promise<number> {
    const runs = await this.prepare(text, weight);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  async draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; weight?: TextWeight; color: Color },
  ): Promise<void> {
    let x = options.x;
    for (const run of await this.prepare(text, options.weight)) {
      page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}
