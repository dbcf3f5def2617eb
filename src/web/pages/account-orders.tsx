import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountOrdersPage() {
  return <ComingSoon title="View All Orders" />;
}
