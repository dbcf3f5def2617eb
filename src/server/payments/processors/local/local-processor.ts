import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../../shared/api/orders.js';
import { orderServerMessages } from '../../../../shared/checkout-messages.js';
import { AppError } from '../../../http/app-error.js';
import { localPaymentIntents, localRefunds, paymentEvents } from '../../../db/schema.js';
import { hashToken } from '../../../security/tokens.js';
import type {
  CreatedPayment,
  PaymentEvent,
  PaymentProcessor,
  PaymentRequest,
  ProcessorDeps,
  ProcessorModule,
  SavedCard,
} from '../../processor.js';
import { localRoutes, type LocalCardApi } from './local-routes.js';
import { checkTestCard } from './test-cards.js';

type IntentRow = typeof localPaymentIntents.$inferSelect;

/**
 * Stripe's 4000 0000 0000 0341 pays now but declines later charges made without the customer;
 * the local processor marks such a card in its id, since it keeps no card numbers.
 */
const offSessionDeclineSuffix = '_declines_off_session';

function toStatus(row: IntentRow): PaymentIntentStatus {
  return { id: row.id, status: row.status, amountCents: row.amountCents, error: row.lastError };
}

interface LocalProcessor extends PaymentProcessor, LocalCardApi {
  redeliverEvents(): Promise<number>;
}

function succeededEvent(intent: IntentRow, card: SavedCard | null): PaymentEvent {
  return {
    id: `evt_local_${intent.id}_succeeded`,
    type: 'payment.succeeded',
    intentId: intent.id,
    amountCents: intent.amountCents,
    metadata: intent.metadata,
    card,
  };
}

/**
 * The embedded payment processor: payment intents in our database, Stripe's test cards, and
 * events delivered to the same handler Stripe's webhooks reach. It never stores a card number.
 */
