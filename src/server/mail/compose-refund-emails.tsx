import type { RefundReason } from '../../shared/api/order-progress.js';
import { refundEmailTexts as texts } from '../../shared/refund-texts.js';
import { composeNoticeEmail } from './compose-email.js';

export interface RefundNotice {
  /** What was paid for, as the subject and the amount line name it: "KS-7F3K9Q2M", "your Plus plan". */
  what: string;
  amountCents: number;
  full: boolean;
  reason: RefundReason;
  /** Where the customer sees it: the order page, or billing for a plan. */
  page: { label: string; url: string };
  /** The credit note's signed link, absolute. */
  creditNoteUrl: string;
}

/** A refund, in full or in part: how much, why, when it reaches the card, and the credit note. */
export function refundEmail(to: string, notice: RefundNotice) {
  return composeNoticeEmail(
    { to, subject: texts.subject(notice.what) },
    {
      heading: texts.heading(notice.full),
      paragraphs: [
        texts.amount(notice.amountCents, notice.full, notice.what),
        texts.reason(notice.reason),
        texts.timing,
      ],
      button: notice.page,
      links: [{ label: texts.creditNote, url: notice.creditNoteUrl }],
    },
  );
}
