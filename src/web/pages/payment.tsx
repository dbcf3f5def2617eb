import { clearPaidOrderSession } from '@/lib/creation-session/finish-checkout';
import { PendingPayment } from '@/features/payments/components/pending-payment';

/** /payment: the pending-payment page; once paid (or abandoned) the creation flow starts afresh. */
export default function PaymentPage() {
  return <PendingPayment clearSession={clearPaidOrderSession} />;
}
