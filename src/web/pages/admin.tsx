import { ComingSoon } from '@/components/layout/coming-soon';

export default function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
