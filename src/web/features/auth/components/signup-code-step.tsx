import { useState, type FormEvent } from 'react';
import { authRules } from '@shared/auth-rules';
import { codeField } from '@shared/api/auth';
import { authMessages, authScreenTexts } from '@shared/messages';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useSendVerification } from '../api/send-verification';
import { useVerifyCode } from '../api/verify-code';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { messageOf } from '../lib/auth-errors';
import { codeDigits } from '../lib/code-digits';
import { ResendCodeButton } from './resend-code-button';
import { TextField } from '@/components/ui/text-field';

/** /signup step 2: the six-digit code from the e-mail, with Resend code. */
export function SignupCodeStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyCode();
  const resend = useSendVerification();
  const countdown = useResendCountdown();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = codeField.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? authMessages.invalidCode);
    setError(null);
    try {
      await verify.mutateAsync({ email, code: parsed.data });
      onVerified();
    } catch (failure) {
      console.error(authMessages.invalidCode, failure);
      setError(messageOf(failure, authMessages.invalidCode));
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await resend.mutateAsync(email);
      countdown.restart();
      setCode('');
      toast(authMessages.codeResent);
    } catch (failure) {
      console.error(authMessages.sendCodeFailed, failure);
      setError(messageOf(failure, authMessages.sendCodeFailed));
    }
  };

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Verification code"
        value={code}
        onChange={(event) => setCode(codeDigits(event.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus
        placeholder="123456"
        className="text-center text-xl tracking-[0.5em] sm:text-xl"
        error={error}
      />
      <Button type="submit" size="lg" disabled={code.length !== authRules.codeLength || verify.isPending}>
        {authScreenTexts.verifyCode}
      </Button>
      <ResendCodeButton secondsLeft={countdown.secondsLeft} pending={resend.isPending} onResend={onResend} />
    </HydratedForm>
  );
}
