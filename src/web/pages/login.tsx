import { useState } from 'react';
import { Link } from 'react-router';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginCodeForm } from '@/features/auth/components/login-code-form';
import { PasswordLoginForm } from '@/features/auth/components/password-login-form';

export default function LoginPage() {
  const [withPassword, setWithPassword] = useState(false);
  // Prerendered: the switch does nothing before React runs, so it waits, like the form (HydratedForm).
  const hydrated = useHydrated();
  return (
    <AuthCard
      pageTitle="Log in"
      step={withPassword ? undefined : authScreenTexts.loginStep1}
      title="Welcome back"
      description={
        withPassword
          ? 'Log in with your email and password.'
          : "Enter your email and we'll send you a 6-digit login code."
      }
      footer={
        <div className="flex flex-col items-center gap-3">
          <Button
            variant="link"
            className="h-auto p-0"
            disabled={!hydrated}
            onClick={() => setWithPassword((value) => !value)}
          >
            {withPassword ? authScreenTexts.codeLoginInstead : authScreenTexts.passwordLoginInstead}
          </Button>
          <p>
            New to Keepsake?{' '}
            <Link to={paths.signup} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign up
            </Link>
          </p>
        </div>
      }
    >
      {withPassword ? <PasswordLoginForm /> : <LoginCodeForm />}
    </AuthCard>
  );
}
