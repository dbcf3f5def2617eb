import { ComingSoon } from '@/components/layout/coming-soon';

export default function CreateCheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
