import { z } from 'zod';

/**
 * Where a paid order is after payment (issue 20): each step's moment (ISO instant, null until it
 * happens) and the parcel's tracking. The order page lists the steps; the rules below decide
 * what the customer may still do, on both sides.
 */
export const orderProgressSchema = z.object({
  approvedAt: z.string().nullable(),
  /** The card left the print queue: put in an in-house batch, or accepted by the print lab. */
  printStartedAt: z.string().nullable(),
  printedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The customer cancelled before printing and was refunded in full. */
  cancelledAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's page for the parcel: the lab's link, or one made from carrier and number. */
  trackingUrl: z.string().nullable(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

type Moment = Date | string | null;

/** The facts the rules read; the server passes its row, the browser the order it was sent. */
export interface ProgressFacts {
  status: 'pending' | 'processing' | 'shipped' | 'delivered';
  paymentStatus: 'unpaid' | 'paid' | 'failed' | 'refunded';
  printStartedAt: Moment;
  cancelledAt: Moment;
  deliveredAt?: Moment;
}

/** Until the card leaves the print queue its envelope may be corrected. */
export function isAddressCorrectable(order: Omit<ProgressFacts, 'paymentStatus'>): boolean {
  return !order.cancelledAt && !order.printStartedAt && (order.status === 'pending' || order.status === 'processing');
}

/** Before printing starts, a paid order may be cancelled by its customer for a full refund. */
export function isCancellable(order: ProgressFacts): boolean {
  return order.paymentStatus === 'paid' && isAddressCorrectable(order);
}

/** The landing page's 30-day money-back guarantee, counted from delivery. */
export const guaranteeDays = 30;

/** The last moment a delivered order's guarantee can be claimed; null before delivery. */
export function guaranteeClaimableUntil(deliveredAt: Moment): Date | null {
  if (!deliveredAt) return null;
  return new Date(new Date(deliveredAt).getTime() + guaranteeDays * 24 * 60 * 60 * 1000);
}

/**
 * A delivered, paid, uncancelled order within 30 days of delivery, with money of its own to give
 * back (a plan's card cost nothing at checkout); a claim already made is checked by the server.
 */
export function isGuaranteeClaimable(order: ProgressFacts, paidCents: number, now: Date): boolean {
  const until = guaranteeClaimableUntil(order.deliveredAt ?? null);
  return (
    order.paymentStatus === 'paid' &&
    paidCents > 0 &&
    !order.cancelledAt &&
    until !== null &&
    now.getTime() <= until.getTime()
  );
}

/** Why money went back: the credit note and the customer's e-mail say so. */
export const refundReasons = ['admin', 'cancelled', 'guarantee'] as const;
export type RefundReason = (typeof refundReasons)[number];
