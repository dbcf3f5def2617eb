import type { RefundReason } from '../../shared/api/order-progress.js';
import { formatDate, invoiceNumber } from '../../shared/format-date.js';
import { formatUsd } from '../../shared/pricing.js';
import { creditNoteTexts as texts, refundReasonWords } from '../../shared/refund-texts.js';
import { BillingPage, type PdfBuyer } from './billing-pdf-layout.js';

interface CreditNoteForPdf {
  id: string;
  createdAt: Date;
  invoiceId: string;
  amountCents: number;
  reason: RefundReason;
  buyer: PdfBuyer;
}

/** A one-page credit note: the invoice's layout, with the refunded amount as a negative line. */
export async function renderCreditNotePdf(note: CreditNoteForPdf): Promise<Uint8Array> {
  const number = invoiceNumber(note.id);
  const doc = await BillingPage.create(`Keepsake credit note ${number}`);
  await doc.header(texts.title, [
    texts.number(number),
    `Date ${formatDate(note.createdAt, { timeZone: 'UTC' })}`,
    texts.credits(invoiceNumber(note.invoiceId)),
  ]);
  await doc.parties(note.buyer);

  let y = 540;
  await doc.tableHead(texts.reason, 'Amount', y);
  y -= 24;
  const reason = refundReasonWords[note.reason];
  await doc.text(reason[0]!.toUpperCase() + reason.slice(1), 56, y);
  await doc.right(`-${formatUsd(note.amountCents)}`, 556, y);
  y -= 16;
  doc.rule(320, y);
  y -= 20;
  await doc.text(texts.refunded, 320, y, 12, 700);
  await doc.right(`-${formatUsd(note.amountCents)}`, 556, y, 12, 700);

  await doc.footer(texts.footer);
  return doc.save();
}
