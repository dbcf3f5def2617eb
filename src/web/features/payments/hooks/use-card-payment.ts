import { useCallback, useMemo, useRef, useState } from 'react';
import type { PaymentConfig } from '@shared/api/orders';
import { checkoutMessages } from '@shared/checkout-messages';
import { usePaymentConfig } from '../api/get-payment-config';
import type { FieldBinding, FieldState, PaymentEngine, PaymentOutcome, PrepareOutcome } from '../lib/card-payment';

export interface CardPayment {
  config: PaymentConfig | null;
  /** 'Failed to initialize payment' when the processor cannot be reached or loaded. */
  setupError: string | null;
  ready: boolean;
  complete: boolean;
  fieldError: string | null;
  /** Goes up whenever what the field reports changes: a page's own error about an older card can then step aside. */
  revision: number;
  binding: FieldBinding;
  prepare(): Promise<PrepareOutcome>;
  confirm(clientSecret: string): Promise<PaymentOutcome>;
}

const initialField: FieldState & { revision: number } = {
  ready: false,
  complete: false,
  error: null,
  loadFailed: false,
  revision: 0,
};

/**
 * Owns one card field: the page renders <CardPaymentField payment={...}> and calls prepare()
 * before placing the order and confirm() after. The field implementation registers how.
 */
export function useCardPayment(): CardPayment {
  const configQuery = usePaymentConfig();
  const [field, setField] = useState(initialField);
  const engine = useRef<PaymentEngine | null>(null);
  const [hasEngine, setHasEngine] = useState(false);

  const binding = useMemo<FieldBinding>(
    () => ({
      update: (state) =>
        setField((previous) => {
          const next = { ...previous, ...state };
          const changed = next.complete !== previous.complete || next.error !== previous.error;
          return changed ? { ...next, revision: previous.revision + 1 } : next;
        }),
      register: (next) => {
        engine.current = next;
        setHasEngine(next !== null);
      },
    }),
    [],
  );

  const prepare = useCallback(async (): Promise<PrepareOutcome> => {
    if (!engine.current) return { ok: false, message: checkoutMessages.paymentFormIncomplete };
    return engine.current.prepare();
  }, []);

  const confirm = useCallback(async (clientSecret: string): Promise<PaymentOutcome> => {
    if (!engine.current) throw new Error('The card field is not ready');
    return engine.current.confirm(clientSecret);
  }, []);

  const setupFailed = configQuery.isError || field.loadFailed;
  return {
    config: configQuery.data ?? null,
    setupError: setupFailed ? checkoutMessages.initializePaymentFailed : null,
    ready: !setupFailed && field.ready && hasEngine,
    complete: field.complete,
    fieldError: field.error,
    revision: field.revision,
    binding,
    prepare,
    confirm,
  };
}
