import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shared/checkout-messages';
import { ApiError } from '@/lib/api';
import { orderFailureMessage } from './create-order';

describe('the message of a refused order: the server words, else the fallback text', () => {
  it("is the server's error field", () => {
    const body = { error: 'The order total has changed. Please review your order and try again.' };
    expect(orderFailureMessage(new ApiError(409, body.error, body))).toBe(body.error);
  });

  it("is 'Failed to create order' when the server gave no error field", () => {
    expect(orderFailureMessage(new ApiError(502, 'Bad Gateway', undefined))).toBe(checkoutMessages.createOrderFailed);
    expect(orderFailureMessage(new ApiError(400, 'oops', { message: 'oops' }))).toBe(
      checkoutMessages.createOrderFailed,
    );
  });

  it('asks the customer to log in again when the session is gone', () => {
    const body = { error: 'Please log in to continue.' };
    expect(orderFailureMessage(new ApiError(401, body.error, body))).toBe(checkoutMessages.authenticationRequired);
  });
});
