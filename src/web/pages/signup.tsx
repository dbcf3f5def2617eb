import { useState } from 'react';
import { Link } from 'react-router';
import { appShellTexts, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PasswordSignupForm } from '@/features/auth/components/password-signup-form';
import { SignupWithCode } from '@/features/auth/components/signup-with-code';

export default function SignupPage() {
  const [withPassword, setWithPassword] = useState(false);
  // Prerendered: the switch does nothing before React runs, so it waits, like the form (HydratedForm).
  const hydrated = useHydrated();
  const footer = (
    <div className="flex flex-col items-center gap-3">
      <Button
        variant="link"
        className="h-auto p-0"
        disabled={!hydrated}
        onClick={() => setWithPassword((value) => !value)}
      >
        {withPassword ? authScreenTexts.codeSignupInstead : authScreenTexts.passwordSignupInstead}
      </Button>
      <p>
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
  if (withPassword) {
    return (
      <AuthCard
        title="Create your account"
        pageTitle={appShellTexts.signUp}
        description="Choose a password. We'll email you a link to confirm your address."
        footer={footer}
      >
        <PasswordSignupForm />
      </AuthCard>
    );
  }
  return <SignupWithCode footer={footer} />;
}
