import fontkit from '@pdf-lib/fontkit';
import './fontkit-regenerator.js';

/**
 * Ligatures, contextual alternates and kerning are off both when the text is shaped for layout
 * and when the PDF embeds its glyphs, so the preview's glyphs and the print's are the same
 * glyphs in the same places (and fontkit skips its slowest tables). What a script cannot do
 * without (Arabic joining forms, Devanagari conjuncts, mark positioning) is not in this list and
 * stays on.
 */
export const fontFeatures: Record<string, boolean> = {
  liga: false,
  clig: false,
  calt: false,
  kern: false,
  dlig: false,
};

/** One glyph as shaping placed it, in em. */
export interface ShapedGlyph {
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  /** The characters it draws (more than one for a ligature or conjunct), for the PDF's text layer. */
  codePoints: number[];
}

/**
 * What text layout needs from a typeface, read from the font file's bytes. The server and the
 * browser both build it with loadLayoutFont from the same file of the same npm package, so
 * their line breaks, glyphs and sizes agree (docs/decisions/008-shared-text-layout.md).
 */
export interface LayoutFont {
  /** The typeface's family name, e.g. "Caveat", or a fallback file's key. */
  name: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyph(codePoint: number): boolean;
  /**
   * The glyphs that draw `text`, left to right as they are seen (a right-to-left run comes back
   * reversed), shaped with the script's required features. `rtl` is the run's bidi direction.
   */
  shape(text: string, rtl: boolean): ShapedGlyph[];
  /** A glyph's outline as SVG path data, in font units with y up. */
  glyphPath(id: number): string;
}

/** The parts of fontkit's parsed font this reads; its typings leave out the tables. */
interface HorizontalMetrics {
  metrics: { length: number; get(index: number): { advance: number } | undefined };
}
interface FontkitPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface ParsedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hmtx: HorizontalMetrics;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { id: number };
  getGlyph(id: number): { path: { toSVG(): string } };
  layout(
    text: string,
    features: Record<string, boolean>,
  ): { glyphs: { id: number; codePoints: number[] }[]; positions: FontkitPosition[]; direction: 'ltr' | 'rtl' };
}

/**
 * A glyph's advance straight from the 'hmtx' table, as fontkit's Glyph.advanceWidth reads it for
 * a font without variation settings. Going through Glyph.advanceWidth would decode the glyph's
 * outline too (fontkit works out vertical metrics from it).
 */
function hmtxAdvance(hmtx: HorizontalMetrics, glyphId: number): number {
  const { metrics } = hmtx;
  const index = glyphId < metrics.length ? glyphId : metrics.length - 1;
  return metrics.get(index)?.advance ?? 0;
}

/**
 * Scripts whose glyphs depend on their neighbours (joining, reordering, conjuncts, stacked
 * marks), and combining marks anywhere. Text without them maps one character to one glyph with
 * its plain advance, which is what full shaping gives with the features above off, at a
 * fraction of the cost on every keystroke.
 */
const shapedScripts: [number, number][] = [
  [0x0590, 0x08ff], // Hebrew, Arabic, Syriac, Thaana, NKo
  [0x0900, 0x0dff], // Indic
  [0x0e00, 0x0fff], // Thai, Lao, Tibetan
  [0x1000, 0x109f], // Myanmar
  [0x1780, 0x17ff], // Khmer
  [0xa8e0, 0xa8ff], // Devanagari Extended
  [0xfb1d, 0xfdff], // Hebrew and Arabic presentation forms
  [0xfe70, 0xfefc],
];
const mark = /\p{M}/u;

export function needsFullShaping(text: string): boolean {
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (shapedScripts.some(([from, to]) => codePoint >= from && codePoint <= to) || mark.test(char)) return true;
  }
  return false;
}

/** Thai tone marks (mai ek to mai chattawa). */
const thaiToneMarks = /[\u0E48-\u0E4B]/;

