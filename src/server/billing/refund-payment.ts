import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.js';
import { livePlanStatuses } from '../../shared/api/account.js';
import type { PlanRefundResponse } from '../../shared/api/admin.js';
import type { RefundReason } from '../../shared/api/order-progress.js';
import type { User } from '../../shared/api/user.js';
import type { AppServices } from '../app-services.js';
import type { Db } from '../db/database.js';
import { plans } from '../../shared/pricing.js';
import { refundEmailTexts } from '../../shared/refund-texts.js';
import { paths } from '../../shared/routes.js';
import { insertCreditNote } from './credit-notes.js';
import { orderInvoiceIs } from './order-invoice.js';
import { sendRefundEmail } from './refund-email.js';
import { invoices, subscriptions } from './schema.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/** mailer, publicUrl and secret: the customer's refund e-mail and its signed credit note link. */
export type RefundDeps = Pick<AppServices, 'db' | 'clock' | 'processor' | 'logger' | 'mailer' | 'publicUrl' | 'secret'>;

/** One refund of a payment, as the books and the customer's e-mail know it. */
export interface InvoiceRefund {
  amountCents: number;
  full: boolean;
  creditNoteId: string;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The paid invoice that can be refunded, locked until the caller's transaction ends. */
async function lockRefundableInvoice(tx: Db, where: SQL | undefined): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(where, eq(invoices.status, 'paid')))
    .for('update');
  return invoice?.paymentIntentId && invoice.totalCents > 0 ? invoice : undefined;
}

/** An order's own paid invoice, locked. */
export function lockOrderInvoice(tx: Db, orderId: string, paymentIntentId: string | null) {
  return lockRefundableInvoice(tx, orderInvoiceIs(orderId, paymentIntentId));
}

/** How much of an order's own payment was given back. */
export async function orderRefundedCents(db: Db, orderId: string, paymentIntentId: string | null): Promise<number> {
  const [invoice] = await db
    .select({ refundedCents: invoices.refundedCents })
    .from(invoices)
    .where(orderInvoiceIs(orderId, paymentIntentId));
  return invoice?.refundedCents ?? 0;
}

/**
 * Gives back `amountCents` (the rest, when absent) of a locked invoice's payment: through the
 * processor first, with a key made of what was refunded before, so a retry after a crash or a
 * double click sends the same key and gives back once; then the books add it in SQL. Call it
 * inside the transaction that locked the invoice. Every refund writes its credit note in the
 * same transaction. Answers the amount, whether all is back and the credit note.
 */
export async function refundLockedInvoice(
  tx: Db,
  deps: RefundDeps,
  invoice: InvoiceRow,
  { amountCents, reason }: { amountCents: number | undefined; reason: RefundReason },
): Promise<InvoiceRefund> {
  const remaining = invoice.totalCents - invoice.refundedCents;
  if (remaining <= 0) throw new AppError('CONFLICT', adminMessages.alreadyRefunded);
  const amount = amountCents ?? remaining;
  if (amount <= 0 || amount > remaining) throw new AppError('BAD_REQUEST', adminMessages.refundTooLarge);
  const intentId = invoice.paymentIntentId!;
  await deps.processor.refund(intentId, amount, `refund-${intentId}-${invoice.refundedCents}-${amount}`, tx);
  await tx
    .update(invoices)
    .set({ refundedCents: sql`${invoices.refundedCents} + ${amount}` })
    .where(eq(invoices.id, invoice.id));
  const note = await insertCreditNote(tx, { invoiceId: invoice.id, amountCents: amount, reason, at: deps.clock.now() });
  return { amountCents: amount, full: amount === remaining, creditNoteId: note.id };
}

/**
 * A plan whose purchase was given back ends now: no cards left, no renewal. Answers the
 * processor's id for the plan, to end it there too once the transaction commits.
 */
export async function endRefundedPlan(tx: Db, deps: RefundDeps, subscriptionId: string): Promise<string | null> {
  const [ended] = await tx
    .update(subscriptions)
    .set({ status: 'canceled', cardsRemaining: 0, cancelAtPeriodEnd: true, updatedAt: deps.clock.now() })
    .where(
      and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, ['incomplete', ...livePlanStatuses])),
    )
    .returning({ processorSubscriptionId: subscriptions.processorSubscriptionId });
  return ended?.processorSubscriptionId ?? null;
}

/** Ends the plan at the processor (Stripe); a failure is logged, the plan is ended here already. */
export async function endPlanAtProcessor(deps: RefundDeps, processorSubscriptionId: string | null): Promise<void> {
  if (!processorSubscriptionId) return;
  await deps.processor.cancelPlan(processorSubscriptionId).catch((error: unknown) => {
    deps.logger.error({ err: error, processorSubscriptionId }, 'plan could not be ended at the processor');
  });
}

/**
 * POST /api/admin/plan-refunds: gives back the latest payment of a customer's live plan bought
 * on its own (Subscribe & Save, or a local renewal: no order to refund). In full, the plan ends
 * now with its unused cards and no renewal.
 */
export async function refundPlan(
  deps: RefundDeps,
  admin: User,
  request: { email: string; amountCents?: number },
): Promise<PlanRefundResponse> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, request.email.trim().toLowerCase()))
      .for('update');
    const [plan] = customer
      ? await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, customer.id), inArray(subscriptions.status, livePlanStatuses)))
      : [];
    if (!plan) throw new AppError('NOT_FOUND', adminMessages.noPlanToRefund);
    const [latest] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.subscriptionId, plan.id),
          isNull(invoices.orderId),
          sql`${invoices.paymentIntentId} is not null`,
        ),
      )
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    const invoice = latest ? await lockRefundableInvoice(tx, eq(invoices.id, latest.id)) : undefined;
    if (!invoice) throw new AppError('NOT_FOUND', adminMessages.noPlanToRefund);
    const refund = await refundLockedInvoice(tx, deps, invoice, { amountCents: request.amountCents, reason: 'admin' });
    const ended = refund.full ? await endRefundedPlan(tx, deps, plan.id) : null;
    deps.logger.info(
      { admin: admin.id, subscriptionId: plan.id, invoiceId: invoice.id, amountCents: refund.amountCents, at: now },
      'plan payment refunded',
    );
    return {
      email: { to: customer!.email, plan: plan.plan, refund },
      response: {
        invoiceId: invoice.id,
        refundedCents: refund.amountCents,
        planStatus: refund.full ? ('canceled' as const) : plan.status,
      },
      ended,
    };
  });
  await endPlanAtProcessor(deps, result.ended);
  const { to, plan, refund } = result.email;
  await sendRefundEmail(deps, to, {
    ...refund,
    reason: 'admin',
    what: `your ${plans[plan].name}`,
    page: { label: refundEmailTexts.viewBilling, url: `${deps.publicUrl}${paths.accountBilling}` },
  });
  return result.response;
}
