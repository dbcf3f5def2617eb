import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { glyphPlacements, placedImages } from '../../../tests/support/inspect-pdf';
import { cardGeometry } from '../../shared/card-layout/card-geometry.js';
import type { TextBlockLayout } from '../../shared/card-layout/text-layout.js';
import type { CardFont } from './card-fonts.js';
import { layoutCard } from './card-layout.js';
import { renderPrintPdf } from './render-pdf.js';

const inside = (text: string) =>
  layoutCard({ front: 'Hi', inside: text, back: 'Love', style: 'realistic' }, { hasPicture: true }).texts.inside;

/** Each run of each line, left to right as printed: its face (file name) or emoji file, and its text. */
const runsOf = (block: TextBlockLayout<CardFont>) =>
  block.lines.map((line) =>
    line.runs.map((run) =>
      run.kind === 'emoji' ? ['emoji', run.file] : [run.font.name.replace(/^.*\//, ''), run.text, run.rtl],
    ),
  );

const glyphIds = (block: TextBlockLayout<CardFont>, face: RegExp) =>
  block.lines.flatMap((line) =>
    line.runs.flatMap((run) => (run.kind === 'glyphs' && face.test(run.font.name) ? run.glyphs.map((g) => g.id) : [])),
  );

describe('shaped, ordered and broken text', () => {
  it('joins Arabic letters and sets the line right to left', () => {
    const block = inside('مرحبا');
    const [line] = block.lines;
    expect(line!.rtl).toBe(true);
    expect(block.missingCharacters).toEqual([]);
    // HarfBuzz's glyphs for مرحبا in Noto Sans Arabic, left to right as seen (the end of its
    // 'مرحبا بالعالم' in the research note, §2): joined forms, the last letter leftmost.
    expect(glyphIds(block, /arabic/)).toEqual([9, 290, 16, 27, 31, 79]);
  });

  it('builds Devanagari conjuncts and reorders its vowel signs as HarfBuzz does', () => {
    // नमस्ते: 6 characters, 5 glyphs (स्त is one), the ids HarfBuzz gives (research note §2).
    expect(glyphIds(inside('नमस्ते'), /devanagari/)).toEqual([75, 80, 256, 71, 40]);
  });

  it('splits Thai SARA AM and stacks the tone mark above its NIKHAHIT, as HarfBuzz does', () => {
    // น้ำ: NO NU, MAI THO, SARA AM → NO NU, NIKHAHIT, MAI THO, SARA AA.
    expect(glyphIds(inside('น้ำ'), /thai/)).toEqual([61, 57, 47, 76]);
  });

  it('orders a mixed line by the bidi algorithm: Hebrew words and their number right to left inside English', () => {
    const block = inside('Happy birthday שלום עולם 2025!');
    expect(block.lines[0]!.rtl).toBe(false);
    expect(runsOf(block)).toEqual([
      [
        ['Lora', 'Happy birthday ', false],
        ['Lora', '2025', false],
        ['Lora', ' ', true],
        ['noto-sans-hebrew-hebrew-400-normal.woff', 'עולם', true],
        ['Lora', ' ', true],
        ['noto-sans-hebrew-hebrew-400-normal.woff', 'שלום', true],
        ['Lora', '!', false],
      ],
    ]);
    // Runs and glyphs go left to right without overlapping.
    const xs = block.lines[0]!.runs.map((run) => run.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('keeps the Persian zero-width non-joiner: the letters around it do not join', () => {
    const joined = glyphIds(inside('میخواهم'), /arabic/);
    const apart = glyphIds(inside('می\u200Cخواهم'), /arabic/);
    expect(apart).not.toEqual(joined);
    // Width aside, the non-joiner itself draws nothing and is not named as left out.
    expect(inside('می\u200Cخواهم').missingCharacters).toEqual([]);
  });

  it('sets a paragraph that starts with a right-to-left mark right to left, though its first word is Latin', () => {
    expect(inside('Google הוא מנוע').lines[0]!.rtl).toBe(false);
    expect(inside('\u200FGoogle הוא מנוע').lines[0]!.rtl).toBe(true);
  });

  it('mirrors brackets in right-to-left text', () => {
    const block = inside('(שלום)');
    // Seen left to right, the closing bracket comes first and is drawn as "(", the opening one
    // last as ")": without mirroring the pair would face outwards, ")שלום(".
    expect(runsOf(block)[0]!.map((run) => run[1])).toEqual(['(', 'שלום', ')']);
  });

  it('breaks Thai between words and Japanese between characters, never before 。', () => {
    const thai = 'สวัสดีชาวโลก '.repeat(12).trim();
    const words = new Set(
      Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(thai), (part) => part.segment),
    );
    const thaiLines = inside(thai).lines.map((line) => line.text);
    expect(thaiLines.length).toBeGreaterThan(1);
    for (const line of thaiLines) {
      const parts = Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(line), (p) => p.segment);
      expect(
        parts.every((part) => words.has(part)),
        line,
      ).toBe(true);
    }
    const japanese = 'お誕生日おめでとう。'.repeat(14);
    const lines = inside(japanese).lines.map((line) => line.text);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(japanese);
    expect(lines.some((line) => line.startsWith('。'))).toBe(false);
  });

  it('lays emoji out as their artwork, whole sequences included, with nothing left out', () => {
    const block = inside('Hi 👋🏽 👨‍👩‍👧 ❤️ 🇯🇵 1️⃣ 🐦‍🔥');
    expect(block.missingCharacters).toEqual([]);
    const files = block.lines.flatMap((line) => line.runs.flatMap((run) => (run.kind === 'emoji' ? [run.file] : [])));
    // The phoenix is newer than this Twemoji: drawn as its parts, bird and fire.
    expect(files).toEqual([
      '1f44b-1f3fd',
      '1f468-200d-1f469-200d-1f467',
      '2764',
      '1f1ef-1f1f5',
      '31-20e3',
      '1f426',
      '1f525',
    ]);
  });

  it('draws a symbol no face has, typed without U+FE0F, as its emoji artwork; one a face has stays text', () => {
    const block = inside('Coffee ☕ and ✨ ★');
    expect(block.missingCharacters).toEqual([]);
    const drawn = block.lines.flatMap((line) =>
      line.runs.map((run) => (run.kind === 'emoji' ? `art:${run.file}` : run.font.name.replace(/^.*\//, ''))),
    );
    expect(drawn).toContain('art:2615');
    expect(drawn).toContain('art:2728');
    expect(drawn).toContain('noto-sans-symbols-2-symbols-400-normal.woff');
  });
});

describe('the print PDF of shaped text', () => {
  it('shows every glyph where the layout placed it, and each distinct emoji as one image', async () => {
    const texts = {
      front: 'Hi 🎉',
      inside: 'مرحبا بالعالم 🎉 नमस्ते ❤️ ที่นี่ น้ำ',
      back: 'שלום 🎉',
      style: 'realistic' as const,
    };
    const layout = layoutCard(texts, { hasPicture: false });
    const doc = await PDFDocument.load(await renderPrintPdf(layout, null, 'Shaped'));
    // The inside spread's right page holds the inside text.
    const insideSpread = doc.getPages()[1]!;
    const { bleed, spread, trim } = cardGeometry;
    const expected = layout.texts.inside.lines.flatMap((line) =>
      line.runs.flatMap((run) =>
        run.kind === 'glyphs'
          ? run.glyphs.map((glyph) => ({ x: bleed + trim.width + glyph.x, y: spread.height - (bleed + glyph.y) }))
          : [],
      ),
    );
    const placed = glyphPlacements(doc, insideSpread);
    expect(placed).toHaveLength(expected.length);
    placed.forEach((at, index) => {
      expect(at.x).toBeCloseTo(expected[index]!.x, 2);
      expect(at.y).toBeCloseTo(expected[index]!.y, 2);
    });
    // Marks sit off the baseline (Thai tone marks above, Arabic dots): shaping's offsets are kept.
    expect(new Set(placed.map((at) => at.y.toFixed(2))).size).toBeGreaterThan(layout.texts.inside.lines.length);
    const images = doc.getPages().flatMap((page) => placedImages(doc, page).map((image) => image.name));
    // 🎉 on three pages and ❤️ once: two images, the party popper drawn three times.
    expect(images).toHaveLength(4);
  });
});
