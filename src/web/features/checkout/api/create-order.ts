import type { CreateOrderResponse } from '@shared/api/orders';
import { ordersEndpoints } from '@shared/api/orders-endpoints';
import { clientKeyHeader } from '@shared/api/uploads';
import { checkoutMessages } from '@shared/checkout-messages';
import { ApiError, apiFetch, readJson, requestUrl } from '@/lib/api';
import { uploadClientKey } from '@/lib/creation-session/client-key';
import type { OrderRequest } from '../lib/order-pricing';

export type OrderKind = 'one-time' | 'subscription';

const orderEndpoints = {
  'one-time': ordersEndpoints.createWithPayment,
  subscription: ordersEndpoints.createSubscriptionWithPayment,
} as const;

/** A refused order, with the message the customer should read and any fields it names. */
export class OrderRequestError extends Error {
  override name = 'OrderRequestError';
  constructor(
    readonly status: number,
    message: string,
    /** The error body's `fields`: a message per dotted path ("delivery.address.postalCode"). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fieldsOf(error: ApiError): Record<string, string> {
  const fields = (error.body as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The message rule for a refused order: the server's error field, else 'Failed to create order'; a 401 means the
 * session is gone, which the spec words as 'Authentication required. Please log in again.'
 */
export function orderFailureMessage(error: ApiError): string {
  if (error.status === 401) return checkoutMessages.authenticationRequired;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error ? body.error : checkoutMessages.createOrderFailed;
}

/** The order as JSON naming the uploaded memory by media id: no file travels again. */
async function createOrderByMedia(kind: OrderKind, payload: OrderRequest, mediaId: string) {
  const contract = orderEndpoints[kind];
  const response = await apiFetch(requestUrl(contract), {
    method: contract.method,
    headers: { 'content-type': 'application/json', [clientKeyHeader]: uploadClientKey() },
    body: JSON.stringify({ ...payload, mediaId }),
  });
  return contract.response.parse(await readJson(response));
}

/**
 * Places the order, or the order with a plan when one is bought, with the Bearer token: by the
 * memory's media id when it was uploaded already, else (or when that upload has expired) the
 * memory file (when there is one) and the order as JSON text.
 */
export async function createOrder(
  kind: OrderKind,
  payload: OrderRequest,
  file: File | null,
  mediaId?: string,
): Promise<CreateOrderResponse> {
  try {
    if (mediaId) {
      try {
        return await createOrderByMedia(kind, payload, mediaId);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
    }
    const form = new FormData();
    if (file) form.append('memoryFile', file, file.name);
    form.append('orderData', JSON.stringify(payload));
    // Multipart, so not request(): the browser writes the boundary, the contract parses the answer.
    const contract = orderEndpoints[kind];
    const response = await apiFetch(requestUrl(contract), { method: contract.method, body: form });
    return contract.response.parse(await readJson(response));
  } catch (error) {
    if (error instanceof ApiError)
      throw new OrderRequestError(error.status, orderFailureMessage(error), fieldsOf(error));
    throw error;
  }
}
