import { asc, inArray } from 'drizzle-orm';
import { billingEndpoints } from '../../shared/api/billing-endpoints.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import { refundReasons, type RefundReason } from '../../shared/api/order-progress.js';
import type { Db } from '../db/database.js';
import { expiryInDays, signPath } from '../security/signed-urls.js';
import { orderInvoiceIs } from './order-invoice.js';
import { creditNotes, invoices } from './schema.js';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Signed links to a credit note carry this, so an invoice's or a picture's link cannot open one. */
export const creditNotePurpose = 'credit-note';
/** An e-mail's link is opened days or weeks later, when the customer checks their card statement. */
const emailLinkDays = 90;

export function creditNotePath(creditNoteId: string): string {
  return endpointPath(billingEndpoints.creditNotePdf, { creditNoteId });
}

/** The credit note's PDF behind a link that needs no session: the proof is the signature. */
export function signedCreditNotePath(secret: string, creditNoteId: string, now: Date): string {
  return signPath(secret, creditNotePath(creditNoteId), expiryInDays(now, emailLinkDays), creditNotePurpose);
}

/** One credit note for each refund, written in the refund's own transaction. */
export async function insertCreditNote(
  tx: Db,
  note: { invoiceId: string; amountCents: number; reason: RefundReason; at: Date },
): Promise<CreditNoteRow> {
  const [row] = await tx
    .insert(creditNotes)
    .values({ invoiceId: note.invoiceId, amountCents: note.amountCents, reason: note.reason, createdAt: note.at })
    .returning();
  return row!;
}

/** The credit notes of these invoices, oldest first, by invoice. */
export async function creditNotesOf(db: Db, invoiceIds: readonly string[]): Promise<Map<string, CreditNoteRow[]>> {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, [...invoiceIds]))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** The refunds of an order's own payment, oldest first, for its page. */
export async function orderRefunds(
  db: Db,
  orderId: string,
  paymentIntentId: string | null,
): Promise<{ amountCents: number; createdAt: string; reason: RefundReason }[]> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(orderInvoiceIs(orderId, paymentIntentId));
  if (!invoice) return [];
  const notes = (await creditNotesOf(db, [invoice.id])).get(invoice.id) ?? [];
  return notes.map((note) => ({
    amountCents: note.amountCents,
    createdAt: note.createdAt.toISOString(),
    reason: toRefundReason(note.reason),
  }));
}

/** The column is text; anything unknown reads as the team's own refund. */
export function toRefundReason(value: string): RefundReason {
  return (refundReasons as readonly string[]).includes(value) ? (value as RefundReason) : 'admin';
}
