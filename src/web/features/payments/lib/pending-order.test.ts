import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingOrder, pendingOrderKey, readPendingOrder, savePendingOrder } from './pending-order';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the pending order in session storage', () => {
  it('keeps orderId, amount in cents, plan and subscription for the payment page', () => {
    savePendingOrder({ orderId: 'o1', amount: 8994, subscriptionPlan: 'plus', subscriptionId: 's1' });
    expect(JSON.parse(storage.getItem(pendingOrderKey)!)).toEqual({
      orderId: 'o1',
      amount: 8994,
      subscriptionPlan: 'plus',
      subscriptionId: 's1',
    });
    expect(readPendingOrder()).toEqual({
      status: 'ok',
      order: { orderId: 'o1', amount: 8994, subscriptionPlan: 'plus', subscriptionId: 's1' },
    });
  });

  it('tells nothing saved apart from something unreadable', () => {
    expect(readPendingOrder()).toEqual({ status: 'none' });
    storage.setItem(pendingOrderKey, '{not json');
    expect(readPendingOrder()).toEqual({ status: 'unreadable' });
    storage.setItem(pendingOrderKey, JSON.stringify({ orderId: 'o1', amount: '12.99' }));
    expect(readPendingOrder()).toEqual({ status: 'unreadable' });
    clearPendingOrder();
    expect(readPendingOrder()).toEqual({ status: 'none' });
  });
});
