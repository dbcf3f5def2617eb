import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountBillingPage() {
  return <ComingSoon title="Billing & Subscription" />;
}
