import type { Box } from './card-geometry.js';
import { blockHanFace, faceChooser, isInvisible, settableText, type FallbackFaces } from './font-stack.js';
import type { LayoutFont } from './layout-font.js';

/**
 * How one text block is set. `F` is the font object: layout reads only its LayoutFont part;
 * the server's fonts also carry what drawing needs (server/card-renderer/card-fonts.ts).
 */
export interface TextStyle<F extends LayoutFont = LayoutFont> {
  font: F;
  /** The size text starts at, in points; longer text shrinks from here. */
  maxSize: number;
  /** Never smaller than this; text that still does not fit is cut with an ellipsis. */
  minSize: number;
  /** Below this the pre-print check warns that the text may be hard to read. */
  readableSize: number;
  /** Line distance as a multiple of the size. */
  lineHeight: number;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'center' | 'bottom';
  color: string;
  uppercase?: boolean;
  /** Extra space after each character, in em. */
  tracking?: number;
  /** Faces for characters `font` lacks; without it such characters are left out. */
  fallback?: FallbackFaces<F>;
}

/** Part of a line drawn in one face. */
export interface TextRun<F extends LayoutFont = LayoutFont> {
  font: F;
  text: string;
  /** Its left end, in page points. */
  x: number;
  width: number;
}

interface LaidLine<F extends LayoutFont = LayoutFont> {
  text: string;
  /** Left end of the line and its baseline, in page points. */
  x: number;
  baseline: number;
  width: number;
  /** The line's text split by the face that draws it, left to right. */
  runs: TextRun<F>[];
}

export interface TextBlockLayout<F extends LayoutFont = LayoutFont> {
  /** The area the text was given. */
  box: Box;
  /** Where the laid-out lines actually are (ascent of the first line to descent of the last). */
  bounds: Box;
  size: number;
  lineGap: number;
  lines: LaidLine<F>[];
  style: TextStyle<F>;
  shrunk: boolean;
  belowReadable: boolean;
  truncated: boolean;
  /** Characters no face can draw (private use, unassigned, scripts not set yet), left out; each once. */
  missingCharacters: string[];
}

const ellipsis = '\u2026';

type FaceOf<F extends LayoutFont> = (codePoint: number) => F | undefined;

/** The characters some face can draw, and those none can (left out). */
function drawableText<F extends LayoutFont>(faceOf: FaceOf<F>, text: string): { text: string; missing: string[] } {
  const missing = new Set<string>();
  let out = '';
  for (const char of text) {
    // Joiners, direction marks, selectors and soft hyphens draw nothing, and the browser loads no
    // face for them: the print must not fetch one either.
    if (isInvisible(char)) continue;
    if (char === '\n' || faceOf(char.codePointAt(0)!)) out += char;
    else missing.add(char);
  }
  return { text: out, missing: [...missing] };
}

function advance<F extends LayoutFont>(faceOf: FaceOf<F>, char: string): number {
  const codePoint = char.codePointAt(0)!;
  return faceOf(codePoint)?.advance(codePoint) ?? 0;
}

function measure<F extends LayoutFont>(faceOf: FaceOf<F>, text: string, size: number, tracking: number): number {
  let width = 0;
  let count = 0;
  for (const char of text) {
    width += advance(faceOf, char);
    count += 1;
  }
  return (width + tracking * Math.max(0, count - 1)) * size;
}

/** A line split into runs of one face each, placed from `x` by the advances measure() sums. */
function lineRuns<F extends LayoutFont>(faceOf: FaceOf<F>, text: string, x: number, size: number, tracking: number) {
  const runs: TextRun<F>[] = [];
  let at = x;
  for (const char of text) {
    const font = faceOf(char.codePointAt(0)!);
    if (!font) continue;
    const width = advance(faceOf, char) * size;
    const last = runs.at(-1);
    if (last && last.font === font) {
      last.text += char;
      last.width = at + width - last.x;
    } else runs.push({ font, text: char, x: at, width });
    at += width + tracking * size;
  }
  return runs;
}

