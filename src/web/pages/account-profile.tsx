import { ComingSoon } from '@/components/layout/coming-soon';

export default function AccountProfilePage() {
  return <ComingSoon title="Edit Profile" />;
}
