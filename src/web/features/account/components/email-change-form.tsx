import { useState, type FormEvent } from 'react';
import { codeField, emailField } from '@shared/api/auth';
import { profileScreenTexts as texts } from '@shared/account-screen-texts';
import type { User } from '@shared/api/user';
import { authRules } from '@shared/auth-rules';
import { authMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';

type Step = { kind: 'idle' } | { kind: 'address' } | { kind: 'code'; newEmail: string };

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}

/**
 * Changing the e-mail in two steps: a code goes to the new address, and only that code, typed
 * back here, moves the account to it (POST /api/user/email/request, then /confirm).
 */
export function EmailChangeForm({ user }: { user: User }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();

  const reset = () => {
    setStep({ kind: 'idle' });
    setAddress('');
    setCode('');
    setError(null);
  };

  const sendCode = async (newEmail: string) => {
    setError(null);
    try {
      await request.mutateAsync(newEmail);
      if (step.kind === 'code') toast(authMessages.codeResent);
      setCode('');
      setStep({ kind: 'code', newEmail });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const onAddress = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailField().safeParse(address);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    await sendCode(parsed.data);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const parsed = codeField.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      const updated = await confirm.mutateAsync({ newEmail: step.newEmail, code: parsed.data });
      reset();
      toast({ title: texts.emailChangedTitle, description: updated.email });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (step.kind === 'idle') {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{texts.currentEmail}</p>
          <p className="font-medium break-all" data-testid="current-email">
            {user.email}
          </p>
        </div>
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setStep({ kind: 'address' })}>
          {texts.changeEmail}
        </Button>
      </div>
    );
  }

  if (step.kind === 'address') {
    return (
      <form onSubmit={onAddress} noValidate className="flex flex-col gap-4">
        <TextField
          label={texts.newEmail}
          type="email"
          autoComplete="email"
          autoFocus
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={error}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? texts.sending : texts.sendCode}
          </Button>
          <Button variant="ghost" onClick={reset}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={onCode} noValidate className="flex flex-col gap-4">
      <TextField
        label={texts.codeLabel}
        hint={texts.codeHint(step.newEmail)}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={authRules.codeLength}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, authRules.codeLength))}
        error={error}
        className="max-w-48 text-lg tracking-[0.4em] tabular-nums"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={confirm.isPending || code.length !== authRules.codeLength}>
          {confirm.isPending ? texts.confirming : texts.confirm}
        </Button>
        <Button variant="outline" disabled={request.isPending} onClick={() => void sendCode(step.newEmail)}>
          {texts.resend}
        </Button>
        <Button variant="ghost" onClick={reset}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