/**
 * fontkit has no Thai shaper, so SARA AM (U+0E33) stays one glyph and a tone mark before it sits
 * on the wrong spot. This does what HarfBuzz's Thai shaper does first: SARA AM becomes NIKHAHIT
 * and SARA AA, with the NIKHAHIT moved before the tone marks that precede it, so the font's mark
 * positioning stacks the tone mark above the NIKHAHIT.
 */
export function decomposeSaraAm(text: string): string {
  if (!text.includes('\u0E33')) return text;
  const chars = [...text];
  const out: string[] = [];
  for (const char of chars) {
    if (char !== '\u0E33') {
      out.push(char);
      continue;
    }
    let at = out.length;
    while (at > 0 && thaiToneMarks.test(out[at - 1]!)) at -= 1;
    out.splice(at, 0, '\u0E4D');
    out.push('\u0E32');
  }
  return out.join('');
}

/** Shaped runs kept per font: a keystroke re-shapes the same words many times. */
const shapeCacheLimit = 2000;

/**
 * Parses a font file (TrueType, OpenType or WOFF2; unpack WOFF first with woff.ts) for layout.
 */
export function loadLayoutFont(bytes: Uint8Array, name: string, parsed?: object): LayoutFont {
  // `parsed`: fontkit's font of these very bytes, when the caller has one (the server's, shared
  // with pdf-lib), so a font is not parsed twice.
  const font = (parsed ?? fontkit.create(bytes)) as ParsedFont;
  const simple = new Map<number, ShapedGlyph>();
  const shaped = new Map<string, ShapedGlyph[]>();
  const paths = new Map<number, string>();
  const em = font.unitsPerEm;
  // One of the Noto SC slices has a character map fontkit cannot read (it throws on the first
  // lookup). Such a file is a face that draws nothing, the same in the browser and the server.
  let broken = false;
  try {
    font.hasGlyphForCodePoint(0x20);
  } catch {
    broken = true;
  }

  function simpleGlyph(codePoint: number): ShapedGlyph {
    let glyph = simple.get(codePoint);
    if (!glyph) {
      const id = font.glyphForCodePoint(codePoint).id;
      glyph = { id, advance: hmtxAdvance(font.hmtx, id) / em, xOffset: 0, yOffset: 0, codePoints: [codePoint] };
      simple.set(codePoint, glyph);
    }
    return glyph;
  }

  function fullShape(text: string): { glyphs: ShapedGlyph[]; rtl: boolean } {
    const run = font.layout(decomposeSaraAm(text), fontFeatures);
    const glyphs = run.glyphs.map((glyph, index) => {
      const position = run.positions[index]!;
      return {
        id: glyph.id,
        advance: position.xAdvance / em,
        xOffset: position.xOffset / em,
        yOffset: position.yOffset / em,
        codePoints: glyph.codePoints,
      };
    });
    return { glyphs, rtl: run.direction === 'rtl' };
  }

  return {
    name,
    unitsPerEm: em,
    ascent: font.ascent,
    descent: font.descent,
    hasGlyph: (codePoint) => !broken && font.hasGlyphForCodePoint(codePoint),
    shape(text, rtl) {
      if (!needsFullShaping(text)) {
        const glyphs = Array.from(text, (char) => simpleGlyph(char.codePointAt(0)!));
        return rtl ? glyphs.reverse() : glyphs;
      }
      const key = `${rtl ? 'r' : 'l'}${text}`;
      let glyphs = shaped.get(key);
      if (!glyphs) {
        const run = fullShape(text);
        // fontkit orders a run by its script's direction; neutral characters (punctuation,
        // spaces) inside right-to-left text are in a right-to-left run too.
        glyphs = run.rtl === rtl ? run.glyphs : run.glyphs.reverse();
        if (shaped.size >= shapeCacheLimit) shaped.clear();
        shaped.set(key, glyphs);
      }
      return glyphs;
    },
    glyphPath(id) {
      let d = paths.get(id);
      if (d === undefined) {
        d = font.getGlyph(id).path.toSVG();
        paths.set(id, d);
      }
      return d;
    },
  };
}
