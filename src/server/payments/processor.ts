import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentConfig, ProcessorKind } from '../../shared/api/orders.js';
import type { PlanId } from '../../shared/pricing.js';
import type { AppServices } from '../app-services.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

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

/** What happened to a plan at the processor (Stripe runs its own renewals). */
export type PlanEvent =
  | {
      id: string;
      type: 'plan.renewed';
      processorSubscriptionId: string;
      periodStart: Date;
      periodEnd: Date;
      amountCents: number;
      processorInvoiceId: string;
      invoicePdfUrl: string | null;
    }
  | {
      id: string;
      type: 'plan.renewal_failed';
      processorSubscriptionId: string;
      amountCents: number;
      processorInvoiceId: string;
    }
  | {
      id: string;
      type: 'plan.updated';
      processorSubscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { id: string; type: 'plan.ended'; processorSubscriptionId: string };

type ChargeResult = { ok: true; intentId: string } | { ok: false; message: string };

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

/** Where a processor's events go: the order and plan owners' handlers, reached through payments. */
export interface ProcessorEvents {
  payment(event: PaymentEvent): Promise<void>;
  plan(event: PlanEvent): Promise<void>;
}

/**
 * Where a processor that charges inside our database (the local one) delivers its events:
 * applied inside the transaction that charges.
 */
interface PaymentEventSink {
  /** Applies the event in `tx`; the answer is the work to run once it commits (e-mails, jobs). */
  apply(tx: Db, event: PaymentEvent): Promise<() => Promise<void>>;
  /** Why this payment must not be taken (its order is paid, or it was replaced), or null. */
  refusal(tx: Db, intentId: string, metadata: Record<string, string>): Promise<string | null>;
}

/** Origins the browser must reach for a processor's card field, added to the content security policy. */
export interface ContentSecuritySources {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

/**
 * A card payment processor. Embedded: the local test processor (no keys; honours Stripe's
 * test card numbers). Production: Stripe. Chosen once from the configuration
 * (processors/registry.ts); everything else asks the processor instead of checking which it is.
 */
export interface PaymentProcessor {
  readonly kind: ProcessorKind;
  publicConfig(): PaymentConfig;
  /** What its card field loads in the browser. */
  readonly contentSecurity: ContentSecuritySources;
  /** Its own HTTP routes (a webhook, or the local card field's confirm), if any. */
  readonly routes?: FastifyPluginAsyncZod<{ events: ProcessorEvents }>;
  /**
   * Delivers again every success whose event was never applied (a crash in between), as
   * Stripe retries a webhook; returns how many. Run at start by processors that keep their
   * own payments.
   */
  redeliverEvents?(): Promise<number>;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The first year of a plan; with Stripe a Subscription whose first invoice is paid by card. */
  createPlanPayment(request: PaymentRequest & { plan: PlanId }): Promise<CreatedPlanPayment>;
  /** Stops a payment nobody will complete (a newer one replaced it). */
  cancelPayment(intentId: string): Promise<void>;
  /**
   * Makes sure a payment can no longer be charged: true once it is cancelled, false when it may
   * still take the money (under way or succeeded; its event will say which).
   */
  stopPayment(intentId: string): Promise<boolean>;
  /** Ends a plan at the processor now, without renewal (a replaced or refunded plan purchase). */
  cancelPlan(processorSubscriptionId: string): Promise<void>;
  /** Whether this payment has already taken the money. */
  paymentSucceeded(intentId: string): Promise<boolean>;
  /**
   * Whether the processor runs plan renewals itself (Stripe) or we charge the saved card when a
   * period ends (the local processor, from the renewal job).
   */
  readonly renewsPlans: boolean;
  /** Tells the processor a plan should (not) renew at its period's end. */
  setCancelAtPeriodEnd(processorSubscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Gives back part or all of a succeeded payment. The same idempotency key gives back once,
   * however often it is sent. `tx` is the caller's transaction: the local processor, whose
   * intents live in our database, joins it so the refund and our books commit together.
   */
  refund(intentId: string, amountCents: number, idempotencyKey: string, tx?: Db): Promise<void>;
  /** Charges a saved card without the customer present (local renewals). */
  chargeSavedCard(request: {
    amountCents: number;
    userId: string;
    card: SavedCard;
    metadata: Record<string, string>;
    description: string;
  }): Promise<ChargeResult>;
}

/** What a processor may need to be built: payments in our database reach the event owners directly. */
export type ProcessorDeps = Pick<AppServices, 'db' | 'clock'> & { events: PaymentEventSink };

/** One processor Keepsake can use: registered once in processors/registry.ts. */
export interface ProcessorModule<Kind extends ProcessorKind = ProcessorKind> {
  readonly kind: Kind;
  /** The processor this configuration asks for, or undefined when it is not configured. */
  fromConfig(config: Config, deps: ProcessorDeps): PaymentProcessor | undefined;
}
