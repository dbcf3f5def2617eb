import { ComingSoon } from '@/components/layout/coming-soon';

export default function LoginPage() {
  return <ComingSoon title="Log in" />;
}
