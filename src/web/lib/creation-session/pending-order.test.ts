import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { clearPendingOrder, pendingOrderKey, readPendingOrder, savePendingOrder } from './pending-order';

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
