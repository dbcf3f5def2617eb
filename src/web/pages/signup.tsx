import { ComingSoon } from '@/components/layout/coming-soon';

export default function SignupPage() {
  return <ComingSoon title="Sign up" />;
}