export function createLocalProcessor(deps: ProcessorDeps): LocalProcessor {
  const { db, clock, events } = deps;

  async function deliver(event: PaymentEvent): Promise<void> {
    const after = await db.transaction((tx) => events.apply(tx, event));
    await after();
  }

  async function createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const intentId = `pi_local_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${intentId}_secret_${randomBytes(16).toString('base64url')}`;
    await db.insert(localPaymentIntents).values({
      id: intentId,
      clientSecretHash: hashToken(clientSecret),
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'requires_payment_method',
      metadata: { ...request.metadata },
      userId: request.customer.userId,
    });
    return { intentId, clientSecret };
  }

  async function cancelPayment(intentId: string): Promise<void> {
    await db
      .update(localPaymentIntents)
      .set({ status: 'canceled', updatedAt: clock.now() })
      .where(and(eq(localPaymentIntents.id, intentId), eq(localPaymentIntents.status, 'requires_payment_method')));
  }

  async function findOwned(userId: string, where: ReturnType<typeof eq>): Promise<IntentRow> {
    const [row] = await db
      .select()
      .from(localPaymentIntents)
      .where(and(where, eq(localPaymentIntents.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', orderServerMessages.paymentNotFound);
    return row;
  }

  const processor: Omit<LocalProcessor, 'routes'> = {
    kind: 'local',
    publicConfig: () => ({ processor: 'local' }),
    // Its card field is ours, served from our own origin.
    contentSecurity: { script: [], frame: [], connect: [] },
    createPayment,
    async createPlanPayment(request) {
      return { ...(await createPayment(request)), processorSubscriptionId: null, processorCustomerId: null };
    },
    async refund(intentId, amountCents, idempotencyKey, tx) {
      // In a savepoint of the caller's transaction, or a transaction of its own: the key and the
      // refund commit together, and a refused refund leaves neither.
      await (tx ?? db).transaction(async (executor) => {
        const [fresh] = await executor
          .insert(localRefunds)
          .values({ idempotencyKey, intentId, amountCents, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return; // Given back already under this key.
        const [refunded] = await executor
          .update(localPaymentIntents)
          .set({ refundedCents: sql`${localPaymentIntents.refundedCents} + ${amountCents}`, updatedAt: clock.now() })
          .where(
            and(
              eq(localPaymentIntents.id, intentId),
              eq(localPaymentIntents.status, 'succeeded'),
              sql`${localPaymentIntents.refundedCents} + ${amountCents} <= ${localPaymentIntents.amountCents}`,
            ),
          )
          .returning({ id: localPaymentIntents.id });
        if (!refunded) throw new AppError('CONFLICT', 'This payment cannot be refunded by that amount.');
      });
    },

    async cancelPlan() {
      // The local processor keeps no subscriptions of its own: our table is the plan.
    },

    async paymentSucceeded(intentId) {
      const [row] = await db
        .select({ status: localPaymentIntents.status })
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intentId));
      return row?.status === 'succeeded';
    },

    async redeliverEvents() {
      const pending = await db
        .select()
        .from(localPaymentIntents)
        .where(
          and(
            eq(localPaymentIntents.status, 'succeeded'),
            // Renewal charges (off session) carry no event: the renewal job books them itself.
            sql`${localPaymentIntents.metadata} ->> 'renewalOf' is null`,
            sql`not exists (select 1 from ${paymentEvents} where ${paymentEvents.eventId} = 'evt_local_' || ${localPaymentIntents.id} || '_succeeded')`,
          ),
        );
      for (const intent of pending) await deliver(succeededEvent(intent, null));
      return pending.length;
    },

    renewsPlans: false,
    // The local processor keeps no subscriptions of its own: our renewal job reads our table.
    async setCancelAtPeriodEnd() {},

    async chargeSavedCard({ amountCents, userId, card, metadata }) {
      const now = clock.now();
      const expired = Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();
      const refused = expired
        ? orderServerMessages.expiredCard
        : card.processorPaymentMethodId.endsWith(offSessionDeclineSuffix)
          ? orderServerMessages.cardDeclined
          : null;
      const intentId = `pi_local_${randomBytes(12).toString('hex')}`;
      await db.insert(localPaymentIntents).values({
        id: intentId,
        clientSecretHash: hashToken(`${intentId}_off_session_${randomBytes(8).toString('hex')}`),
        amountCents,
        currency: 'usd',
        status: refused ? 'requires_payment_method' : 'succeeded',
        metadata,
        userId,
        lastError: refused,
      });
      return refused ? { ok: false, message: refused } : { ok: true, intentId };
    },

    cancelPayment,

    async stopPayment(intentId) {
      // Cancelling only moves an intent nobody is paying; one being confirmed stays as it is.
      await cancelPayment(intentId);
      const [intent] = await db
        .select({ status: localPaymentIntents.status })
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intentId));
      return !intent || intent.status === 'canceled';
    },

    async confirm(userId, { clientSecret, card }) {
      const intent = await findOwned(userId, eq(localPaymentIntents.clientSecretHash, hashToken(clientSecret)));
      if (intent.status === 'succeeded') throw new AppError('CONFLICT', orderServerMessages.alreadyPaid);
      if (intent.status !== 'requires_payment_method') {
        throw new AppError('CONFLICT', orderServerMessages.paymentNotFound);
      }
      const now = clock.now();
      const check = checkTestCard(card, now);
      if (!check.ok) {
        await db
          .update(localPaymentIntents)
          .set({ lastError: check.message, updatedAt: now })
          .where(eq(localPaymentIntents.id, intent.id));
        await deliver({
          id: `evt_local_${randomBytes(8).toString('hex')}`,
          type: 'payment.failed',
          intentId: intent.id,
          metadata: intent.metadata,
          message: check.message,
        });
        throw new AppError('PAYMENT_REQUIRED', check.message);
      }
      const savedCard: SavedCard = {
        // A stable id per card, without keeping the number: a hash of it under this user.
        processorPaymentMethodId: `pm_local_${hashToken(`${userId}:${check.digits}`).slice(0, 24)}${
          check.declinesOffSession ? offSessionDeclineSuffix : ''
        }`,
        brand: check.brand,
        last4: check.digits.slice(-4),
        expMonth: check.expMonth,
        expYear: check.expYear < 100 ? 2000 + check.expYear : check.expYear,
      };
      // Charging and applying its event commit together: a crash leaves both or neither.
      const outcome = await db.transaction(async (tx) => {
        // Only one confirmation can move the intent out of requires_payment_method.
        const [succeeded] = await tx
          .update(localPaymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: now })
          .where(and(eq(localPaymentIntents.id, intent.id), eq(localPaymentIntents.status, 'requires_payment_method')))
          .returning();
        if (!succeeded) {
          // Another confirmation took it, or the payment was cancelled meanwhile.
          const [current] = await tx
            .select({ status: localPaymentIntents.status })
            .from(localPaymentIntents)
            .where(eq(localPaymentIntents.id, intent.id));
          return {
            refused:
              current?.status === 'succeeded' ? orderServerMessages.alreadyPaid : orderServerMessages.paymentNotFound,
          } as const;
        }
        const refused = await events.refusal(tx, intent.id, intent.metadata);
        if (refused) {
          await tx
            .update(localPaymentIntents)
            .set({ status: 'canceled', lastError: refused, updatedAt: now })
            .where(eq(localPaymentIntents.id, intent.id));
          return { refused } as const;
        }
        return { succeeded, after: await events.apply(tx, succeededEvent(intent, savedCard)) } as const;
      });
      if (!outcome.succeeded) throw new AppError('CONFLICT', outcome.refused);
      await outcome.after();
      return toStatus(outcome.succeeded);
    },

    async status(userId, intentId) {
      return toStatus(await findOwned(userId, eq(localPaymentIntents.id, intentId)));
    },
  };
  return { ...processor, routes: localRoutes(processor) };
}

/** Needs no keys, so it takes the payments whenever no other processor is configured. */
export const localProcessorModule: ProcessorModule<'local'> = {
  kind: 'local',
  fromConfig: (_config, deps) => createLocalProcessor(deps),
};
