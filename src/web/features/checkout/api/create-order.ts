import { createOrderResponseSchema, type CreateOrderResponse, type OrderPayload } from '@shared/api/orders';
import { checkoutMessages } from '@shared/checkout-messages';
import { ApiError, apiFetch, readJson } from '@/lib/api';

export type OrderKind = 'one-time' | 'subscription';

const orderPaths: Record<OrderKind, string> = {
  'one-time': '/api/orders/create-with-payment',
  subscription: '/api/subscriptions/create-with-payment',
};

/** A refused order, with the message the customer should read. */
export class OrderRequestError extends Error {
  override name = 'OrderRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Spec section 8: the server's error field, else 'Failed to create order'; a 401 means the
 * session is gone, which the spec words as 'Authentication required. Please log in again.'
 */
export function orderFailureMessage(error: ApiError): string {
  if (error.status === 401) return checkoutMessages.authenticationRequired;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error ? body.error : checkoutMessages.createOrderFailed;
}

/**
 * POST /api/orders/create-with-payment, or /api/subscriptions/create-with-payment when a plan is
 * bought: the memory file (when there is one) and the order as JSON text, with the Bearer token.
 */
export async function createOrder(
  kind: OrderKind,
  payload: OrderPayload,
  file: File | null,
): Promise<CreateOrderResponse> {
  const form = new FormData();
  if (file) form.append('memoryFile', file, file.name);
  form.append('orderData', JSON.stringify(payload));
  try {
    const response = await apiFetch(orderPaths[kind], { method: 'POST', body: form });
    return createOrderResponseSchema.parse(await readJson(response));
  } catch (error) {
    if (error instanceof ApiError) throw new OrderRequestError(error.status, orderFailureMessage(error));
    throw error;
  }
}
