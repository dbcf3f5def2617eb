import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { sendLoginCodeRequestSchema } from '@shared/api/auth';
import { authMessages, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useSendLoginCode } from '../api/send-login-code';
import { messageOf } from '../lib/auth-errors';
import { flowKeys, readFlowItem, removeFlowItem, startFlow } from '../lib/flow-storage';
import { TextField } from '@/components/ui/text-field';

type Values = z.input<typeof sendLoginCodeRequestSchema>;

/** Toasts the first validation message under the spec's title 'Validation Error'. */
export function toastValidationError(message: string | undefined): void {
  if (message) toast({ title: authMessages.validationErrorTitle, description: message, variant: 'destructive' });
}

/**
 * /login step 1: the e-mail, then a code is sent. The e-mail kept from an earlier visit (or from
 * sign-up finding an existing account) is restored once and cleared.
 */
export function LoginCodeForm() {
  const navigate = useNavigate();
  const sendLoginCode = useSendLoginCode();
  const [restoredEmail] = useState(() => readFlowItem(flowKeys.loginEmail) ?? '');
  useEffect(() => removeFlowItem(flowKeys.loginEmail), []);
  const form = useForm<Values, unknown, z.output<typeof sendLoginCodeRequestSchema>>({
    resolver: zodResolver(sendLoginCodeRequestSchema),
    defaultValues: { email: restoredEmail },
  });

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        await sendLoginCode.mutateAsync(email);
        startFlow('login', email);
        await navigate(paths.authVerify);
      } catch (error) {
        toast({
          title: authMessages.loginErrorTitle,
          description: messageOf(error, authMessages.sendCodeFailed),
          variant: 'destructive',
        });
      }
    },
    (errors) => toastValidationError(errors.email?.message),
  );

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        aria-invalid={form.formState.errors.email ? true : undefined}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {authScreenTexts.sendLoginCode}
      </Button>
    </HydratedForm>
  );
}
