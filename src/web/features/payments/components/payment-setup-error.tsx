import { AlertTriangle, RotateCw } from 'lucide-react';
import { checkoutMessages, paymentScreenTexts } from '@shared/checkout-messages';
import { Button } from '@/components/ui/button';

/** A payment that cannot be set up shows this panel; Try Again reloads the page. */
export function PaymentSetupError({ message, detail }: { message: string; detail?: string | null }) {
  return (
    <div
      role="alert"
      data-testid="payment-setup-error"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-5 py-6 text-center"
    >
      <AlertTriangle className="h-7 w-7 text-destructive" aria-hidden />
      <h3 className="text-base font-semibold">{checkoutMessages.paymentSetupErrorTitle}</h3>
      <p className="text-sm font-medium">{message}</p>
      {detail && detail !== message ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        {paymentScreenTexts.tryAgain}
      </Button>
    </div>
  );
}
