import { and, eq } from 'drizzle-orm';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import { accountServerMessages } from '../../shared/account-messages.js';
import { invoiceNumber } from '../../shared/format-date.js';
import { invoiceDisplayStatus } from '../../shared/refund-texts.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { findOrder, orderAddress } from '../orders/orders.js';
import type { PdfBuyer } from './billing-pdf-layout.js';
import { creditNotesOf } from './credit-notes.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoices } from './schema.js';

type InvoiceDownload = { redirect: string } | { pdf: Buffer; fileName: string };

/**
 * Who an invoice (and its credit notes) is addressed to: the order's buyer when it paid for an
 * order, the account holder otherwise.
 */
export async function invoiceBuyer(
  db: Db,
  invoice: { orderId: string | null },
  user: typeof users.$inferSelect,
): Promise<PdfBuyer> {
  const order = invoice.orderId ? await findOrder(db, invoice.orderId) : undefined;
  return {
    name: order
      ? `${order.firstName} ${order.lastName}`
      : [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    email: order?.email ?? user.email,
    // The buyer's own address only when the card went to them; the name is on the line above.
    address: order?.sendTo === 'me' ? formatAddressLines(orderAddress({ ...order, shipName: '' })) : undefined,
  };
}

/**
 * One invoice as a PDF: the processor's own (Stripe) by redirect, or ours, with the refunds
 * given back since and what stays paid. With `ownerId` only that customer's invoice is found;
 * without, the caller has checked a signed link.
 */
export async function downloadInvoice(db: Db, invoiceId: string, ownerId?: string): Promise<InvoiceDownload> {
  const [row] = await db
    .select({ invoice: invoices, user: users })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), ...(ownerId ? [eq(invoices.userId, ownerId)] : [])));
  if (!row) throw new AppError('NOT_FOUND', accountServerMessages.invoiceNotFound);
  if (row.invoice.processorPdfUrl) return { redirect: row.invoice.processorPdfUrl };
  const notes = (await creditNotesOf(db, [row.invoice.id])).get(row.invoice.id) ?? [];
  const pdf = await renderInvoicePdf({
    id: row.invoice.id,
    createdAt: row.invoice.createdAt,
    status: invoiceDisplayStatus(row.invoice),
    totalCents: row.invoice.totalCents,
    lines: row.invoice.lines,
    refunds: notes.map((note) => ({ createdAt: note.createdAt, amountCents: note.amountCents })),
    refundedCents: row.invoice.refundedCents,
    buyer: await invoiceBuyer(db, row.invoice, row.user),
  });
  return { pdf: Buffer.from(pdf), fileName: `keepsake-invoice-${invoiceNumber(row.invoice.id)}.pdf` };
}
