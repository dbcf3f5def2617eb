import { ComingSoon } from '@/components/layout/coming-soon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Forgot password" />;
}
