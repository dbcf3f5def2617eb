import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { authRules } from '@shared/auth-rules';
import { authMessages, authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { HydratedForm } from '@/components/hydrated-form';
import { useHydrated } from '@/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { checkResetLink, useResetPassword } from '../api/reset-password';
import { messageOf } from '../lib/auth-errors';
import { readResetToken } from '../lib/link-tokens';
import { passwordProblem } from '../lib/password-problem';
import { TextField } from '@/components/ui/text-field';

/** The server's answer for a reset link that is used, expired or was never issued. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RESET_LINK_INVALID';
}

/** /reset-password: the token from the link's fragment (provider style) or ?token= (ours). */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  // The page is prerendered without any link (scripts/build/prerender.mjs); only the browser has one.
  const [link] = useState(() =>
    typeof window === 'undefined' ? null : readResetToken(window.location.hash, window.location.search),
  );
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const handled = useRef(false);

  /** The spec: an invalid or expired reset link says so and goes to /login. */
  const leaveInvalidLink = useCallback(() => {
    toast({ ...authMessages.invalidResetLink, variant: 'destructive' });
    void navigate(paths.login, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (!link) return leaveInvalidLink();
    // The token is held in memory; it should not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // A used or expired link is turned away now, not after the new password was typed twice.
    checkResetLink({ token: link.token }).catch((error: unknown) => {
      if (isDeadLink(error)) leaveInvalidLink();
    });
  }, [link, leaveInvalidLink]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    const problem = passwordProblem(password, confirmation);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    try {
      await reset.mutateAsync({ token: link.token, password, isSupabaseToken: link.isSupabaseToken });
      toast({ title: authMessages.passwordResetSuccess, description: 'You can now log in with your new password.' });
      await navigate(paths.login);
    } catch (error) {
      if (isDeadLink(error)) return leaveInvalidLink();
      toast({
        title: authMessages.resetFailed,
        description: messageOf(error, authMessages.resetFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={`At least ${authRules.passwordMinLength} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={reset.isPending || (hydrated && !link)}>
        {authScreenTexts.updatePassword}
      </Button>
    </HydratedForm>
  );
}
