import { describe, expect, it } from 'vitest';
import { readRedirectResult } from './redirect-result';

const read = (query: string) => readRedirectResult(new URLSearchParams(query));

describe('the payment return address', () => {
  it('reads the outcome Stripe appended', () => {
    expect(read('payment_intent=pi_1&redirect_status=succeeded')).toBe('succeeded');
    expect(read('payment_intent=pi_1&redirect_status=processing')).toBe('processing');
    expect(read('payment_intent=pi_1&redirect_status=failed')).toBe('failed');
    expect(read('payment_intent=pi_1')).toBe('failed');
  });

  it('shows nothing as paid without a payment to speak of', () => {
    expect(read('')).toBe('none');
    expect(read('redirect_status=succeeded')).toBe('none');
  });
});
