import { and, eq } from 'drizzle-orm';
import { accountServerMessages } from '../../shared/account-messages.js';
import { invoiceNumber } from '../../shared/format-date.js';
import { creditNoteTexts } from '../../shared/refund-texts.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { renderCreditNotePdf } from './credit-note-pdf.js';
import { toRefundReason } from './credit-notes.js';
import { invoiceBuyer } from './download-invoice.js';
import { creditNotes, invoices } from './schema.js';

/**
 * One credit note as a PDF, addressed like the invoice it credits. With `ownerId` only that
 * customer's note is found (anyone else gets the same 404 as for no note at all); without,
 * the caller has checked a signed link.
 */
export async function downloadCreditNote(
  db: Db,
  creditNoteId: string,
  ownerId?: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices, user: users })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(creditNotes.id, creditNoteId), ...(ownerId ? [eq(invoices.userId, ownerId)] : [])));
  if (!row) throw new AppError('NOT_FOUND', accountServerMessages.creditNoteNotFound);
  const pdf = await renderCreditNotePdf({
    id: row.note.id,
    createdAt: row.note.createdAt,
    invoiceId: row.invoice.id,
    amountCents: row.note.amountCents,
    reason: toRefundReason(row.note.reason),
    buyer: await invoiceBuyer(db, row.invoice, row.user),
  });
  return { pdf: Buffer.from(pdf), fileName: creditNoteTexts.fileName(invoiceNumber(row.note.id)) };
}
