import { pendingOrderSchema, type PendingOrder } from '@shared/api/orders';
import { invalidJson, sessionStore } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** An order placed but not yet paid, kept for the pending-payment page. */
export const pendingOrderKey = sessionKeys.pendingOrder;

type PendingOrderState = { status: 'none' } | { status: 'unreadable' } | { status: 'ok'; order: PendingOrder };

export function readPendingOrder(): PendingOrderState {
  const value = sessionStore.readJson(pendingOrderKey);
  if (value === undefined) return { status: 'none' };
  const parsed = value === invalidJson ? null : pendingOrderSchema.safeParse(value);
  return parsed?.success ? { status: 'ok', order: parsed.data } : { status: 'unreadable' };
}

/** Best effort: without storage the customer can still retry on the checkout page itself. */
export function savePendingOrder(order: PendingOrder): void {
  try {
    sessionStore.write(pendingOrderKey, JSON.stringify(order));
  } catch (error) {
    console.error('Saving the pending order failed:', error);
  }
}

export function clearPendingOrder(): void {
  sessionStore.remove(pendingOrderKey);
}
