import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { codeField } from '@shared/api/auth';
import { authRules } from '@shared/auth-rules';
import { authMessages, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { dismissToast, toast } from '@/hooks/use-toast';
import { takeReturnTo } from '@/lib/auth/return-to';
import { completeLogin } from '../api/complete-login';
import { sendLoginCode } from '../api/send-login-code';
import { sendVerification } from '../api/send-verification';
import { verifyCode } from '../api/verify-code';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useSignIn } from '../hooks/use-sign-in';
import { messageOf } from '../lib/auth-errors';
import { flowKeys, removeFlowItem, writeFlowItem } from '../lib/flow-storage';
import { currentPostLoginPath } from '../lib/post-login-path';
import type { StoredFlow } from '../lib/stored-flow';
import { CodeBoxes } from './code-boxes';
import { ResendCodeButton } from './resend-code-button';

const emptyBoxes = () => Array.from({ length: authRules.codeLength }, () => '');
const BOX_ID = 'code-box';

function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: messageOf(error, fallback), variant: 'destructive' });
}

/**
 * /auth/verify (Reading B, step 2): the six boxes. A known account is logged in and sent back to
 * the card in progress; a new one continues to /auth/profile.
 */
export function VerifyCodeForm({ flow }: { flow: StoredFlow }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const countdown = useResendCountdown();
  const [boxes, setBoxes] = useState(emptyBoxes);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const code = boxes.join('');

  const logIn = async () => {
    try {
      const { token, user } = await completeLogin(flow.email);
      await signIn({ token, user });
    } catch (error) {
      console.error('Completing the login failed:', error);
      return toast({ ...authMessages.completeLoginFailed, variant: 'destructive' });
    }
    removeFlowItem(flowKeys.loginEmail);
    await navigate(takeReturnTo() ?? currentPostLoginPath());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = codeField.safeParse(code);
    if (!parsed.success) return;
    setPending(true);
    try {
      const result = await verifyCode({ email: flow.email, code: parsed.data });
      // An 'Invalid Code' toast from an earlier try is no longer true.
      dismissToast();
      if (result.isExistingUser) return await logIn();
      writeFlowItem(flowKeys.signupEmail, flow.email);
      removeFlowItem(flowKeys.loginEmail);
      await navigate(paths.authProfile);
    } catch (error) {
      setInvalid(true);
      setBoxes(emptyBoxes());
      document.getElementById(`${BOX_ID}-0`)?.focus();
      toastFailure(authMessages.invalidCodeTitle, error, authMessages.invalidCode);
    } finally {
      setPending(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      await (flow.kind === 'login' ? sendLoginCode(flow.email) : sendVerification(flow.email));
      countdown.restart();
      setBoxes(emptyBoxes());
      setInvalid(false);
      toast(authMessages.codeResent);
    } catch (error) {
      toastFailure(authMessages.genericErrorTitle, error, authMessages.sendCodeFailed);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Label id="code-label" htmlFor={`${BOX_ID}-0`}>
          6-digit code
        </Label>
        <CodeBoxes
          value={boxes}
          onChange={(next) => {
            setInvalid(false);
            setBoxes(next);
          }}
          labelledBy="code-label"
          idPrefix={BOX_ID}
          invalid={invalid}
        />
      </div>
      <Button type="submit" size="lg" disabled={code.length !== authRules.codeLength || pending}>
        {authScreenTexts.continueWithLoginCode}
      </Button>
      <ResendCodeButton secondsLeft={countdown.secondsLeft} pending={resending} onResend={onResend} />
    </form>
  );
}
