import type { Box } from './card-geometry.js';
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
}

interface LaidLine {
  text: string;
  /** Left end of the line and its baseline, in page points. */
  x: number;
  baseline: number;
  width: number;
}

export interface TextBlockLayout<F extends LayoutFont = LayoutFont> {
  /** The area the text was given. */
  box: Box;
  /** Where the laid-out lines actually are (ascent of the first line to descent of the last). */
  bounds: Box;
  size: number;
  lineGap: number;
  lines: LaidLine[];
  style: TextStyle<F>;
  shrunk: boolean;
  belowReadable: boolean;
  truncated: boolean;
  /** Characters the typeface cannot draw were replaced or left out. */
  replacedCharacters: boolean;
}

const ellipsis = '\u2026';

/** Text the font can draw: unknown characters become their unaccented letter, or are dropped. */
function drawableText(font: LayoutFont, text: string): { text: string; replaced: boolean } {
  let replaced = false;
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || font.hasGlyph(code)) {
      out += char;
      continue;
    }
    replaced = true;
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (base && [...base].every((part) => font.hasGlyph(part.codePointAt(0)!))) out += base;
  }
  return { text: out, replaced };
}

function measure(font: LayoutFont, text: string, size: number, tracking: number): number {
  let width = 0;
  let count = 0;
  for (const char of text) {
    width += font.advance(char.codePointAt(0)!);
    count += 1;
  }
  return (width + tracking * Math.max(0, count - 1)) * size;
}

/** Greedy line breaking at spaces; a word wider than the line is broken between characters. */
function wrap(font: LayoutFont, text: string, size: number, tracking: number, maxWidth: number): string[] {
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
      if (measure(font, candidate, size, tracking) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(font, rest, size, tracking) > maxWidth) {
        const chars = [...rest];
        let take = 1;
        while (take < chars.length && measure(font, chars.slice(0, take + 1).join(''), size, tracking) <= maxWidth) {
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

function cutToFit(font: LayoutFont, lines: string[], count: number, size: number, tracking: number, width: number) {
  const kept = lines.slice(0, Math.max(1, count));
  let last = kept.pop()!;
  while (last.length > 0 && measure(font, `${last}${ellipsis}`, size, tracking) > width)
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
  const cased = style.uppercase ? rawText.toUpperCase() : rawText;
  const { text, replaced } = drawableText(font, cased.trim());
  let size = style.maxSize;
  let lines: string[] = [];
  for (; size >= style.minSize; size -= 0.5) {
    lines = wrap(font, text, size, tracking, box.width);
    if (blockHeight(font, lines.length, size, size * style.lineHeight) <= box.height) break;
  }
  let truncated = false;
  if (size < style.minSize) {
    size = style.minSize;
    lines = wrap(font, text, size, tracking, box.width);
    const lineGap = size * style.lineHeight;
    let fitting = lines.length;
    while (fitting > 1 && blockHeight(font, fitting, size, lineGap) > box.height) fitting -= 1;
    lines = cutToFit(font, lines, fitting, size, tracking, box.width);
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
    const width = measure(font, line, size, tracking);
    const x =
      style.align === 'left'
        ? box.x
        : style.align === 'right'
          ? box.x + box.width - width
          : box.x + (box.width - width) / 2;
    return { text: line, x, baseline: top + ascent + index * lineGap, width };
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
    replacedCharacters: replaced,
  };
}
