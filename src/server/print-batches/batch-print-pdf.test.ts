import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { realCardPdf } from '../../../tests/support/print-card-pdf';
import { batchPrintPdf, type BatchCard } from './batch-print-pdf';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

const box = (values: { x: number; y: number; width: number; height: number }) =>
  [values.x, values.y, values.width, values.height].map((value) => Math.round(value * 100) / 100);

/** Every font dictionary in the file carries its font program (a standard-14 font would not). */
function unembeddedFonts(doc: PDFDocument): string[] {
  const missing: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : null;
    if (!dict || dict.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const subtype = dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Type0') || subtype === PDFName.of('Type3')) continue;
    const descriptor = dict.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.get(PDFName.of(key)));
    if (!embedded) missing.push(String(dict.get(PDFName.of('BaseFont'))));
  }
  return missing;
}

/** Checks the cross-reference table the way a strict reader does: each offset starts its object. */
function xrefProblems(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? [];
  const problems: string[] = first === '0' ? [] : ['no xref table at startxref'];
  const entries = [...table.matchAll(/(\d{10}) (\d{5}) ([nf])\r\n/g)];
  if (entries.length !== Number(count)) problems.push(`xref has ${entries.length} entries, says ${count}`);
  entries.forEach(([, offset, , kind], number) => {
    if (kind !== 'n') return;
    if (!text.startsWith(`${number} 0 obj`, Number(offset))) problems.push(`object ${number} is not at ${offset}`);
  });
  const size = Number(/\/Size (\d+)/.exec(table)?.[1]);
  if (size !== Number(count)) problems.push(`trailer Size ${size} is not ${count}`);
  return problems;
}

function streamAt(doc: PDFDocument, ref: unknown): PDFRawStream {
  const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(stream instanceof PDFRawStream)) throw new Error(`${String(ref)} is not a stream`);
  return stream;
}

