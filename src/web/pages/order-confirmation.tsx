import { ComingSoon } from '@/components/layout/coming-soon';

export default function OrderConfirmationPage() {
  return <ComingSoon title="Order Confirmation" />;
}
