import { CardElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo } from 'react';
import { checkoutMessages } from '@shared/checkout-messages';
import type { FieldBinding, PaymentEngine, PaymentFieldVariant } from '../lib/card-payment';

/**
 * Stripe Elements behind our payment interface. This module is its own chunk, loaded only when
 * the server says the processor is Stripe; Stripe.js itself is fetched by loadStripe, here.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string, onFailure: () => void): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded:', error);
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, promise);
  }
  void promise.then((stripe) => {
    if (!stripe) onFailure();
  });
  return promise;
}

// Our theme's colours; Stripe's frames cannot read our CSS variables.
const elementStyle = {
  base: {
    fontSize: '16px',
    color: '#1c1917',
    fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    '::placeholder': { color: '#78716c' },
  },
  invalid: { color: '#b91c1c' },
};
const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: '#be123c', colorDanger: '#b91c1c', borderRadius: '8px', colorText: '#1c1917' },
};

function cardEngine(stripe: Stripe, elements: ReturnType<typeof useElements>): PaymentEngine {
  let paymentMethodId: string | null = null;
  return {
    async prepare() {
      const card = elements?.getElement(CardElement);
      if (!card) return { ok: false, message: checkoutMessages.paymentFormIncomplete };
      // Card details are tokenised first: a bad card never creates an order.
      const { error, paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error) return { ok: false, message: error.message ?? checkoutMessages.paymentFailed };
      paymentMethodId = paymentMethod.id;
      return { ok: true };
    },
    async confirm(clientSecret) {
      if (!paymentMethodId) return { status: 'failed', message: checkoutMessages.paymentFormIncomplete };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: paymentMethodId,
      });
      if (error) return { status: 'failed', message: error.message ?? null };
      // 'processing' is paid as far as the customer is concerned; the webhook settles the order.
      return paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing'
        ? { status: 'succeeded' }
        : { status: 'failed', message: null };
    },
  };
}

function paymentElementEngine(
  stripe: Stripe,
  elements: NonNullable<ReturnType<typeof useElements>>,
  returnUrl: string,
): PaymentEngine {
  return {
    async prepare() {
      const { error } = await elements.submit();
      return error ? { ok: false, message: error.message ?? checkoutMessages.paymentFormIncomplete } : { ok: true };
    },
    async confirm() {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) return { status: 'failed', message: error.message ?? null };
      return paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing'
        ? { status: 'succeeded' }
        : { status: 'failed', message: null };
    },
  };
}

function Bridge({ binding, variant }: { binding: FieldBinding; variant: PaymentFieldVariant }) {
  const stripe = useStripe();
  const elements = useElements();
  const returnUrl = variant.kind === 'payment-element' ? variant.returnUrl : '';
  useEffect(() => {
    if (!stripe || !elements) return;
    binding.register(
      variant.kind === 'card' ? cardEngine(stripe, elements) : paymentElementEngine(stripe, elements, returnUrl),
    );
    return () => binding.register(null);
  }, [binding, stripe, elements, variant.kind, returnUrl]);
  return null;
}

export default function StripeCardField({
  publishableKey,
  binding,
  variant,
}: {
  publishableKey: string;
  binding: FieldBinding;
  variant: PaymentFieldVariant;
}) {
  const stripe = useMemo(
    () => stripeFor(publishableKey, () => binding.update({ loadFailed: true })),
    [publishableKey, binding],
  );
  const clientSecret = variant.kind === 'payment-element' ? variant.clientSecret : undefined;
  const options = useMemo<StripeElementsOptions>(
    () => (clientSecret ? { clientSecret, appearance } : { appearance }),
    [clientSecret],
  );
  const onChange = (event: { complete: boolean; error?: { message?: string } }) =>
    binding.update({ complete: event.complete, error: event.error?.message ?? null });

  return (
    <Elements stripe={stripe} options={options}>
      {variant.kind === 'card' ? (
        <div className="rounded-md border border-input bg-card px-3 py-3.5" data-testid="card-field">
          <CardElement
            options={{ style: elementStyle, hidePostalCode: true }}
            onReady={() => binding.update({ ready: true })}
            onChange={onChange}
          />
        </div>
      ) : (
        <PaymentElement onReady={() => binding.update({ ready: true })} onChange={onChange} />
      )}
      <Bridge binding={binding} variant={variant} />
    </Elements>
  );
}
