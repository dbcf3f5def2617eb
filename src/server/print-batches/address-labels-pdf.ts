import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { LabelSheet } from '../../shared/api/print-batches.js';
import { printFilesTexts } from '../../shared/print-files-texts.js';
import { UnicodeTextWriter } from '../pdf/unicode-text.js';

export interface LabelEntry {
  orderNumber: string;
  /** The envelope's lines in the country's order, name included (formatAddressLines). */
  lines: string[];
}

interface SheetGeometry {
  page: [number, number];
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** Page edge to the first label's left and top edges. */
  left: number;
  top: number;
  pitch: { x: number; y: number };
}

const inch = 72;
const mm = 72 / 25.4;
const a4 = { width: 210 * mm, height: 297 * mm, label: { width: 70 * mm, height: 42.3 * mm } };

/**
 * letter-30 is Avery 5160's geometry (2 5/8 x 1 in labels, 1/2 in top margin, 3/16 in sides,
 * 1/8 in gap between columns); a4-21 is the common 70 x 42.3 mm sheet, labels edge to edge and
 * the 2.5 mm left over split between top and bottom.
 */
const sheets: Record<LabelSheet, SheetGeometry> = {
  'letter-30': {
    page: [8.5 * inch, 11 * inch],
    columns: 3,
    rows: 10,
    label: { width: 2.625 * inch, height: 1 * inch },
    left: 0.1875 * inch,
    top: 0.5 * inch,
    pitch: { x: 2.75 * inch, y: 1 * inch },
  },
  'a4-21': {
    page: [a4.width, a4.height],
    columns: 3,
    rows: 7,
    label: a4.label,
    left: (a4.width - 3 * a4.label.width) / 2,
    top: (a4.height - 7 * a4.label.height) / 2,
    pitch: { x: a4.label.width, y: a4.label.height },
  },
};

/** Inside a label: printers shift a sheet by up to a millimetre or two, so text keeps clear of the cut. */
const padding = { x: 9, y: 5 };
/** The strip at the top for the order number (and the mark to check the label). */
const cornerSize = 5.5;
const cornerStrip = 7;
const sizes = { largest: 10, smallest: 6, step: 0.5 };
const lineHeight = 1.15;
const ink = rgb(0, 0, 0);
const grey = rgb(0.35, 0.35, 0.35);
const warning = rgb(0.8, 0, 0);

/**
 * The envelopes' address labels of a batch, in its order, as many sheets as it takes. A long
 * address is set smaller, down to 6 pt; one that does not fit even then is cut (an ellipsis
 * shows where), marked CHECK on the label and named in `flagged`, so the packer writes it by hand
 * rather than send it short. Each label carries its order number to pair it with its card.
 */
export async function addressLabelsPdf(
  entries: LabelEntry[],
  sheet: LabelSheet,
): Promise<{ pdf: Uint8Array; flagged: string[] }> {
  const geometry = sheets[sheet];
  const doc = await PDFDocument.create();
  doc.setTitle(printFilesTexts.labelsTitle);
  doc.setCreator('Keepsake');
  const text = new UnicodeTextWriter(doc);
  const perPage = geometry.columns * geometry.rows;
  const flagged: string[] = [];
  let page: PDFPage | undefined;
  for (const [index, entry] of entries.entries()) {
    const slot = index % perPage;
    if (slot === 0) page = doc.addPage(geometry.page);
    const column = slot % geometry.columns;
    const row = Math.floor(slot / geometry.columns);
    const box = {
      x: geometry.left + column * geometry.pitch.x,
      top: geometry.page[1] - geometry.top - row * geometry.pitch.y,
    };
    const fitted = await drawLabel(page!, text, entry, box, geometry.label);
    if (!fitted) flagged.push(entry.orderNumber);
  }
  if (!page) doc.addPage(geometry.page);
  return { pdf: await doc.save(), flagged };
}

/** Draws one label; false when its address had to be cut. */
async function drawLabel(
  page: PDFPage,
  text: UnicodeTextWriter,
  entry: LabelEntry,
  box: { x: number; top: number },
  label: { width: number; height: number },
): Promise<boolean> {
  const width = label.width - 2 * padding.x;
  const height = label.height - 2 * padding.y - cornerStrip;
  const right = box.x + label.width - padding.x;
  const cornerY = box.top - padding.y - cornerSize;
  const numberWidth = await text.width(entry.orderNumber, cornerSize);
  await text.draw(page, entry.orderNumber, { x: right - numberWidth, y: cornerY, size: cornerSize, color: grey });

  const lines = entry.lines.map((line) => line.trim()).filter(Boolean);
  // Widths grow with the size, so each line is measured once, at 1 pt.
  const unitWidths = await Promise.all(lines.map((line) => text.width(line, 1)));
  const widest = Math.max(0, ...unitWidths);
  const fittingSize = Math.min(sizes.largest, width / widest, height / (lines.length * lineHeight));
  const size = Math.max(sizes.smallest, Math.floor(fittingSize / sizes.step) * sizes.step);
  const fits = fittingSize >= sizes.smallest;
  let drawn = lines;
  if (!fits) {
    await text.draw(page, printFilesTexts.labelCheckMark, {
      x: box.x + padding.x,
      y: cornerY,
      size: cornerSize,
      weight: 700,
      color: warning,
    });
    drawn = await cutToFit(text, lines, size, width, Math.floor(height / (size * lineHeight)));
  }
  const top = box.top - padding.y - cornerStrip;
  for (const [index, line] of drawn.entries()) {
    const baseline = top - size * 0.95 - index * size * lineHeight;
    await text.draw(page, line, { x: box.x + padding.x, y: baseline, size, color: ink });
  }
  return fits;
}

/** The lines that fit `count` rows, each cut to `width`; an ellipsis ends every cut line. */
async function cutToFit(
  text: UnicodeTextWriter,
  lines: string[],
  size: number,
  width: number,
  count: number,
): Promise<string[]> {
  const kept = lines.slice(0, count);
  if (lines.length > count && kept.length > 0) kept[kept.length - 1] = `${kept[kept.length - 1]!} …`;
  const cut: string[] = [];
  for (const line of kept) {
    if ((await text.width(line, size)) <= width) {
      cut.push(line);
      continue;
    }
    const chars = [...line];
    let [low, high] = [0, chars.length];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((await text.width(`${chars.slice(0, middle).join('')}…`, size)) <= width) low = middle;
      else high = middle - 1;
    }
    cut.push(`${chars.slice(0, low).join('').trimEnd()}…`);
  }
  return cut;
}
