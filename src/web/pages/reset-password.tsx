import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  return (
    <AuthCard
      pageTitle="Reset password"
      title="Choose a new password"
      description="After the change, you'll be logged out everywhere and can log in with the new password."
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
