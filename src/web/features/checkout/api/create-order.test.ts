import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '@shared/checkout-messages';
import { ApiError } from '@/lib/api';
import type { OrderRequest } from '../lib/order-pricing';
import { createOrder, orderFailureMessage } from './create-order';

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

describe('an order for an uploaded memory', () => {
  afterEach(() => vi.unstubAllGlobals());
  const payload = { totalPrice: '12.99' } as OrderRequest;
  const placed = {
    clientSecret: 'pi_1',
    orderId: 'o1',
    orderNumber: 'K-1',
    amountCents: 1299,
    paidWithPlan: false,
    subscriptionId: null,
    textWarnings: [],
  };
  const mediaId = '0b0e2a4c-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pier.jpg', { type: 'image/jpeg' });

  it('carries no file: the order as JSON names the media id', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(placed))),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await createOrder('one-time', payload, file, mediaId)).toEqual(placed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1];
    expect(JSON.parse(init.body as string)).toEqual({ ...payload, mediaId });
  });

  it('sends the file after all when the upload has expired', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        typeof init.body === 'string'
          ? new Response(JSON.stringify({ error: 'gone', code: 'NOT_FOUND' }), { status: 404 })
          : new Response(JSON.stringify(placed)),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await createOrder('one-time', payload, file, mediaId)).toEqual(placed);
    expect((fetchMock.mock.calls[1]![1].body as FormData).get('memoryFile')).toBeInstanceOf(File);
  });
});
