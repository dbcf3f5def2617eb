import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { authRules } from '@shared/auth-rules';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { readStoredFlow } from '@/features/auth/lib/stored-flow';

export default function AuthVerifyPage() {
  const [flow] = useState(readStoredFlow);
  if (!flow) return <Navigate to={paths.authEmail} replace />;
  return (
    <AuthCard
      pageTitle="Enter your code"
      step={flow.kind === 'signup' ? authScreenTexts.signupStep2 : authScreenTexts.loginStep2}
      title={authScreenTexts.checkYourEmail}
      description={
        <>
          We sent a 6-digit code to <strong className="break-all text-foreground">{flow.email}</strong>. It expires in{' '}
          {authRules.codeTtlMinutes} minutes.
        </>
      }
      footer={
        <Button asChild variant="ghost">
          <Link to={paths.authEmail}>
            <ArrowLeft aria-hidden />
            {authScreenTexts.back}
          </Link>
        </Button>
      }
    >
      <VerifyCodeForm flow={flow} />
    </AuthCard>
  );
}
