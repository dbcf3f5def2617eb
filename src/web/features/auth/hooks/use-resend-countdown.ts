import { useCallback, useEffect, useState } from 'react';
import { authRules } from '@shared/auth-rules';
import { codeSentAt, markCodeSent } from '../lib/flow-storage';

/** Whole seconds left before another code may be sent; 0 when it may. */
export function secondsUntilResend(sentAt: number | null, nowMs: number): number {
  if (sentAt === null) return 0;
  const left = authRules.resendCooldownSeconds - Math.floor((nowMs - sentAt) / 1000);
  return Math.min(Math.max(left, 0), authRules.resendCooldownSeconds);
}

/**
 * The server refuses a resend within 60 s of the last code, so the link waits as long and counts
 * down. The send time lives in session storage, so a reload does not reset the clock.
 */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntilResend(codeSentAt(), Date.now()));
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    // Recomputed from the clock each tick, so a throttled background tab still ends on time.
    const timer = setInterval(() => setSecondsLeft(secondsUntilResend(codeSentAt(), Date.now())), 250);
    return () => clearInterval(timer);
  }, [counting]);
  const restart = useCallback(() => {
    markCodeSent();
    setSecondsLeft(authRules.resendCooldownSeconds);
  }, []);
  return { secondsLeft, restart };
}
