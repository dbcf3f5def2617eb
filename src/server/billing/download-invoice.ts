import { and, eq } from 'drizzle-orm';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import { accountServerMessages } from '../../shared/account-messages.js';
import { invoiceNumber } from '../../shared/format-date.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { findOrder, orderAddress } from '../orders/orders.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoices } from './schema.js';

type InvoiceDownload = { redirect: string } | { pdf: Buffer; fileName: string };

/**
 * One invoice as a PDF: the processor's own (Stripe) by redirect, or ours, addressed to the
 * order's buyer when it paid for an order and to the account holder otherwise. With `ownerId`
 * only that customer's invoice is found; without, the caller has checked a signed link.
 */
export async function downloadInvoice(db: Db, invoiceId: string, ownerId?: string): Promise<InvoiceDownload> {
  const [row] = await db
    .select({ invoice: invoices, user: users })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), ...(ownerId ? [eq(invoices.userId, ownerId)] : [])));
  if (!row) throw new AppError('NOT_FOUND', accountServerMessages.invoiceNotFound);
  if (row.invoice.processorPdfUrl) return { redirect: row.invoice.processorPdfUrl };
  const order = row.invoice.orderId ? await findOrder(db, row.invoice.orderId) : undefined;
  const pdf = await renderInvoicePdf({
    id: row.invoice.id,
    createdAt: row.invoice.createdAt,
    status: row.invoice.status,
    totalCents: row.invoice.totalCents,
    lines: row.invoice.lines,
    buyer: {
      name: order
        ? `${order.firstName} ${order.lastName}`
        : [row.user.firstName, row.user.lastName].filter(Boolean).join(' ') || row.user.email,
      email: order?.email ?? row.user.email,
      // The buyer's own address only when the card went to them; the name is on the line above.
      address: order?.sendTo === 'me' ? formatAddressLines(orderAddress({ ...order, shipName: '' })) : undefined,
    },
  });
  return { pdf: Buffer.from(pdf), fileName: `keepsake-invoice-${invoiceNumber(row.invoice.id)}.pdf` };
}
