import { guaranteeClaimNotice } from '../../shared/after-sale-texts.js';
import { paths } from '../../shared/routes.js';
import { composeNoticeEmail } from './compose-email.js';

/** To an admin: a customer claimed the 30-day money-back guarantee; the order page refunds it. */
export function guaranteeClaimNoticeEmail(
  to: string,
  claim: { orderId: string; orderNumber: string; customerName: string; customerEmail: string; reason: string },
  publicUrl: string,
) {
  return composeNoticeEmail(
    { to, subject: guaranteeClaimNotice.subject(claim.orderNumber) },
    {
      heading: guaranteeClaimNotice.heading,
      paragraphs: [
        `Order ${claim.orderNumber}, ${claim.customerName} (${claim.customerEmail}), asks for a refund:`,
        claim.reason,
      ],
      button: {
        label: guaranteeClaimNotice.button,
        url: `${publicUrl}${paths.adminOrder.replace(':orderId', encodeURIComponent(claim.orderId))}`,
      },
    },
  );
}
