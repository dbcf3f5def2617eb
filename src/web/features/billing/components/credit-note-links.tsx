import { FileMinus } from 'lucide-react';
import type { BillingResponse } from '@shared/api/account';
import { invoiceNumber } from '@shared/format-date';
import { formatUsd } from '@shared/pricing';
import { creditNoteTexts, refundScreenTexts as texts } from '@shared/refund-texts';

type Invoice = BillingResponse['invoices'][number];

/** One 'Credit note' download per refund of the invoice, with its amount. */
export function CreditNoteLinks({ invoice }: { invoice: Invoice }) {
  const notes = invoice.creditNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" data-testid="credit-notes">
      {notes.map((note) => {
        const number = invoiceNumber(note.id);
        return (
          <li key={note.id}>
            <a
              href={note.pdfUrl}
              download={creditNoteTexts.fileName(number)}
              aria-label={texts.creditNoteLabel(number)}
              className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <FileMinus className="h-4 w-4" aria-hidden />
              {texts.creditNote} <span className="tabular-nums">-{formatUsd(note.amountCents)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
