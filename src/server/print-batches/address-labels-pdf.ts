// STUB (issue 20, batches helper): the files helper writes the real label sheets (Avery-style
// letter-30 and a4-21, shrink to fit or flag); the lead merges it over this one. This one gives a
// valid PDF of one blank page per sheet of labels, and flags nothing.
import { PDFDocument } from 'pdf-lib';
import type { LabelSheet } from '../../shared/api/print-batches.js';

export interface LabelEntry {
  orderNumber: string;
  lines: string[];
}

export async function addressLabelsPdf(
  entries: LabelEntry[],
  sheet: LabelSheet,
): Promise<{ pdf: Uint8Array; flagged: string[] }> {
  const perSheet = sheet === 'letter-30' ? 30 : 21;
  const doc = await PDFDocument.create();
  for (let i = 0; i < Math.max(1, Math.ceil(entries.length / perSheet)); i++) {
    doc.addPage(sheet === 'letter-30' ? [612, 792] : [595.28, 841.89]);
  }
  return { pdf: await doc.save(), flagged: [] };
}
