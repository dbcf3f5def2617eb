import { ComingSoon } from '@/components/layout/coming-soon';

export default function AuthVerifyPage() {
  return <ComingSoon title="Enter your code" />;
}
