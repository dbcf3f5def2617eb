import { ComingSoon } from '@/components/layout/coming-soon';

export default function PaymentSuccessPage() {
  return <ComingSoon title="Payment" />;
}
