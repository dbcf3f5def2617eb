import Stripe from 'stripe';
import { checkoutMessages } from '../../../../shared/checkout-messages.js';
import { plans, type PlanId } from '../../../../shared/pricing.js';
import type {
  CreatedPayment,
  CreatedPlanPayment,
  PaymentProcessor,
  PaymentRequest,
  ProcessorModule,
  SavedCard,
} from '../../processor.js';
import { stripeWebhookRoutes, type StripeWebhookParser } from './stripe-webhook-routes.js';

interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that speaks Stripe's API. */
  apiHost?: { host: string; port: number; protocol: 'http' | 'https' };
}

interface StripeProcessor extends PaymentProcessor {
  readonly kind: 'stripe';
  parseWebhook: StripeWebhookParser;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

function clientSecretIntentId(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * Production payments: Payment Intents for cards, Subscriptions for plans (the first invoice is
 * paid with the card the customer enters in Stripe Elements), signed webhooks for the outcome.
 */
export function createStripeProcessor(settings: StripeSettings): StripeProcessor {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.apiHost ?? {}),
  });
  const priceIds = new Map<PlanId, Promise<string>>();

  /** One yearly Price per plan, found by lookup key or created once; no dashboard set-up needed. */
  function planPrice(planId: PlanId): Promise<string> {
    let price = priceIds.get(planId);
    if (!price) {
      const plan = plans[planId];
      const lookupKey = `keepsake_${plan.id}_yearly_${plan.priceCents}`;
      price = stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 }).then(async (found) => {
        const existing = found.data[0];
        if (existing) return existing.id;
        const created = await stripe.prices.create({
          currency: 'usd',
          unit_amount: plan.priceCents,
          recurring: { interval: 'year' },
          lookup_key: lookupKey,
          product_data: { name: `Keepsake ${plan.name}` },
        });
        return created.id;
      });
      price.catch(() => priceIds.delete(planId));
      priceIds.set(planId, price);
    }
    return price;
  }

  async function cardOf(paymentMethod: string | Stripe.PaymentMethod | null): Promise<SavedCard | null> {
    if (!paymentMethod) return null;
    const method =
      typeof paymentMethod === 'string' ? await stripe.paymentMethods.retrieve(paymentMethod) : paymentMethod;
    if (!method.card) return null;
    return {
      processorPaymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  function metadataOf(object: { metadata?: Stripe.Metadata | null }): Record<string, string> {
    return { ...(object.metadata ?? {}) };
  }

  const processor: Omit<StripeProcessor, 'routes'> = {
    kind: 'stripe',
    publicConfig: () => ({ processor: 'stripe', publishableKey: settings.publishableKey }),
    // Stripe Elements loads its script and card frame from Stripe and talks to Stripe's API.
    contentSecurity: {
      script: ['https://js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    },

    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          allowed_payment_method_types: ['card'],
          description: request.description,
          receipt_email: request.customer.email,
          metadata: { ...request.metadata, userId: request.customer.userId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    async createPlanPayment(request): Promise<CreatedPlanPayment> {
      const customer = await stripe.customers.create(
        { email: request.customer.email, name: request.customer.name, metadata: { userId: request.customer.userId } },
        { idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: await planPrice(request.plan) }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          metadata: { ...request.metadata, userId: request.customer.userId },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `${request.idempotencyKey}-subscription` },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has no invoice to pay`);
      return {
        intentId: clientSecretIntentId(clientSecret),
        clientSecret,
        processorSubscriptionId: subscription.id,
        processorCustomerId: customer.id,
      };
    },

    async cancelPayment(intentId) {
      await stripe.paymentIntents.cancel(intentId);
    },

    async stopPayment(intentId) {
      try {
        // Stripe refuses to cancel a payment that succeeded or is being processed.
        await stripe.paymentIntents.cancel(intentId);
        return true;
      } catch (error) {
        const status = (error as { payment_intent?: { status?: string } }).payment_intent?.status;
        return status === 'canceled';
      }
    },

    async cancelPlan(processorSubscriptionId) {
      await stripe.subscriptions.cancel(processorSubscriptionId);
    },

    async paymentSucceeded(intentId) {
      return (await stripe.paymentIntents.retrieve(intentId)).status === 'succeeded';
    },

    async refund(intentId, amountCents, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey });
    },

    renewsPlans: true,
    async setCancelAtPeriodEnd(processorSubscriptionId, cancel) {
      await stripe.subscriptions.update(processorSubscriptionId, { cancel_at_period_end: cancel });
    },
    async chargeSavedCard() {
      // Stripe renews plans itself (invoice.paid / invoice.payment_failed webhooks).
      throw new Error('Stripe renews plans itself; chargeSavedCard is for the local processor');
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new Error('missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          // Invoice payments (plans) are handled through invoice.paid, which knows the subscription.
          if (!intent.metadata?.orderId) return null;
          return {
            id: event.id,
            type: 'payment.succeeded',
            intentId: intent.id,
            amountCents: intent.amount_received,
            metadata: metadataOf(intent),
            card: await cardOf(intent.payment_method),
          };
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          if (!intent.metadata?.orderId) return null;
          return {
            id: event.id,
            type: 'payment.failed',
            intentId: intent.id,
            metadata: metadataOf(intent),
            message: intent.last_payment_error?.message ?? checkoutMessages.paymentFailed,
          };
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const details = invoice.parent?.subscription_details;
          const metadata = details?.metadata ?? {};
          if (invoice.billing_reason === 'subscription_cycle' && details?.subscription) {
            const period = invoice.lines.data[0]?.period;
            return {
              id: event.id,
              type: 'plan.renewed',
              processorSubscriptionId: idOf(details.subscription),
              periodStart: new Date((period?.start ?? invoice.period_start) * 1000),
              periodEnd: new Date((period?.end ?? invoice.period_end) * 1000),
              amountCents: invoice.amount_paid,
              processorInvoiceId: invoice.id,
              invoicePdfUrl: invoice.invoice_pdf ?? null,
            };
          }
          if (invoice.billing_reason !== 'subscription_create' || !(metadata.orderId || metadata.subscriptionId)) {
            return null;
          }
          const secret = invoice.confirmation_secret?.client_secret;
          return {
            id: event.id,
            type: 'payment.succeeded',
            intentId: secret ? clientSecretIntentId(secret) : invoice.id,
            amountCents: invoice.amount_paid,
            metadata: { ...metadata },
            card: null,
            processorInvoiceId: invoice.id,
            invoicePdfUrl: invoice.invoice_pdf ?? undefined,
          };
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscription = invoice.parent?.subscription_details?.subscription;
          if (invoice.billing_reason !== 'subscription_cycle' || !subscription) return null;
          return {
            id: event.id,
            type: 'plan.renewal_failed',
            processorSubscriptionId: idOf(subscription),
            amountCents: invoice.amount_due,
            processorInvoiceId: invoice.id,
          };
        }
        case 'customer.subscription.updated': {
          const subscription = event.data.object;
          const periodEnd = subscription.items.data[0]?.current_period_end;
          return {
            id: event.id,
            type: 'plan.updated',
            processorSubscriptionId: subscription.id,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
          };
        }
        case 'customer.subscription.deleted':
          return { id: event.id, type: 'plan.ended', processorSubscriptionId: event.data.object.id };
        default:
          return null;
      }
    },
  };
  return { ...processor, routes: stripeWebhookRoutes(processor.parseWebhook) };
}

/** Takes the payments when its three keys are configured. */
export const stripeProcessorModule: ProcessorModule<'stripe'> = {
  kind: 'stripe',
  fromConfig: (config) => (config.stripe ? createStripeProcessor(config.stripe) : undefined),
};
