import type { PaymentConfig } from '../../shared/api/orders.js';
import type { PlanId } from '../../shared/pricing.js';

export interface PaymentRequest {
  amountCents: number;
  currency: 'usd';
  customer: { userId: string; email: string; name: string };
  /** Travels with the payment and comes back in its events: how we find the order. */
  metadata: { orderId: string; orderType: 'one-time' | 'subscription'; subscriptionId?: string };
  description: string;
  /** The same key returns the same payment instead of a second one (retries, double clicks). */
  idempotencyKey: string;
}

export interface CreatedPayment {
  intentId: string;
  clientSecret: string;
}

export interface CreatedPlanPayment extends CreatedPayment {
  processorSubscriptionId: string | null;
  processorCustomerId: string | null;
}

export interface SavedCard {
  processorPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * What happened to a payment, in the processor's words translated to ours. Events carry a
 * unique id: handling the same id twice changes nothing.
 */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment.succeeded';
      intentId: string;
      amountCents: number;
      metadata: Record<string, string>;
      card: SavedCard | null;
      processorInvoiceId?: string;
      invoicePdfUrl?: string;
    }
  | {
      id: string;
      type: 'payment.failed';
      intentId: string;
      metadata: Record<string, string>;
      message: string;
    };

/**
 * A card payment processor. Embedded: the local test processor (no keys; honours Stripe's
 * test card numbers). Production: Stripe. Chosen once in services.ts.
 */
export interface PaymentProcessor {
  readonly kind: 'local' | 'stripe';
  publicConfig(): PaymentConfig;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The first year of a plan; with Stripe a Subscription whose first invoice is paid by card. */
  createPlanPayment(request: PaymentRequest & { plan: PlanId }): Promise<CreatedPlanPayment>;
  /** Stops a payment nobody will complete (a newer one replaced it). */
  cancelPayment(intentId: string): Promise<void>;
}
