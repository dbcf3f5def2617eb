import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountPage() {
  return <ComingSoon title="My Account" />;
}
