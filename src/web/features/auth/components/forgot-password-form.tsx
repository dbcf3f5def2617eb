import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema } from '@shared/api/auth';
import { authRules } from '@shared/auth-rules';
import { authMessages, authScreenTexts, validationMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useRequestPasswordReset } from '../api/forgot-password';
import { messageOf } from '../lib/auth-errors';
import { TextField } from '@/components/ui/text-field';

/** /forgot-password: ask for a reset link, then the 'Check your email' view. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setInvalid(true);
      return toast({
        title: validationMessages.forgotEmailRequiredTitle,
        description: validationMessages.forgotEmailRequired,
        variant: 'destructive',
      });
    }
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(true);
      return toast({
        title: authMessages.validationErrorTitle,
        description: validationMessages.emailInvalid,
        variant: 'destructive',
      });
    }
    try {
      await request.mutateAsync(parsed.data.email);
      setRequestedFor(parsed.data.email);
      toast(authMessages.resetLinkSent);
    } catch (error) {
      toast({
        title: authMessages.genericErrorTitle,
        description: messageOf(error, 'Could not send the reset link. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (requestedFor) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <MailCheck className="h-10 w-10 text-primary" aria-hidden />
        <h2 className="text-xl font-semibold">{authScreenTexts.checkYourEmail}</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for <strong className="break-all text-foreground">{requestedFor}</strong>, a link to
          reset the password is on its way. It works for {authRules.resetTokenTtlMinutes} minutes.
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button asChild>
            <Link to={paths.login}>{authScreenTexts.backToLogin}</Link>
          </Button>
          <Button variant="outline" onClick={() => setRequestedFor(null)}>
            {authScreenTexts.tryDifferentEmail}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        value={email}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          setInvalid(false);
          setEmail(event.target.value);
        }}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {authScreenTexts.sendResetLink}
      </Button>
    </HydratedForm>
  );
}
