import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { glyphPlacements, pageFonts } from '../../../tests/support/inspect-pdf';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { addressLabelsPdf, type LabelEntry } from './address-labels-pdf';

const us: LabelEntry = {
  orderNumber: 'KS-1001',
  lines: ['Jane Smith', '12 Oak Street Apt 4', 'Springfield IL 62704', 'UNITED STATES'],
};
const japan: LabelEntry = {
  orderNumber: 'KS-1002',
  lines: ['〒100-0001', '東京都千代田区千代田1-1', '山田 太郎 様', 'JAPAN'],
};
const germany: LabelEntry = {
  orderNumber: 'KS-1003',
  lines: ['Anna Müller', 'Hauptstraße 5', '10115 Berlin', 'GERMANY'],
};

/** The sizes text is set at on a page (the `Tf` operators). */
function textSizes(doc: PDFDocument, page: PDFPage): number[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const text = streams
    .map((entry) => (entry instanceof PDFRef ? doc.context.lookup(entry) : entry))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => inflateSync(stream.contents).toString('latin1'))
    .join('\n');
  return [...text.matchAll(/ ([\d.]+) Tf/g)].map((match) => Number(match[1]));
}

describe('the address labels', () => {
  it('prints US, Japanese and German addresses in the batch’s order on a Letter 30-label sheet', async () => {
    const { pdf, flagged } = await addressLabelsPdf([us, japan, germany], 'letter-30');
    expect(flagged).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const [text] = await pdfPageTexts(pdf);
    const at = (needle: string) => text!.indexOf(needle);
    for (const needle of [
      'Jane Smith',
      'Springfield IL 62704',
      '東京都千代田区千代田1-1',
      '山田 太郎 様',
      'Hauptstraße 5',
      'KS-1002',
    ]) {
      expect(text).toContain(needle);
    }
    expect(at('KS-1001')).toBeLessThan(at('Jane Smith'));
    expect(at('Jane Smith')).toBeLessThan(at('山田 太郎 様'));
    expect(at('山田 太郎 様')).toBeLessThan(at('Anna Müller'));
    // Three labels side by side in the first row: Avery 5160's columns start 3/16 in, then every 2 3/4 in.
    const lefts = new Set(glyphPlacements(doc, doc.getPage(0)).map((glyph) => glyph.x));
    for (const left of [13.5 + 9, 211.5 + 9, 409.5 + 9]) expect(lefts).toContain(left);
    expect(pageFonts(doc, doc.getPage(0)).every((font) => font.embedded)).toBe(true);
    expect(pageFonts(doc, doc.getPage(0)).length).toBeGreaterThan(1);
  });

  it('fits the same labels on an A4 21-label sheet', async () => {
    const { pdf, flagged } = await addressLabelsPdf([us, japan, germany], 'a4-21');
    expect(flagged).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    const size = doc.getPage(0).getSize();
    expect([size.width, size.height].map(Math.round)).toEqual([595, 842]);
    const [text] = await pdfPageTexts(pdf);
    expect(text!.indexOf('Jane Smith')).toBeLessThan(text!.indexOf('Anna Müller'));
    expect(text).toContain('東京都千代田区千代田1-1');
  });

  it('draws Cyrillic and Arabic addresses in embedded fonts', async () => {
    const russia = {
      orderNumber: 'KS-1004',
      lines: ['Иванов Иван Иванович', 'ул. Тверская, д. 7, кв. 12', 'Москва', '125009', 'RUSSIA'],
    };
    const egypt = { orderNumber: 'KS-1005', lines: ['محمد أحمد', '١٢ شارع التحرير', 'القاهرة', 'EGYPT'] };
    const { pdf, flagged } = await addressLabelsPdf([russia, egypt], 'a4-21');
    expect(flagged).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    const fonts = pageFonts(doc, doc.getPage(0));
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.some((font) => font.baseFont.includes('Arabic'))).toBe(true);
    const [text] = await pdfPageTexts(pdf);
    expect(text).toContain('ул. Тверская, д. 7, кв. 12');
    expect(text).toContain('KS-1005');
    expect(text).not.toContain('\uFFFD');
  });

  it('starts a new sheet after 30 labels on Letter and after 21 on A4', async () => {
    const many = Array.from({ length: 31 }, (_, index) => ({ ...germany, orderNumber: `KS-${index + 1}` }));
    const letter = await PDFDocument.load((await addressLabelsPdf(many, 'letter-30')).pdf);
    expect(letter.getPageCount()).toBe(2);
    const texts = await pdfPageTexts((await addressLabelsPdf(many, 'letter-30')).pdf);
    expect(texts[1]).toContain('KS-31');
    expect(texts[0]).not.toContain('KS-31');
    const a4 = await PDFDocument.load((await addressLabelsPdf(many.slice(0, 22), 'a4-21')).pdf);
    expect(a4.getPageCount()).toBe(2);
  });

  it('sets a long international address smaller so it fits, without flagging it', async () => {
    const long: LabelEntry = {
      orderNumber: 'KS-2001',
      lines: [
        'Maximilian Alexander von Hohenzollern-Sigmaringen',
        'Apartment 1204, Building C, Residencial Los Jardines',
        'Avenida Libertador General San Martín 1234',
        'C1425 Ciudad Autónoma de Buenos Aires',
        'ARGENTINA',
      ],
    };
    const { pdf, flagged } = await addressLabelsPdf([us, long], 'letter-30');
    expect(flagged).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    const sizes = textSizes(doc, doc.getPage(0));
    expect(Math.max(...sizes)).toBe(10);
    const smallest = Math.min(...sizes.filter((size) => size > 5.5));
    expect(smallest).toBeLessThan(10);
    expect(smallest).toBeGreaterThanOrEqual(6);
    const [text] = await pdfPageTexts(pdf);
    expect(text).toContain('Avenida Libertador General San Martín 1234');
    expect(text).not.toContain('CHECK');
  });

  it('cuts an address too long even at 6 pt, marks the label CHECK and names its order', async () => {
    const absurd: LabelEntry = {
      orderNumber: 'KS-3001',
      lines: ['Someone', 'Street '.repeat(30), ...Array.from({ length: 12 }, (_, index) => `Line ${index}`)],
    };
    const { pdf, flagged } = await addressLabelsPdf([us, absurd, germany], 'letter-30');
    expect(flagged).toEqual(['KS-3001']);
    const [text] = await pdfPageTexts(pdf);
    expect(text).toContain('CHECK');
    expect(text).toContain('Street Street');
    expect(text).toContain('…');
    expect(text).not.toContain('Line 11');
    expect(text!.match(/CHECK/g)).toHaveLength(1);
  });
});
