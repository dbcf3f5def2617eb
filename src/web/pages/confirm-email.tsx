import { ComingSoon } from '@/components/layout/coming-soon';

export default function ConfirmEmailPage() {
  return <ComingSoon title="Confirm your email" />;
}
