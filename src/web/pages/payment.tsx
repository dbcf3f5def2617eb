import { ComingSoon } from '@/components/layout/coming-soon';

export default function PaymentPage() {
  return <ComingSoon title="Payment" />;
}
