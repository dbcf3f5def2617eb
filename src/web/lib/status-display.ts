/**
 * How a status reads on a badge, for orders, plans and invoices alike, so a customer and an
 * admin see an order's status the same way.
 */

/** 'completed' and 'active' stand out; every other status is secondary. */
export function statusBadgeVariant(status: string): 'default' | 'secondary' {
  return status === 'completed' || status === 'active' ? 'default' : 'secondary';
}

/** 'past_due' -> 'Past due': statuses are read by people, not by code. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}

/** An order's badge: its status, or Cancelled once its customer cancelled it (it stays where it stopped). */
export function orderBadgeStatus(order: { status: string; cancelledAt?: string | null | undefined }): string {
  return order.cancelledAt ? 'cancelled' : order.status;
}
