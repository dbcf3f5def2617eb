import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { sendVerificationRequestSchema } from '@shared/api/auth';
import { authMessages, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { sendLoginCode } from '../api/send-login-code';
import { sendVerification } from '../api/send-verification';
import { isAccountExistsError, messageOf } from '../lib/auth-errors';
import { flowKeys, readFlowItem, startFlow } from '../lib/flow-storage';
import { TextField } from '@/components/ui/text-field';

function toastError(error: unknown, fallback: string): void {
  toast({ title: authMessages.genericErrorTitle, description: messageOf(error, fallback), variant: 'destructive' });
}

/**
 * /auth/email (Reading B, step 1): a new address gets a sign-up code, a known one a login code;
 * either way the next stop is /auth/verify.
 */
export function AuthEmailForm() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const form = useForm<
    z.input<typeof sendVerificationRequestSchema>,
    unknown,
    z.output<typeof sendVerificationRequestSchema>
  >({
    resolver: zodResolver(sendVerificationRequestSchema),
    // Coming back from /auth/verify keeps the address typed before.
    defaultValues: { email: readFlowItem(flowKeys.signupEmail) ?? readFlowItem(flowKeys.loginEmail) ?? '' },
  });

  const continueAsExistingUser = async (email: string) => {
    try {
      await sendLoginCode(email);
    } catch (error) {
      console.error(authMessages.sendCodeFailed, error);
      return toastError(error, authMessages.sendCodeFailed);
    }
    startFlow('login', email);
    toast(authMessages.existingAccountCodeSent);
    await navigate(paths.authVerify);
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setPending(true);
    try {
      const result = await sendVerification(email);
      if (result.isExistingUser) return await continueAsExistingUser(email);
      startFlow('signup', email);
      await navigate(paths.authVerify);
    } catch (error) {
      if (isAccountExistsError(error)) return await continueAsExistingUser(email);
      console.error(authMessages.sendCodeFailed, error);
      toastError(error, authMessages.sendCodeFailed);
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        hint="We'll email you a 6-digit code. No password needed."
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {authScreenTexts.continue}
      </Button>
    </form>
  );
}
