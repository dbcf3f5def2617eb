import type { RefundReason } from './api/order-progress.js';
import { formatDate } from './format-date.js';
import { formatUsd } from './pricing.js';

/**
 * What a customer reads about money given back: the invoice's status, the credit note, the
 * refund e-mail and the order page (issue 20). The stored invoice stays 'paid' (refunds lock
 * paid invoices); these statuses are derived from how much of it came back.
 */
export const invoiceStatuses = ['paid', 'partially_refunded', 'refunded'] as const;
export type InvoiceDisplayStatus = (typeof invoiceStatuses)[number];

/** What the customer sees of an invoice: its stored status until money went back. */
export function invoiceDisplayStatus(invoice: { status: string; totalCents: number; refundedCents: number }): string {
  if (invoice.status !== 'paid' || invoice.refundedCents <= 0) return invoice.status;
  return invoice.refundedCents >= invoice.totalCents ? 'refunded' : 'partially_refunded';
}

/** The status line on the invoice PDF. */
export const invoicePdfStatusWords: Record<InvoiceDisplayStatus, string> = {
  paid: 'PAID',
  partially_refunded: 'PARTIALLY REFUNDED',
  refunded: 'REFUNDED',
};

/** Why money went back, in plain words (credit note, e-mail). */
export const refundReasonWords: Record<RefundReason, string> = {
  cancelled: 'the order was cancelled before printing',
  guarantee: 'our 30-day money-back guarantee',
  admin: 'a refund from our team',
};

export const creditNoteTexts = {
  title: 'CREDIT NOTE',
  number: (number: string) => `Credit note ${number}`,
  credits: (invoiceNumber: string) => `Credits invoice ${invoiceNumber}`,
  reason: 'Reason',
  refunded: 'Refunded (USD)',
  fileName: (number: string) => `keepsake-credit-note-${number}.pdf`,
  /** On the invoice PDF, one line per refund, then what stays paid. */
  refundLine: (date: Date) => `Refunded ${formatDate(date, { timeZone: 'UTC' })}`,
  netPaid: 'Net paid (USD)',
  footer: 'The amount goes back to the card you paid with, usually within 5-10 business days.',
} as const;

/** The customer's words on the billing page and the order page. */
export const refundScreenTexts = {
  creditNote: 'Credit note',
  creditNoteLabel: (number: string) => `Download credit note ${number} as PDF`,
  refundedOn: (amountCents: number, date: string) => `Refunded ${formatUsd(amountCents)} on ${formatDate(date)}`,
} as const;

/** The customer's refund e-mail. */
export const refundEmailTexts = {
  subject: (what: string) => `Your Keepsake refund for ${what}`,
  heading: (full: boolean) => (full ? 'Your refund is on its way' : 'Part of your payment is on its way back'),
  amount: (amountCents: number, full: boolean, what: string) =>
    full
      ? `We refunded ${formatUsd(amountCents)}: with it, everything you paid for ${what} has been given back.`
      : `We refunded ${formatUsd(amountCents)} of what you paid for ${what} (a partial refund).`,
  reason: (reason: RefundReason) => `Why: ${refundReasonWords[reason]}.`,
  timing: 'The money goes back to the card you paid with. Your card’s bank usually shows it within 5-10 business days.',
  creditNote: 'Your credit note (PDF)',
  viewOrder: 'View your order',
  viewBilling: 'See your billing',
} as const;
