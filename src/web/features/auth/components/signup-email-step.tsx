import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField } from '@shared/api/auth';
import { authMessages, authScreenTexts, validationMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { timings } from '@/config/timings';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useSendVerification } from '../api/send-verification';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { isAccountExistsError, messageOf } from '../lib/auth-errors';
import { flowKeys, writeFlowItem } from '../lib/flow-storage';
import { TextField } from '@/components/ui/text-field';

const schema = z.object({ email: emailField(validationMessages.signupEmailInvalid) });

/** /signup step 1: the e-mail. A known address is sent to /login instead. */
export function SignupEmailStep({
  defaultEmail,
  onCodeSent,
}: {
  defaultEmail: string;
  onCodeSent: (email: string) => void;
}) {
  const sendVerification = useSendVerification();
  const navigateLater = useDelayedNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });

  const goToLogin = (email: string) => {
    writeFlowItem(flowKeys.loginEmail, email);
    toast(authMessages.existingAccountRedirect);
    setRedirecting(true);
    navigateLater(paths.login, timings.redirectToLoginAfterExistingAccountMs);
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await sendVerification.mutateAsync(email);
      if (result.isExistingUser) goToLogin(email);
      else onCodeSent(email);
    } catch (error) {
      if (isAccountExistsError(error)) return goToLogin(email);
      console.error(authMessages.sendCodeFailed, error);
      form.setError('email', { message: messageOf(error, authMessages.sendCodeFailed) }, { shouldFocus: true });
    }
  });

  const busy = form.formState.isSubmitting || redirecting;
  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {authScreenTexts.continue}
      </Button>
    </HydratedForm>
  );
}
