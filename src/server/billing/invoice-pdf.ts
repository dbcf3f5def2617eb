import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDate, invoiceNumber } from '../../shared/format-date.js';
import { formatUsd } from '../../shared/pricing.js';

export interface InvoiceForPdf {
  id: string;
  createdAt: Date;
  status: string;
  totalCents: number;
  lines: { description: string; amountCents: number }[];
  buyer: { name: string; email: string; address?: string[] };
}

/** Who sells: printed on every invoice. */
export const seller = ['Keepsake Cards', '100 Market Street', 'San Francisco, CA 94105', 'hello@keepsake.local'];

/** A one-page US Letter invoice, vector text, made in milliseconds with pdf-lib. */
export async function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Keepsake invoice ${invoiceNumber(invoice.id)}`);
  pdf.setAuthor('Keepsake');
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.1, 0.09);
  const muted = rgb(0.34, 0.33, 0.31);
  const rose = rgb(0.75, 0.07, 0.24);
  const text = (value: string, x: number, y: number, size = 11, font = regular, color = ink) =>
    page.drawText(value, { x, y, size, font, color });
  const right = (value: string, xRight: number, y: number, size = 11, font = regular) =>
    text(value, xRight - font.widthOfTextAtSize(value, size), y, size, font);

  text('Keepsake', 56, 730, 22, bold, rose);
  text('INVOICE', 56, 700, 14, bold);
  right(`Invoice ${invoiceNumber(invoice.id)}`, 556, 730, 12, bold);
  right(`Date ${formatDate(invoice.createdAt, { timeZone: 'UTC' })}`, 556, 714);
  right(`Status ${invoice.status.toUpperCase()}`, 556, 698);

  text('From', 56, 650, 10, bold, muted);
  seller.forEach((line, index) => text(line, 56, 634 - index * 14));
  text('Bill to', 320, 650, 10, bold, muted);
  [invoice.buyer.name, invoice.buyer.email, ...(invoice.buyer.address ?? [])].forEach((line, index) =>
    text(line, 320, 634 - index * 14),
  );

  let y = 540;
  text('Description', 56, y, 10, bold, muted);
  right('Amount', 556, y, 10, bold);
  page.drawLine({ start: { x: 56, y: y - 6 }, end: { x: 556, y: y - 6 }, thickness: 0.5, color: muted });
  for (const line of invoice.lines) {
    y -= 24;
    text(line.description.slice(0, 80), 56, y);
    right(formatUsd(line.amountCents), 556, y);
  }
  y -= 16;
  page.drawLine({ start: { x: 320, y }, end: { x: 556, y }, thickness: 0.5, color: muted });
  y -= 20;
  text('Total (USD)', 320, y, 12, bold);
  right(formatUsd(invoice.totalCents), 556, y, 12, bold);

  text('Thank you for making a card with Keepsake. 30-day money-back guarantee.', 56, 80, 9, regular, muted);
  return pdf.save();
}
