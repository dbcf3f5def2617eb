import { ComingSoon } from '@/components/layout/coming-soon';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset password" />;
}
