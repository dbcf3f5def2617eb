import bidiModule, { type Bidi } from 'bidi-js';
import type { Box } from './card-geometry.js';
import { emojiBox, emojiGeometry } from './emoji-art.js';
import type { LayoutFont } from './layout-font.js';
import { joinControl, textTokens } from './text-tokens.js';

/**
 * Setting one line: its characters split into runs of one face and one direction, put in the
 * order they are seen (Unicode bidi algorithm, bidi-js), each run shaped by its face
 * (layout-font.ts), and every glyph placed. The server's SVG, the print PDF and the browser's
 * editor all draw these glyphs where they are, so none of them shapes or orders anything itself.
 */

/** One glyph where it is drawn: its origin in page points (y down). */
export interface PlacedGlyph {
  id: number;
  x: number;
  y: number;
  /** The characters it draws, for the PDF's text layer. */
  codePoints: number[];
}

/** Part of a line drawn in one face, in one direction. */
export interface GlyphRun<F extends LayoutFont = LayoutFont> {
  kind: 'glyphs';
  font: F;
  /** Its characters in reading order. */
  text: string;
  /** Its left end and width, in page points. */
  x: number;
  width: number;
  rtl: boolean;
  glyphs: PlacedGlyph[];
}

/** An emoji drawn from its Twemoji file (emoji-art.ts) in the square `box`. */
export interface EmojiRun {
  kind: 'emoji';
  /** The grapheme cluster it draws (a sequence with no file of its own is drawn as its parts). */
  text: string;
  file: string;
  x: number;
  width: number;
  box: Box;
}

export type TextRun<F extends LayoutFont = LayoutFont> = GlyphRun<F> | EmojiRun;

export type FaceOf<F extends LayoutFont> = (codePoint: number) => F | undefined;

/** Characters of right-to-left scripts: only text with them needs the bidi algorithm. */
const rightToLeft =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}\u200F\u202B\u202E\u2067]/u;

// The package has no "type", so NodeNext types its default export as the CommonJS module; in
// Node and in Vite it is the factory its types describe.
const bidiFactory = bidiModule as unknown as () => Bidi;
let bidi: Bidi | undefined;
const bidiAlgorithm = () => (bidi ??= bidiFactory());

/** Whether a paragraph reads right to left: its first letter with a direction is right-to-left. */
export function isRightToLeft(paragraph: string): boolean {
  if (!rightToLeft.test(paragraph)) return false;
  return (bidiAlgorithm().getEmbeddingLevels(paragraph).paragraphs[0]?.level ?? 0) % 2 === 1;
}

/** A line's text cut into runs (face or emoji, bidi level), in reading order. */
type Piece<F extends LayoutFont> =
  | { kind: 'glyphs'; font: F; text: string; level: number }
  | { kind: 'emoji'; text: string; files: string[]; level: number };

/** `ordered`: with bidi levels and mirroring; measuring needs neither (widths do not depend on them). */
function pieces<F extends LayoutFont>(faceOf: FaceOf<F>, line: string, rtl: boolean, ordered = true): Piece<F>[] {
  const bidiNeeded = ordered && (rtl || rightToLeft.test(line));
  const embedding = bidiNeeded ? bidiAlgorithm().getEmbeddingLevels(line, rtl ? 'rtl' : 'ltr') : null;
  // Brackets and the like face the other way in right-to-left text: "(" is drawn as ")".
  const mirrored = embedding ? bidiAlgorithm().getMirroredCharactersMap(line, embedding.levels) : null;
  const found: Piece<F>[] = [];
  for (const token of textTokens(faceOf, line, true)) {
    const level = embedding?.levels[token.index] ?? 0;
    if (token.kind === 'emoji') {
      found.push({ kind: 'emoji', text: token.text, files: token.files, level });
      continue;
    }
    const last = found.at(-1);
    // A joiner shapes with the letters around it, in their face, when that face knows it.
    if (joinControl.test(token.char)) {
      if (last?.kind === 'glyphs' && last.font.hasGlyph(token.char.codePointAt(0)!)) last.text += token.char;
      continue;
    }
    const { font } = token;
    if (!font) continue;
    const drawn = mirrored?.get(token.index) ?? token.char;
    if (last?.kind === 'glyphs' && last.font === font && last.level === level) last.text += drawn;
    else found.push({ kind: 'glyphs', font, text: drawn, level });
  }
  return found;
}

/** Reading order to seen order: from the highest level down, runs at or above it are reversed (UAX #9, L2). */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    for (let start = 0; start < ordered.length;) {
      if (ordered[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && ordered[end]!.level >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/** A line set from x = 0: its runs left to right, and its width. */
export function setLine<F extends LayoutFont>(
  faceOf: FaceOf<F>,
  line: string,
  rtl: boolean,
  size: number,
  tracking: number,
): { runs: TextRun<F>[]; width: number } {
  const runs: TextRun<F>[] = [];
  let pen = 0;
  let drawn = 0;
  const step = tracking * size;
  for (const piece of visualOrder(pieces(faceOf, line, rtl))) {
    const start = pen;
    if (piece.kind === 'emoji') {
      // A sequence drawn as its parts reads in its own order whatever the line's direction.
      for (const file of piece.files) {
        const width = emojiGeometry.advanceEm * size;
        runs.push({ kind: 'emoji', text: piece.text, file, x: pen, width, box: emojiBox(pen, 0, size) });
        pen += width + step;
        drawn += 1;
      }
      continue;
    }
    const runRtl = piece.level % 2 === 1;
    const glyphs: PlacedGlyph[] = [];
    for (const glyph of piece.font.shape(piece.text, runRtl)) {
      glyphs.push({
        id: glyph.id,
        x: pen + glyph.xOffset * size,
        y: -glyph.yOffset * size,
        codePoints: glyph.codePoints,
      });
      pen += glyph.advance * size + step;
      drawn += 1;
    }
    runs.push({
      kind: 'glyphs',
      font: piece.font,
      text: piece.text,
      x: start,
      width: pen - start - step,
      rtl: runRtl,
      glyphs,
    });
  }
  // Tracking goes between glyphs, not after the last one.
  return { runs, width: drawn > 0 ? pen - step : 0 };
}

/** A text's advance in em and how many glyphs it has, as setLine would set it (direction does not change it). */
export function measureEm<F extends LayoutFont>(faceOf: FaceOf<F>, text: string): { advance: number; glyphs: number } {
  let advance = 0;
  let glyphs = 0;
  for (const piece of pieces(faceOf, text, false, false)) {
    if (piece.kind === 'emoji') {
      advance += emojiGeometry.advanceEm * piece.files.length;
      glyphs += piece.files.length;
      continue;
    }
    for (const glyph of piece.font.shape(piece.text, false)) {
      advance += glyph.advance;
      glyphs += 1;
    }
  }
  return { advance, glyphs };
}

/** Moves a set line to `x` and `baseline`. */
export function placeRuns<F extends LayoutFont>(runs: TextRun<F>[], x: number, baseline: number): TextRun<F>[] {
  return runs.map((run) =>
    run.kind === 'emoji'
      ? { ...run, x: run.x + x, box: { ...run.box, x: run.box.x + x, y: run.box.y + baseline } }
      : {
          ...run,
          x: run.x + x,
          glyphs: run.glyphs.map((glyph) => ({ ...glyph, x: glyph.x + x, y: glyph.y + baseline })),
        },
  );
}
