import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordSignupRequestSchema } from '@shared/api/auth';
import { authMessages, authScreenTexts, validationMessages } from '@shared/messages';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { usePasswordSignup } from '../api/password-signup';
import { errorFieldOr } from '../lib/auth-errors';
import { FormError } from './form-error';
import { TextField } from '@/components/ui/text-field';

const schema = passwordSignupRequestSchema
  .omit({ username: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessages.passwordsMismatch,
  });

/** Sign-up with a password: the account waits for the e-mailed confirmation link. */
export function PasswordSignupForm() {
  const signup = usePasswordSignup();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFailure(null);
    try {
      const result = await signup.mutateAsync(values);
      setSentTo({ email: values.email, message: result.message });
    } catch (error) {
      setFailure(errorFieldOr(error, authMessages.registrationFailed));
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-3 text-center" role="status">
        <MailCheck className="h-10 w-10 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">{authScreenTexts.checkYourEmail}</h2>
        <p className="text-sm text-muted-foreground">
          {sentTo.message} We sent it to <strong className="break-all text-foreground">{sentTo.email}</strong>.
        </p>
      </div>
    );
  }

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormError message={failure} />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        Create account
      </Button>
    </HydratedForm>
  );
}
