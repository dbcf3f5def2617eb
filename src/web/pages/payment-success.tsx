import { useSearchParams } from 'react-router';
import { clearPaidOrderSession } from '@/lib/creation-session/finish-checkout';
import { PaymentResult } from '@/features/payments/components/payment-result';
import { readRedirectResult } from '@/features/payments/lib/redirect-result';

/** /payment-success: the return address of a payment confirmation. */
export default function PaymentSuccessPage() {
  const [search] = useSearchParams();
  return <PaymentResult result={readRedirectResult(search)} clearSession={clearPaidOrderSession} />;
}
