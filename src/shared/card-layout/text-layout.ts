import type { Box } from './card-geometry.js';
import { blockHanFace, faceChooser, isInvisible, settableText, type FallbackFaces } from './font-stack.js';
import type { LayoutFont } from './layout-font.js';
import { graphemeClusters, lineBreakUnits } from './line-breaks.js';
import { isRightToLeft, measureEm, placeRuns, setLine, type FaceOf, type TextRun } from './text-set.js';
import { bidiControl, joinControl, textTokens } from './text-tokens.js';

export type { EmojiRun, GlyphRun, PlacedGlyph, TextRun } from './text-set.js';

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

interface LaidLine<F extends LayoutFont = LayoutFont> {
  text: string;
  /** Left end of the line and its baseline, in page points. */
  x: number;
  baseline: number;
  width: number;
  /** Whether its paragraph reads right to left. */
  rtl: boolean;
  /** The line's text split by face and direction, left to right as drawn, every glyph placed. */
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

/** The characters some face or emoji artwork can draw, and those nothing can (left out). */
function drawableText<F extends LayoutFont>(faceOf: FaceOf<F>, text: string): { text: string; missing: string[] } {
  const missing = new Set<string>();
  let out = '';
  for (const token of textTokens(faceOf, text, true)) {
    if (token.kind === 'emoji') {
      out += token.text;
      continue;
    }
    const { char } = token;
    // Joiners and direction marks are kept for shaping and bidi (text-tokens.ts); selectors,
    // soft hyphens and the like draw nothing and are dropped.
    if (joinControl.test(char) || bidiControl.test(char)) {
      out += char;
      continue;
    }
    if (isInvisible(char)) continue;
    if (char === '\n' || token.font) out += char;
    else missing.add(char);
  }
  return { text: out, missing: [...missing] };
}

interface Paragraph {
  /** Spaces collapsed and trimmed, as the card has always set them. */
  text: string;
  rtl: boolean;
  /** Where a line may end (line-breaks.ts). */
  units: string[];
}

interface Line {
  text: string;
  rtl: boolean;
}

/**
 * Widths in em, measured once per layout: the size search below wraps the same units at every
 * half point, and a unit's width only scales with the size.
 */
function measurer<F extends LayoutFont>(faceOf: FaceOf<F>, tracking: number) {
  const known = new Map<string, { advance: number; glyphs: number }>();
  const em = (text: string) => {
    let found = known.get(text);
    if (!found) {
      found = measureEm(faceOf, text);
      known.set(text, found);
    }
    return found;
  };
  /** Width in points of `text` set alone. */
  const width = (text: string, size: number) => {
    const { advance, glyphs } = em(text);
    return (advance + tracking * Math.max(0, glyphs - 1)) * size;
  };
  return { em, width };
}

type Measurer = ReturnType<typeof measurer>;

/**
 * Greedy line filling at the line-break opportunities; a unit wider than the line is broken
 * between grapheme clusters (never inside a letter with its marks, or an emoji).
 */
function wrap(paragraphs: Paragraph[], measure: Measurer, size: number, tracking: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  for (const { text, rtl, units } of paragraphs) {
    if (!text) {
      lines.push({ text: '', rtl });
      continue;
    }
    let line = '';
    // The line so far in em, every unit with its trailing spaces.
    let advance = 0;
    let glyphs = 0;
    const fits = (unit: string) => {
      const tail = measure.em(unit.trimEnd());
      const count = glyphs + tail.glyphs;
      return (advance + tail.advance + tracking * Math.max(0, count - 1)) * size <= maxWidth;
    };
    const start = (unit: string) => {
      line = unit;
      ({ advance, glyphs } = measure.em(unit));
    };
    for (const unit of units) {
      if (fits(unit)) {
        line += unit;
        const whole = measure.em(unit);
        advance += whole.advance;
        glyphs += whole.glyphs;
        continue;
      }
      if (line) lines.push({ text: line.trimEnd(), rtl });
      let rest = unit;
      for (;;) {
        const word = rest.trimEnd();
        if (measure.width(word, size) <= maxWidth) break;
        const clusters = graphemeClusters(word);
        // The longest start that fits, found by halving: each try shapes the text again, and
        // trying every length made a long unspaced Arabic word cost seconds.
        let low = 1;
        let high = clusters.length;
        while (low < high) {
          const middle = Math.ceil((low + high) / 2);
          if (measure.width(clusters.slice(0, middle).join(''), size) <= maxWidth) low = middle;
          else high = middle - 1;
        }
        if (low >= clusters.length) break;
        lines.push({ text: clusters.slice(0, low).join(''), rtl });
        rest = rest.slice(clusters.slice(0, low).join('').length);
      }
      start(rest);
    }
    lines.push({ text: line.trimEnd(), rtl });
  }
  // Blank lines at either end only push the text off centre.
  while (lines.length > 1 && lines[0]!.text === '') lines.shift();
  while (lines.length > 1 && lines.at(-1)!.text === '') lines.pop();
  return lines;
}

function blockHeight(font: LayoutFont, lineCount: number, size: number, lineGap: number): number {
  const { ascent, descent, unitsPerEm } = font;
  return (lineCount - 1) * lineGap + ((ascent - descent) / unitsPerEm) * size;
}

function cutToFit(lines: Line[], count: number, measure: Measurer, size: number, width: number): Line[] {
  const kept = lines.slice(0, Math.max(1, count));
  const last = kept.pop()!;
  let clusters = graphemeClusters(last.text);
  while (clusters.length > 0 && measure.width(`${clusters.join('')}${ellipsis}`, size) > width)
    clusters = clusters.slice(0, -1);
  kept.push({ text: `${clusters.join('').trimEnd()}${ellipsis}`, rtl: last.rtl });
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
  const measure = measurer(faceOf, tracking);
  const paragraphs: Paragraph[] = text.split('\n').map((raw) => {
    const paragraph = raw
      .split(/ +/)
      .filter((word) => word.length > 0)
      .join(' ');
    return { text: paragraph, rtl: isRightToLeft(paragraph), units: lineBreakUnits(paragraph) };
  });
  let size = style.maxSize;
  let lines: Line[] = [];
  for (; size >= style.minSize; size -= 0.5) {
    lines = wrap(paragraphs, measure, size, tracking, box.width);
    if (blockHeight(font, lines.length, size, size * style.lineHeight) <= box.height) break;
  }
  let truncated = false;
  if (size < style.minSize) {
    size = style.minSize;
    lines = wrap(paragraphs, measure, size, tracking, box.width);
    const lineGap = size * style.lineHeight;
    let fitting = lines.length;
    while (fitting > 1 && blockHeight(font, fitting, size, lineGap) > box.height) fitting -= 1;
    lines = cutToFit(lines, fitting, measure, size, box.width);
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
    const set = setLine(faceOf, line.text, line.rtl, size, tracking);
    // A right-to-left paragraph starts at the right: the style's left is its right.
    const align = line.rtl && style.align !== 'center' ? (style.align === 'left' ? 'right' : 'left') : style.align;
    const x =
      align === 'left'
        ? box.x
        : align === 'right'
          ? box.x + box.width - set.width
          : box.x + (box.width - set.width) / 2;
    const baseline = top + ascent + index * lineGap;
    return { text: line.text, x, baseline, width: set.width, rtl: line.rtl, runs: placeRuns(set.runs, x, baseline) };
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