/** Greedy line breaking at spaces; a word wider than the line is broken between characters. */
function wrap<F extends LayoutFont>(
  faceOf: FaceOf<F>,
  text: string,
  size: number,
  tracking: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter((word) => word.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(faceOf, candidate, size, tracking) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(faceOf, rest, size, tracking) > maxWidth) {
        const chars = [...rest];
        let take = 1;
        while (take < chars.length && measure(faceOf, chars.slice(0, take + 1).join(''), size, tracking) <= maxWidth) {
          take += 1;
        }
        lines.push(chars.slice(0, take).join(''));
        rest = chars.slice(take).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  // Blank lines at either end only push the text off centre.
  while (lines.length > 1 && lines[0] === '') lines.shift();
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

function blockHeight(font: LayoutFont, lineCount: number, size: number, lineGap: number): number {
  const { ascent, descent, unitsPerEm } = font;
  return (lineCount - 1) * lineGap + ((ascent - descent) / unitsPerEm) * size;
}

function cutToFit<F extends LayoutFont>(
  faceOf: FaceOf<F>,
  lines: string[],
  count: number,
  size: number,
  tracking: number,
  width: number,
) {
  const kept = lines.slice(0, Math.max(1, count));
  let last = kept.pop()!;
  while (last.length > 0 && measure(faceOf, `${last}${ellipsis}`, size, tracking) > width)
    last = [...last].slice(0, -1).join('');
  kept.push(`${last.trimEnd()}${ellipsis}`);
  return kept;
}

/**
 * Lays `text` out inside `box`: the largest size from maxSize down to minSize (in half points)
 * at which every line fits the width and all lines fit the height. If even minSize is too big,
 * the text is cut with an ellipsis. The result never leaves the box.
 */
export function layoutText<F extends LayoutFont>(rawText: string, box: Box, style: TextStyle<F>): TextBlockLayout<F> {
  const { font } = style;
  const tracking = style.tracking ?? 0;
  const settable = settableText(rawText, style.uppercase);
  const faceOf = faceChooser(font, style.fallback, blockHanFace(settable));
  const { text, missing } = drawableText(faceOf, settable);
  let size = style.maxSize;
  let lines: string[] = [];
  for (; size >= style.minSize; size -= 0.5) {
    lines = wrap(faceOf, text, size, tracking, box.width);
    if (blockHeight(font, lines.length, size, size * style.lineHeight) <= box.height) break;
  }
  let truncated = false;
  if (size < style.minSize) {
    size = style.minSize;
    lines = wrap(faceOf, text, size, tracking, box.width);
    const lineGap = size * style.lineHeight;
    let fitting = lines.length;
    while (fitting > 1 && blockHeight(font, fitting, size, lineGap) > box.height) fitting -= 1;
    lines = cutToFit(faceOf, lines, fitting, size, tracking, box.width);
    truncated = true;
  }
  const lineGap = size * style.lineHeight;
  const ascent = (font.ascent / font.unitsPerEm) * size;
  const height = blockHeight(font, lines.length, size, lineGap);
  const top =
    style.valign === 'top'
      ? box.y
      : style.valign === 'bottom'
        ? box.y + box.height - height
        : box.y + (box.height - height) / 2;
  const laid = lines.map((line, index) => {
    const width = measure(faceOf, line, size, tracking);
    const x =
      style.align === 'left'
        ? box.x
        : style.align === 'right'
          ? box.x + box.width - width
          : box.x + (box.width - width) / 2;
    const runs = lineRuns(faceOf, line, x, size, tracking);
    return { text: line, x, baseline: top + ascent + index * lineGap, width, runs };
  });
  const left = Math.min(...laid.map((line) => line.x));
  const right = Math.max(...laid.map((line) => line.x + line.width));
  return {
    box,
    bounds: { x: left, y: top, width: right - left, height },
    size,
    lineGap,
    lines: laid,
    style,
    shrunk: size < style.maxSize,
    belowReadable: size < style.readableSize,
    truncated,
    missingCharacters: missing,
  };
}