describe('the print file of a batch', () => {
  let cardPdf: Uint8Array;
  const loads: string[] = [];
  const card = (orderNumber: string, style = 'realistic'): BatchCard => ({
    orderNumber,
    style,
    loadPrintPdf: async () => {
      loads.push(orderNumber);
      return cardPdf;
    },
  });
  let pdf: Uint8Array;
  let doc: PDFDocument;

  beforeAll(async () => {
    cardPdf = await realCardPdf();
    pdf = await collect(
      batchPrintPdf({ batchNumber: 12 }, [card('KS-1001'), card('KS-1002', 'vintage'), card('KS-1003')]),
    );
    doc = await PDFDocument.load(pdf);
  }, 120_000);

  it('has each card’s two spreads, in the batch’s order, each card read once', async () => {
    expect(doc.getPageCount()).toBe(6);
    expect(loads).toEqual(['KS-1001', 'KS-1002', 'KS-1003']);
    const texts = await pdfPageTexts(pdf);
    const slugs = texts.map((text) => text.split('\n').find((line) => line.includes('Batch 12')));
    expect(slugs).toEqual([
      'KS-1001  ·  realistic  ·  Batch 12  ·  Outside spread  ·  Page 1 of 6',
      'KS-1001  ·  realistic  ·  Batch 12  ·  Inside spread  ·  Page 2 of 6',
      'KS-1002  ·  vintage  ·  Batch 12  ·  Outside spread  ·  Page 3 of 6',
      'KS-1002  ·  vintage  ·  Batch 12  ·  Inside spread  ·  Page 4 of 6',
      'KS-1003  ·  realistic  ·  Batch 12  ·  Outside spread  ·  Page 5 of 6',
      'KS-1003  ·  realistic  ·  Batch 12  ·  Inside spread  ·  Page 6 of 6',
    ]);
  });

  it('puts each 10x7 in trim and its 1/8 in bleed in the middle of a page with room for marks', () => {
    for (const page of doc.getPages()) {
      const media = page.getMediaBox();
      expect(box(page.getBleedBox())).toEqual([36, 36, 738, 522]);
      expect(box(page.getTrimBox())).toEqual([45, 45, 720, 504]);
      expect(box(media)).toEqual([0, 0, 810, 594]);
    }
  });

  it('draws the card itself, picture and texts, on every page', () => {
    for (const page of doc.getPages()) {
      const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const forms = xObjects.entries().map(([, ref]) => streamAt(doc, ref));
      expect(forms).toHaveLength(1);
      expect(forms[0]!.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Form'));
      const bbox = forms[0]!.dict.lookup(PDFName.of('BBox'), PDFArray).asArray();
      expect(bbox.map((value) => (value as PDFNumber).asNumber())).toEqual([0, 0, 738, 522]);
    }
    const outsideForm = doc.getPages()[0]!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const form = streamAt(doc, outsideForm.entries()[0]![1]);
    const images = form.dict.lookup(PDFName.of('Resources'), PDFDict).lookupMaybe(PDFName.of('XObject'), PDFDict);
    expect(images?.entries().length).toBeGreaterThan(0);
  });

  it('has crop marks: registration-black hairlines on the trim lines, outside the bleed', () => {
    const content = (page: number) => {
      const ref = doc.getPages()[page]!.node.Contents()!;
      const streams = ref instanceof PDFArray ? ref.asArray() : [ref];
      return streams
        .map((entry) => streamAt(doc, entry))
        .map((stream) => inflateSync(stream.contents).toString('latin1'))
        .join('\n');
    };
    const text = content(0);
    expect(text).toContain('1 1 1 1 K');
    const lines = [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) m\s+(-?[\d.]+) (-?[\d.]+) l/g)].map((match) =>
      match.slice(1, 5).map(Number),
    );
    expect(lines).toHaveLength(8);
    const insideBleed = (x: number, y: number) => x > 36 && x < 774 && y > 36 && y < 558;
    for (const [x1, y1, x2, y2] of lines as [number, number, number, number][]) {
      expect(insideBleed(x1, y1) || insideBleed(x2, y2)).toBe(false);
      // On a trim line: x of a vertical mark or y of a horizontal one is a trim edge.
      const trimEdge = (value: number) => [45, 765, 549].includes(value);
      expect(x1 === x2 ? trimEdge(x1) : trimEdge(y1)).toBe(true);
    }
  });

  it('embeds every font it uses, the slug’s included', () => {
    expect(unembeddedFonts(doc)).toEqual([]);
    const pageFonts = doc.getPages()[0]!.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    expect(pageFonts.entries().length).toBeGreaterThan(0);
  });

  it('hangs every page on the one page tree, and every reference points at an object', () => {
    const root = doc.catalog.get(PDFName.of('Pages'));
    for (const page of doc.getPages()) expect(page.node.get(PDFName.of('Parent'))).toBe(root);
    const dangling: string[] = [];
    const visit = (value: unknown) => {
      if (value instanceof PDFRef && !doc.context.lookup(value)) dangling.push(value.toString());
      else if (value instanceof PDFArray) value.asArray().forEach(visit);
      else if (value instanceof PDFDict) value.values().forEach(visit);
      else if (value instanceof PDFRawStream) visit(value.dict);
    };
    for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
    expect(dangling).toEqual([]);
  });

  it('has a cross-reference table whose offsets point at their objects', () => {
    expect(Buffer.from(pdf.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7');
    expect(xrefProblems(pdf)).toEqual([]);
  });
});

describe('making the print file as it is sent', () => {
  it('reads each card only when its pages are due, from an async list too', async () => {
    const cardPdf = await realCardPdf('Hello');
    const loads: string[] = [];
    async function* cards(): AsyncGenerator<BatchCard> {
      for (const orderNumber of ['KS-1', 'KS-2']) {
        yield { orderNumber, style: 'sketch', loadPrintPdf: async () => (loads.push(orderNumber), cardPdf) };
      }
    }
    const chunks = batchPrintPdf({ batchNumber: 3 }, cards())[Symbol.asyncIterator]();
    const header = await chunks.next();
    expect(loads).toEqual([]);
    let sizeAfterFirstCard = 0;
    const parts: Uint8Array[] = [header.value as Uint8Array];
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      parts.push(next.value);
      if (loads.length === 1) sizeAfterFirstCard += next.value.length;
    }
    expect(loads).toEqual(['KS-1', 'KS-2']);
    // The first card's objects left before the second card was read.
    expect(sizeAfterFirstCard).toBeGreaterThan(cardPdf.length / 2);
    expect((await PDFDocument.load(Buffer.concat(parts))).getPageCount()).toBe(2 * 2);
  }, 60_000);
});

describe('a batch print file that cannot be made', () => {
  it('refuses a card whose print PDF does not have two spreads', async () => {
    const one = await PDFDocument.create();
    one.addPage([738, 522]);
    const bytes = await one.save();
    const cards = [{ orderNumber: 'KS-9', style: 'realistic', loadPrintPdf: async () => bytes }];
    await expect(collect(batchPrintPdf({ batchNumber: 1 }, cards))).rejects.toThrow(/KS-9.*1 pages, not 2/);
  });
});
