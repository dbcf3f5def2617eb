import { PDFDocument, rgb } from 'pdf-lib';
import { formatDate, invoiceNumber } from '../../shared/format-date.js';
import { supportEmail } from '../../shared/legal-texts.js';
import { formatUsd } from '../../shared/pricing.js';
import { UnicodeTextWriter, type TextWeight } from '../pdf/unicode-text.js';

interface InvoiceForPdf {
  id: string;
  createdAt: Date;
  status: string;
  totalCents: number;
  lines: { description: string; amountCents: number }[];
  buyer: { name: string; email: string; address?: string[] };
}

/** Who sells: printed on every invoice, with the address the Contact page names. */
const seller = ['Keepsake Cards', '100 Market Street', 'San Francisco, CA 94105', supportEmail];

/**
 * A one-page US Letter invoice, vector text, made in milliseconds with pdf-lib. Names and
 * addresses may be in any script: every line is drawn through the Noto fallback faces
 * (unicode-text.ts), which embed only the glyphs used.
 */
export async function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Keepsake invoice ${invoiceNumber(invoice.id)}`);
  pdf.setAuthor('Keepsake');
  const page = pdf.addPage([612, 792]);
  const writer = new UnicodeTextWriter(pdf);
  const ink = rgb(0.11, 0.1, 0.09);
  const muted = rgb(0.34, 0.33, 0.31);
  const rose = rgb(0.75, 0.07, 0.24);
  const text = (value: string, x: number, y: number, size = 11, weight: TextWeight = 400, color = ink) =>
    writer.draw(page, value, { x, y, size, weight, color });
  const right = async (value: string, xRight: number, y: number, size = 11, weight: TextWeight = 400) =>
    text(value, xRight - (await writer.width(value, size, weight)), y, size, weight);

  await text('Keepsake', 56, 730, 22, 700, rose);
  await text('INVOICE', 56, 700, 14, 700);
  await right(`Invoice ${invoiceNumber(invoice.id)}`, 556, 730, 12, 700);
  await right(`Date ${formatDate(invoice.createdAt, { timeZone: 'UTC' })}`, 556, 714);
  await right(`Status ${invoice.status.toUpperCase()}`, 556, 698);

  await text('From', 56, 650, 10, 700, muted);
  for (const [index, line] of seller.entries()) await text(line, 56, 634 - index * 14);
  await text('Bill to', 320, 650, 10, 700, muted);
  const billTo = [invoice.buyer.name, invoice.buyer.email, ...(invoice.buyer.address ?? [])];
  for (const [index, line] of billTo.entries()) await text(line, 320, 634 - index * 14);

  let y = 540;
  await text('Description', 56, y, 10, 700, muted);
  await right('Amount', 556, y, 10, 700);
  page.drawLine({ start: { x: 56, y: y - 6 }, end: { x: 556, y: y - 6 }, thickness: 0.5, color: muted });
  for (const line of invoice.lines) {
    y -= 24;
    await text(line.description.slice(0, 80), 56, y);
    await right(formatUsd(line.amountCents), 556, y);
  }
  y -= 16;
  page.drawLine({ start: { x: 320, y }, end: { x: 556, y }, thickness: 0.5, color: muted });
  y -= 20;
  await text('Total (USD)', 320, y, 12, 700);
  await right(formatUsd(invoice.totalCents), 556, y, 12, 700);

  await text('Thank you for making a card with Keepsake. 30-day money-back guarantee.', 56, 80, 9, 400, muted);
  return pdf.save();
}
