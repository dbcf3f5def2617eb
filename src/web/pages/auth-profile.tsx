import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { flowKeys, readFlowItem } from '@/features/auth/lib/flow-storage';

export default function AuthProfilePage() {
  const [email] = useState(() => readFlowItem(flowKeys.signupEmail));
  if (!email) return <Navigate to={paths.authEmail} replace />;
  return (
    <AuthCard
      pageTitle="Your name"
      step={authScreenTexts.signupStep3}
      title="Almost there!"
      description="Tell us your name and we'll write your card options."
      footer={
        <Button asChild variant="ghost">
          <Link to={paths.authVerify}>
            <ArrowLeft aria-hidden />
            {authScreenTexts.back}
          </Link>
        </Button>
      }
    >
      <ProfileForm email={email} />
    </AuthCard>
  );
}
