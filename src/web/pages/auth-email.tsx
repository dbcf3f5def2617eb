import { ComingSoon } from '@/components/layout/coming-soon';

export default function AuthEmailPage() {
  return <ComingSoon title="Your email" />;
}
