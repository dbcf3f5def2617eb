import { AlertCircle } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { CardPayment } from '../hooks/use-card-payment';
import type { PaymentFieldVariant } from '../lib/card-payment';
import { LocalCardField } from './local-card-field';
import { PaymentSetupError } from './payment-setup-error';

// Stripe's React bindings, and through them Stripe.js, load only when Stripe takes the payments.
const StripeCardField = lazy(() => import('./stripe-card-field'));

function FieldPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading the card field"
      className="h-11 animate-pulse rounded-md border border-input bg-muted/60"
    />
  );
}

/**
 * The card field of whichever processor the server uses, with one inline error area under it:
 * the page's own message (a failed payment) wins over the field's (a card typed wrong).
 */
export function CardPaymentField({
  payment,
  variant = { kind: 'card' },
  error,
}: {
  payment: CardPayment;
  variant?: PaymentFieldVariant;
  error?: string | null;
}) {
  const errorId = useId();
  if (payment.setupError) return <PaymentSetupError message={payment.setupError} />;
  const message = error ?? payment.fieldError;
  const config = payment.config;
  return (
    <div className="flex flex-col gap-2">
      {!config ? (
        <FieldPlaceholder />
      ) : config.processor === 'local' ? (
        <LocalCardField
          binding={payment.binding}
          invalid={Boolean(message)}
          describedBy={message ? errorId : undefined}
        />
      ) : (
        <Suspense fallback={<FieldPlaceholder />}>
          <StripeCardField publishableKey={config.publishableKey} binding={payment.binding} variant={variant} />
        </Suspense>
      )}
      <p
        id={errorId}
        role="alert"
        data-testid="card-error"
        className={message ? 'flex items-start gap-1.5 text-sm font-medium text-destructive' : 'sr-only'}
      >
        {message ? (
          <>
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {message}
          </>
        ) : null}
      </p>
    </div>
  );
}
