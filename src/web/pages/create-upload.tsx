import { ComingSoon } from '@/components/layout/coming-soon';

export default function CreateUploadPage() {
  return <ComingSoon title="Upload Media" />;
}
