import {
  cmyk,
  concatTransformationMatrix,
  drawObject,
  PDFContext,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { printFilesTexts } from '../../shared/print-files-texts.js';
import { UnicodeTextWriter } from '../pdf/unicode-text.js';
import { cardPageForm, type CardPageForm } from './card-page-form.js';
import { PdfStreamWriter } from './pdf-stream-writer.js';

export interface BatchCard {
  orderNumber: string;
  style: string;
  /** The card's own print PDF bytes (2 spreads, MediaBox = BleedBox 10.25x7.25 in, TrimBox 10x7 in), loaded lazily. */
  loadPrintPdf: () => Promise<Uint8Array>;
}

/** Room around the bleed for crop marks and the slug line: half an inch each side. */
const margin = 36;
/** Crop marks start this far from the trim, past the 1/8 in bleed, and run this long. */
const markGap = 12;
const markLength = 18;
const markWidth = 0.25;
/** Registration black: the marks print on every plate, so they line up the plates too. */
const registration = cmyk(1, 1, 1, 1);
const slugSize = 7;
const spreadNames = ['outside', 'inside'] as const;

/**
 * The print file of a batch: every card's two spreads in batch order, each on a page half an
 * inch larger than its bleed all round, with crop marks at the trim corners and a slug line
 * naming the order, style, batch, spread and page. The file is written as it is made, one card at
 * a time (each card a small pdf-lib document whose objects are numbered on from the last card's,
 * pdf-stream-writer.ts), so its memory is that of one card whatever the batch's size; only the
 * card list (not their PDFs) and a few numbers per object are kept to the end.
 */
export async function* batchPrintPdf(
  batch: { batchNumber: number },
  cards: Iterable<BatchCard> | AsyncIterable<BatchCard>,
): AsyncIterable<Uint8Array> {
  const list: BatchCard[] = [];
  for await (const card of cards) list.push(card);
  const pageCount = list.length * spreadNames.length;
  const writer = new PdfStreamWriter();
  yield writer.header();
  const pagesRef = writer.reserve();
  const pageRefs: PDFRef[] = [];
  for (const [index, card] of list.entries()) {
    const firstPage = index * spreadNames.length + 1;
    yield* cardPages(writer, { batch, card, firstPage, pageCount, pagesRef, pageRefs });
  }
  const scratch = PDFContext.create();
  const catalogRef = writer.reserve();
  const infoRef = writer.reserve();
  const now = new Date();
  yield writer.writeObject(pagesRef, scratch.obj({ Type: 'Pages', Kids: pageRefs, Count: pageRefs.length }));
  yield writer.writeObject(catalogRef, scratch.obj({ Type: 'Catalog', Pages: pagesRef }));
  yield writer.writeObject(
    infoRef,
    scratch.obj({
      Title: PDFHexString.fromText(printFilesTexts.printFileTitle(batch.batchNumber)),
      Creator: PDFString.of('Keepsake'),
      Producer: PDFString.of('Keepsake print batches (pdf-lib)'),
      CreationDate: PDFString.fromDate(now),
    }),
  );
  yield writer.finish(catalogRef, infoRef);
}

interface CardPlace {
  batch: { batchNumber: number };
  card: BatchCard;
  firstPage: number;
  pageCount: number;
  pagesRef: PDFRef;
  pageRefs: PDFRef[];
}

async function* cardPages(writer: PdfStreamWriter, place: CardPlace): AsyncGenerator<Uint8Array> {
  const { card } = place;
  const source = await PDFDocument.load(await card.loadPrintPdf(), { updateMetadata: false });
  const sourcePages = source.getPages();
  if (sourcePages.length !== spreadNames.length) {
    throw new Error(`Order ${card.orderNumber}: its print PDF has ${sourcePages.length} pages, not 2`);
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  // Everything the new document made for itself so far (catalog, page tree) stays out of the file.
  const own = new Set([...doc.context.enumerateIndirectObjects()].map(([ref]) => ref));
  const adoptedAt = writer.largestObjectNumber;
  writer.adopt(doc.context);
  const text = new UnicodeTextWriter(doc);
  for (const [index, sourcePage] of sourcePages.entries()) {
    const form = cardPageForm(doc, source, sourcePage);
    const page = doc.addPage([form.bleed.width + 2 * margin, form.bleed.height + 2 * margin]);
    placeCard(page, form);
    drawCropMarks(page, form);
    const slug = [
      card.orderNumber,
      card.style,
      printFilesTexts.batch(place.batch.batchNumber),
      printFilesTexts.spreads[spreadNames[index]!],
      printFilesTexts.pageOf(place.firstPage + index, place.pageCount),
    ].join(printFilesTexts.slugSeparator);
    await text.draw(page, slug, { x: margin + 18, y: margin - 24, size: slugSize, color: registration });
  }
  await doc.flush();
  for (const page of doc.getPages()) {
    page.node.set(PDFName.of('Parent'), place.pagesRef);
    place.pageRefs.push(page.ref);
  }
  yield* writer.writeContext(doc.context, own, adoptedAt);
}

function placeCard(page: PDFPage, form: CardPageForm): void {
  const { bleed, trim } = form;
  page.setBleedBox(margin, margin, bleed.width, bleed.height);
  page.setTrimBox(margin + trim.x - bleed.x, margin + trim.y - bleed.y, trim.width, trim.height);
  const name = page.node.newXObject('Card', form.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(1, 0, 0, 1, margin, margin),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Two hairlines at each trim corner, on the lines of the trim's edges, outside the bleed. */
function drawCropMarks(page: PDFPage, form: CardPageForm): void {
  const { bleed, trim } = form;
  const left = margin + trim.x - bleed.x;
  const bottom = margin + trim.y - bleed.y;
  const corners = [
    { x: left, y: bottom, dx: -1, dy: -1 },
    { x: left + trim.width, y: bottom, dx: 1, dy: -1 },
    { x: left, y: bottom + trim.height, dx: -1, dy: 1 },
    { x: left + trim.width, y: bottom + trim.height, dx: 1, dy: 1 },
  ];
  const line = { thickness: markWidth, color: registration };
  for (const { x, y, dx, dy } of corners) {
    page.drawLine({ start: { x: x + dx * markGap, y }, end: { x: x + dx * (markGap + markLength), y }, ...line });
    page.drawLine({ start: { x, y: y + dy * markGap }, end: { x, y: y + dy * (markGap + markLength) }, ...line });
  }
}
