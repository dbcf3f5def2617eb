import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthEmailForm } from '@/features/auth/components/auth-email-form';

export default function AuthEmailPage() {
  return (
    <AuthCard
      pageTitle="Your email"
      step={authScreenTexts.signupStep1}
      title="Enter your email"
      description="We'll save your card to your account and email you the design preview."
      footer={
        <Button asChild variant="ghost">
          <Link to={paths.createContext}>
            <ArrowLeft aria-hidden />
            {authScreenTexts.back}
          </Link>
        </Button>
      }
    >
      <AuthEmailForm />
    </AuthCard>
  );
}
