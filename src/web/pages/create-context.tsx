import { ComingSoon } from '@/components/layout/coming-soon';

export default function CreateContextPage() {
  return <ComingSoon title="Add Context" />;
}
