import { ComingSoon } from '@/components/layout/coming-soon';

export default function CreateOptionsPage() {
  return <ComingSoon title="Choose & Order" />;
}
