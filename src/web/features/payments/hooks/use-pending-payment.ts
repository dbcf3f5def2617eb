import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PendingOrder } from '@shared/api/orders';
import { checkoutMessages } from '@shared/checkout-messages';
import { paths } from '@shared/routes';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { createPaymentIntent } from '../api/create-payment-intent';
import { intentRefusal } from '../lib/intent-refusal';
import { clearPendingOrder, readPendingOrder } from '@/lib/creation-session/pending-order';
import type { CardPayment } from './use-card-payment';

type PendingPaymentStep =
  | { step: 'none' }
  | { step: 'loading' }
  | { step: 'setup-error'; message: string; detail: string | null }
  | { step: 'form'; order: PendingOrder; clientSecret: string; formError: string | null; paying: boolean }
  | { step: 'success' }
  | { step: 'failed'; order: PendingOrder; clientSecret: string; message: string };

function setupFailure(error: unknown): PendingPaymentStep {
  if (!(error instanceof ApiError)) {
    console.error('Creating the payment failed:', error);
    return { step: 'setup-error', message: checkoutMessages.createIntentFailed, detail: null };
  }
  const detail = error.status === 401 ? checkoutMessages.authenticationRequired : error.message;
  return { step: 'setup-error', message: checkoutMessages.createIntentFailed, detail };
}

/**
 * The pending-payment page's flow: loading, then the payment form, then
 * success or failure. `clearSession` clears what a paid or abandoned order leaves behind.
 */
export function usePendingPayment(payment: CardPayment, clearSession: () => void) {
  const navigate = useNavigate();
  const [state, setState] = useState<PendingPaymentStep>(() =>
    readPendingOrder().status === 'ok' ? { step: 'loading' } : { step: 'none' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = readPendingOrder();
    if (saved.status === 'unreadable') {
      clearPendingOrder();
      void navigate(paths.home, { replace: true });
      return;
    }
    if (saved.status !== 'ok') return;
    createPaymentIntent(saved.order).then(
      (clientSecret) => setState({ step: 'form', order: saved.order, clientSecret, formError: null, paying: false }),
      (error: unknown) => {
        const refusal = intentRefusal(error);
        // Paid meanwhile (another tab, a webhook that came late): nothing is left to do here.
        if (refusal === 'paid') {
          clearSession();
          setState({ step: 'success' });
          return;
        }
        // Expired: nothing is left to pay; the card's texts stay for a new order.
        if (refusal === 'no-order') {
          clearPendingOrder();
          setState({ step: 'none' });
          return;
        }
        setState(setupFailure(error));
      },
    );
  }, [navigate, clearSession]);

  const pay = async () => {
    if (state.step !== 'form' || state.paying) return;
    const form = state;
    const fail = (message: string) =>
      setState({ step: 'failed', order: form.order, clientSecret: form.clientSecret, message });
    if (!payment.complete) return setState({ ...form, formError: checkoutMessages.paymentFormIncomplete });
    setState({ ...form, formError: null, paying: true });
    try {
      const prepared = await payment.prepare();
      if (!prepared.ok) return setState({ ...form, formError: prepared.message, paying: false });
      const outcome = await payment.confirm(form.clientSecret);
      if (outcome.status === 'failed') return fail(outcome.message ?? checkoutMessages.paymentFailed);
      clearSession();
      toast(checkoutMessages.paymentSuccessful);
      setState({ step: 'success' });
    } catch (error) {
      console.error('Payment failed unexpectedly:', error);
      fail(checkoutMessages.unexpectedError);
    }
  };

  const tryAgain = () => {
    if (state.step === 'failed') {
      setState({ step: 'form', order: state.order, clientSecret: state.clientSecret, formError: null, paying: false });
    }
  };

  const startOver = async () => {
    clearSession();
    await navigate(paths.create);
  };

  return { state, pay, tryAgain, startOver };
}
