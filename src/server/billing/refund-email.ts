import type { RefundReason } from '../../shared/api/order-progress.js';
import { refundEmail } from '../mail/compose-refund-emails.js';
import { signedCreditNotePath } from './credit-notes.js';
import type { InvoiceRefund, RefundDeps } from './refund-payment.js';

/**
 * E-mails the customer about a refund that has committed, with a signed link to its credit
 * note (the customer may read it on a phone without a session). The money is back either way:
 * a mail failure is logged, never thrown.
 */
export async function sendRefundEmail(
  deps: RefundDeps,
  /** The customer's address, or its look-up (whose failure is logged like the mail's). */
  to: string | Promise<string>,
  refund: InvoiceRefund & { reason: RefundReason; what: string; page: { label: string; url: string } },
): Promise<void> {
  try {
    const address = await to;
    const creditNotePath = signedCreditNotePath(deps.secret, refund.creditNoteId, deps.clock.now());
    await deps.mailer.send(
      await refundEmail(address, {
        what: refund.what,
        amountCents: refund.amountCents,
        full: refund.full,
        reason: refund.reason,
        page: refund.page,
        creditNoteUrl: `${deps.publicUrl}${creditNotePath}`,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, creditNoteId: refund.creditNoteId }, 'refund e-mail could not be sent');
  }
}
