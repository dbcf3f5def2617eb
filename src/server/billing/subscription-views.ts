import { billingEndpoints } from '../../shared/api/billing-endpoints.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { livePlanStatuses, type BillingResponse, type SubscriptionSummary } from '../../shared/api/account.js';
import type { Db } from '../db/database.js';
import { invoices, paymentMethods, subscriptions } from './schema.js';
import { signPath } from '../security/signed-urls.js';
import type { BillingDeps } from './billing-deps.js';
import { creditNotePath, creditNotePurpose, creditNotesOf, toRefundReason } from './credit-notes.js';
import { invoiceDisplayStatus } from '../../shared/refund-texts.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The customer's live plan: active, or past due while a renewal payment is outstanding. */
export async function findLivePlan(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, livePlanStatuses)));
  return row;
}

/** Where a plan purchase stands; undefined for an unknown plan. */
export async function planStatus(db: Db, subscriptionId: string): Promise<SubscriptionRow['status'] | undefined> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.status;
}

export function toSubscriptionSummary(row: SubscriptionRow | undefined): SubscriptionSummary {
  if (!row) return null;
  return {
    plan: row.plan,
    status: row.status,
    cardsRemaining: row.cardsRemaining,
    cardsPerYear: row.cardsPerYear,
    renewalDate: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    priceCents: row.priceCents,
  };
}

export function toBillingSubscription(row: SubscriptionRow | undefined): BillingResponse['subscription'] {
  if (!row) return null;
  return {
    id: row.id,
    plan: row.plan,
    price: row.priceCents,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cardsRemaining: row.cardsRemaining,
    cardsPerYear: row.cardsPerYear,
  };
}

export function invoicePdfPath(invoiceId: string): string {
  return endpointPath(billingEndpoints.invoicePdf, { invoiceId });
}

/** GET /api/user/billing: the plan, saved cards (never numbers) and the invoices, newest first. */
export async function getBilling(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'secret'>,
  userId: string,
): Promise<BillingResponse> {
  const [plan, cards, bills] = await Promise.all([
    findLivePlan(deps.db, userId),
    deps.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt)),
    deps.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(50),
  ]);
  const linkExpiry = new Date(deps.clock.now().getTime() + 60 * 60 * 1000);
  const notes = await creditNotesOf(
    deps.db,
    bills.map((bill) => bill.id),
  );
  return {
    subscription: toBillingSubscription(plan),
    paymentMethods: cards.map((card) => ({
      id: card.id,
      last4: card.last4,
      brand: card.brand,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: card.isDefault,
    })),
    invoices: bills.map((bill) => ({
      id: bill.id,
      created: bill.createdAt.toISOString(),
      total: bill.totalCents,
      status: invoiceDisplayStatus(bill),
      invoicePdf: bill.processorPdfUrl ?? signPath(deps.secret, invoicePdfPath(bill.id), linkExpiry),
      description: bill.lines.map((line) => line.description).join(', '),
      creditNotes: (notes.get(bill.id) ?? []).map((note) => ({
        id: note.id,
        created: note.createdAt.toISOString(),
        amountCents: note.amountCents,
        reason: toRefundReason(note.reason),
        pdfUrl: signPath(deps.secret, creditNotePath(note.id), linkExpiry, creditNotePurpose),
      })),
    })),
  };
}
