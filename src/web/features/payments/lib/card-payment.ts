/**
 * The one small interface the checkout and the payment page use to take a card payment. Which
 * processor sits behind it (our local test processor or Stripe) is decided once, from
 * GET /api/payments/config, inside this feature; callers never branch on it.
 */

/** Before any order is placed: the card is checked (local) or tokenised (Stripe). */
export type PrepareOutcome = { ok: true } | { ok: false; message: string };

/** After the order exists: the processor's answer. A failure carries the provider's message when it gave one. */
export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string | null };

export interface PaymentEngine {
  prepare(): Promise<PrepareOutcome>;
  confirm(clientSecret: string): Promise<PaymentOutcome>;
}

export interface FieldState {
  /** The processor's field is on screen and can take a card. */
  ready: boolean;
  complete: boolean;
  /** What is wrong with the card as typed, in the provider's words; null while typing is fine. */
  error: string | null;
  /** The processor's library could not be loaded. */
  loadFailed: boolean;
}

/** What a field implementation reports to the hook that owns it. */
export interface FieldBinding {
  update(state: Partial<FieldState>): void;
  register(engine: PaymentEngine | null): void;
}

/**
 * Which field to show: a card field for the checkout (Stripe's CardElement), or the payment
 * form of the pending-payment page (Stripe's PaymentElement, bound to an existing payment).
 */
export type PaymentFieldVariant =
  { kind: 'card' } | { kind: 'payment-element'; clientSecret: string; returnUrl: string };
