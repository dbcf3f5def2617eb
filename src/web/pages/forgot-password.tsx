import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      pageTitle="Forgot password"
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new one."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
