// STUB (issue 20, batches helper): the files helper writes the real batch PDF (trim, bleed, crop
// marks, slug line, streamed in parts); the lead merges it over this one. This one only joins the
// cards' own PDFs, so the routes and their page-count test run meanwhile.
import { PDFDocument } from 'pdf-lib';

export interface BatchCard {
  orderNumber: string;
  style: string;
  loadPrintPdf: () => Promise<Uint8Array>;
}

export async function* batchPrintPdf(
  _batch: { batchNumber: number },
  cards: Iterable<BatchCard> | AsyncIterable<BatchCard>,
): AsyncIterable<Uint8Array> {
  const joined = await PDFDocument.create();
  for await (const card of cards) {
    const source = await PDFDocument.load(await card.loadPrintPdf());
    const pages = await joined.copyPages(source, source.getPageIndices());
    for (const page of pages) joined.addPage(page);
  }
  yield await joined.save();
}
