import { formatDate, invoiceNumber } from '../../shared/format-date.js';
import { formatUsd } from '../../shared/pricing.js';
import { creditNoteTexts, invoicePdfStatusWords, type InvoiceDisplayStatus } from '../../shared/refund-texts.js';
import { BillingPage, type PdfBuyer } from './billing-pdf-layout.js';

interface InvoiceForPdf {
  id: string;
  createdAt: Date;
  /** As the customer sees it: 'paid', 'partially_refunded', 'refunded' (or a stored status). */
  status: string;
  totalCents: number;
  lines: { description: string; amountCents: number }[];
  /** Money given back, oldest first (its credit notes): listed under the total. */
  refunds?: { createdAt: Date; amountCents: number }[];
  /** All of it, as the books hold it (refunds from before credit notes have no line). */
  refundedCents?: number;
  buyer: PdfBuyer;
}

function statusWords(status: string): string {
  return status in invoicePdfStatusWords
    ? invoicePdfStatusWords[status as InvoiceDisplayStatus]
    : status.replace(/_/g, ' ').toUpperCase();
}

/** A one-page US Letter invoice, vector text, made in milliseconds with pdf-lib. */
export async function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Uint8Array> {
  const doc = await BillingPage.create(`Keepsake invoice ${invoiceNumber(invoice.id)}`);
  await doc.header('INVOICE', [
    `Invoice ${invoiceNumber(invoice.id)}`,
    `Date ${formatDate(invoice.createdAt, { timeZone: 'UTC' })}`,
    `Status ${statusWords(invoice.status)}`,
  ]);
  await doc.parties(invoice.buyer);

  let y = 540;
  await doc.tableHead('Description', 'Amount', y);
  for (const line of invoice.lines) {
    y -= 24;
    await doc.text(line.description.slice(0, 80), 56, y);
    await doc.right(formatUsd(line.amountCents), 556, y);
  }
  y -= 16;
  doc.rule(320, y);
  y -= 20;
  await doc.text('Total (USD)', 320, y, 12, 700);
  await doc.right(formatUsd(invoice.totalCents), 556, y, 12, 700);

  const refundedCents = invoice.refundedCents ?? 0;
  if (refundedCents > 0) {
    for (const refund of invoice.refunds ?? []) {
      y -= 20;
      await doc.text(creditNoteTexts.refundLine(refund.createdAt), 320, y);
      await doc.right(`-${formatUsd(refund.amountCents)}`, 556, y);
    }
    y -= 10;
    doc.rule(320, y);
    y -= 20;
    await doc.text(creditNoteTexts.netPaid, 320, y, 12, 700);
    await doc.right(formatUsd(invoice.totalCents - refundedCents), 556, y, 12, 700);
  }

  await doc.footer('Thank you for making a card with Keepsake. 30-day money-back guarantee.');
  return doc.save();
}
