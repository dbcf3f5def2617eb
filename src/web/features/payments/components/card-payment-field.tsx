import { AlertCircle } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { PaymentConfig, ProcessorKind } from '@shared/api/orders';
import type { CardPayment } from '../hooks/use-card-payment';
import type { FieldBinding, PaymentFieldVariant } from '../lib/card-payment';
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

interface FieldProps<Kind extends ProcessorKind> {
  config: Extract<PaymentConfig, { processor: Kind }>;
  binding: FieldBinding;
  variant: PaymentFieldVariant;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Each processor's card field, keyed by the kind GET /api/payments/config names. */
const cardFields: { [Kind in ProcessorKind]: (props: FieldProps<Kind>) => ReactNode } = {
  local: ({ binding, invalid, describedBy }) => (
    <LocalCardField binding={binding} invalid={invalid} describedBy={describedBy} />
  ),
  stripe: ({ config, binding, variant }) => (
    <Suspense fallback={<FieldPlaceholder />}>
      <StripeCardField publishableKey={config.publishableKey} binding={binding} variant={variant} />
    </Suspense>
  ),
};

function ProcessorCardField<Kind extends ProcessorKind>({ kind, ...props }: FieldProps<Kind> & { kind: Kind }) {
  return cardFields[kind](props);
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
      {config ? (
        <ProcessorCardField
          kind={config.processor}
          config={config}
          binding={payment.binding}
          variant={variant}
          invalid={Boolean(message)}
          describedBy={message ? errorId : undefined}
        />
      ) : (
        <FieldPlaceholder />
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
