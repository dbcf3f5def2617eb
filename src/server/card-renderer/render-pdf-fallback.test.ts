import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageFonts } from '../../../tests/support/inspect-pdf';
import { layoutCard, type CardDesignInput } from './card-layout.js';
import { renderPrintPdf } from './render-pdf.js';

const english = { front: 'Happy birthday', inside: 'Dear Sam, thank you for everything.', back: 'With love' };
const fourScripts = {
  front: 'С днём рождения',
  inside: 'Χρόνια πολλά! お誕生日おめでとう。Zoë, São Paulo, Łódź.',
  back: '生日快乐',
};

/** The PDF's fonts by PostScript name (subset tag dropped), and the faces the layout's runs used. */
async function fontsOf(texts: typeof english) {
  const design: CardDesignInput = { ...texts, style: 'realistic' };
  const layout = layoutCard(design, { hasPicture: false });
  const pdf = await renderPrintPdf(layout, null, 'Test card');
  const doc = await PDFDocument.load(pdf);
  // A font both spreads use is listed on each; pdf-lib names each font object /<PostScript>-<tag>.
  const embedded = [
    ...new Map(doc.getPages().flatMap((page) => pageFonts(doc, page).map((font) => [font.baseFont, font]))).values(),
  ];
  const faces = new Set(
    Object.values(layout.texts).flatMap((block) =>
      block.lines.flatMap((line) => line.runs.flatMap((run) => (run.kind === 'glyphs' ? [run.font] : []))),
    ),
  );
  return {
    bytes: pdf.byteLength,
    embedded: embedded.map((font) => font.baseFont.replace(/^\//, '').replace(/-\d+$/, '')).sort(),
    allEmbedded: embedded.every((font) => font.embedded),
    used: [...faces].map((face) => face.font.postscriptName).sort(),
    fallbackFiles: [...faces].filter((face) => face.name.includes('/')).length,
  };
}

describe('the print PDF with fallback faces', () => {
  it('embeds no fallback face for an English card', async () => {
    const fonts = await fontsOf(english);
    expect(fonts.fallbackFiles).toBe(0);
    expect(fonts.embedded).toEqual(fonts.used);
    expect(fonts.embedded.some((name) => name.startsWith('Noto'))).toBe(false);
  });

  it('embeds, as subsets, exactly one font per face file its texts used', async () => {
    const fonts = await fontsOf(fourScripts);
    expect(fonts.allEmbedded).toBe(true);
    expect(fonts.embedded).toEqual(fonts.used);
    expect(fonts.embedded).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSansJP-Regular', 'NotoSansSC-Regular']),
    );
    expect(fonts.fallbackFiles).toBeGreaterThan(3);
    const englishBytes = (await fontsOf(english)).bytes;
    console.info(`PDF bytes without a picture: English ${englishBytes}, four scripts ${fonts.bytes}`);
    expect(fonts.bytes - englishBytes).toBeLessThan(3_000_000);
  });

  it('embeds Noto Sans TC for a Traditional Chinese card', async () => {
    const fonts = await fontsOf({ front: '聖誕快樂', inside: '聖誕快樂，生日快樂', back: '永遠愛你們' });
    expect(fonts.allEmbedded).toBe(true);
    expect(fonts.embedded).toEqual(fonts.used);
    expect(fonts.embedded).toContain('NotoSansTC-Regular');
    expect(fonts.embedded.some((name) => /^NotoSans(JP|KR)/.test(name))).toBe(false);
  });
});
