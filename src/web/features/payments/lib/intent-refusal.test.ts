import { describe, expect, it } from 'vitest';
import { orderServerMessages } from '@shared/checkout-messages';
import { ApiError } from '@/lib/api';
import { intentRefusal } from './intent-refusal';

describe("the pending-payment page's reading of a refused payment", () => {
  it('an order that no longer exists (unpaid orders expire after a day) is No Order Found', () => {
    const gone = new ApiError(404, orderServerMessages.orderNotFound, { error: orderServerMessages.orderNotFound });
    expect(intentRefusal(gone)).toBe('no-order');
  });

  it('an order paid meanwhile is a success', () => {
    const paid = new ApiError(409, orderServerMessages.alreadyPaid, { error: orderServerMessages.alreadyPaid });
    expect(intentRefusal(paid)).toBe('paid');
  });

  it('anything else is a setup error', () => {
    expect(intentRefusal(new ApiError(502, 'Failed to create payment intent', {}))).toBe('setup-error');
    expect(intentRefusal(new ApiError(404, 'Not Found', {}))).toBe('setup-error');
    expect(intentRefusal(new TypeError('fetch failed'))).toBe('setup-error');
  });
});
