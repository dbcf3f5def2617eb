import { and, eq } from 'drizzle-orm';
import { invoices } from './schema.js';

/** An order's own invoice: the one for its payment (a flagged second charge has an invoice of its own). */
export function orderInvoiceIs(orderId: string, paymentIntentId: string | null) {
  return and(eq(invoices.orderId, orderId), eq(invoices.paymentIntentId, paymentIntentId ?? ''));
}
