import { pendingOrderSchema, type PendingOrder } from '@shared/api/orders';

/** Spec section 3: an order placed but not yet paid, kept for the pending-payment page. */
export const pendingOrderKey = 'pendingOrder';

export type PendingOrderState = { status: 'none' } | { status: 'unreadable' } | { status: 'ok'; order: PendingOrder };

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Some private modes refuse storage access altogether.
    return null;
  }
}

export function readPendingOrder(): PendingOrderState {
  const raw = store()?.getItem(pendingOrderKey) ?? null;
  if (raw === null) return { status: 'none' };
  try {
    const parsed = pendingOrderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { status: 'ok', order: parsed.data } : { status: 'unreadable' };
  } catch {
    return { status: 'unreadable' };
  }
}

/** Best effort: without storage the customer can still retry on the checkout page itself. */
export function savePendingOrder(order: PendingOrder): void {
  try {
    store()?.setItem(pendingOrderKey, JSON.stringify(order));
  } catch (error) {
    console.error('Saving the pending order failed:', error);
  }
}

export function clearPendingOrder(): void {
  store()?.removeItem(pendingOrderKey);
}
