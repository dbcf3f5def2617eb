import { authScreenTexts } from '@shared/messages';
import { Button } from '@/components/ui/button';

/** 'Resend code', disabled with a visible countdown while the server would refuse another code. */
export function ResendCodeButton({
  secondsLeft,
  pending,
  onResend,
}: {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  const waiting = secondsLeft > 0;
  return (
    <p className="text-center text-sm text-muted-foreground">
      Didn&apos;t get it?{' '}
      <Button variant="link" className="h-auto p-0 align-baseline" onClick={onResend} disabled={waiting || pending}>
        {authScreenTexts.resendCode}
      </Button>
      {waiting ? <span> in {secondsLeft}s</span> : null}
    </p>
  );
}
