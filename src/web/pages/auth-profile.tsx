import { ComingSoon } from '@/components/layout/coming-soon';

export default function AuthProfilePage() {
  return <ComingSoon title="Your name" />;
}
