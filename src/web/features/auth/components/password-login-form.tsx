import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { passwordLoginRequestSchema } from '@shared/api/auth';
import { authMessages, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { takeReturnTo } from '@/lib/auth/return-to';
import { usePasswordLogin } from '../api/password-login';
import { useSignIn } from '../hooks/use-sign-in';
import { errorFieldOr } from '../lib/auth-errors';
import { currentPostLoginPath } from '../lib/post-login-path';
import { toastValidationError } from './login-code-form';
import { TextField } from '@/components/ui/text-field';

/** Log in with e-mail and password (POST /api/auth/login); failures toast 'Login Error'. */
export function PasswordLoginForm() {
  const navigate = useNavigate();
  const login = usePasswordLogin();
  const signIn = useSignIn();
  const form = useForm<
    z.input<typeof passwordLoginRequestSchema>,
    unknown,
    z.output<typeof passwordLoginRequestSchema>
  >({ resolver: zodResolver(passwordLoginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const session = await login.mutateAsync(values);
        // A provider-style session: its access token is short-lived and renewed with the refresh token.
        await signIn({ session, user: session.user });
        await navigate(takeReturnTo() ?? currentPostLoginPath());
      } catch (error) {
        toast({
          title: authMessages.loginErrorTitle,
          description: errorFieldOr(error, authMessages.loginFailed),
          variant: 'destructive',
        });
      }
    },
    (errors) => toastValidationError(errors.email?.message ?? errors.password?.message),
  );

  const errors = form.formState.errors;
  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        aria-invalid={errors.email ? true : undefined}
        {...form.register('email')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
        <Link
          to={paths.forgotPassword}
          className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {authScreenTexts.forgotPasswordLink}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        Log in
      </Button>
    </HydratedForm>
  );
}
