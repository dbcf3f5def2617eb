import type { Config } from '../config.js';

/** What we send the lab for one approved card (Gelato's order shape, decision 017). */
export interface LabOrderRequest {
  /** Our order id: the lab's orderReferenceId and our idempotency key. */
  orderId: string;
  customerId: string;
  currency: string;
  /** A signed link to the approved card's print PDF, valid long enough for the lab to fetch it. */
  pdfUrl: string;
  shipmentMethodUid: 'normal' | 'express';
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state?: string;
    postCode: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    email: string;
    phone?: string;
  };
}

/** Why a call to the lab failed, and whether trying again later can help. */
export class LabRequestError extends Error {
  override name = 'LabRequestError';
  constructor(
    message: string,
    /** Network trouble, a timeout, 5xx or 429: the same request may work later. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A print-on-demand lab, as Keepsake uses it. Unconfigured means in-house printing only. */
export interface PrintLab {
  /** Places the order; answers the lab's id for it. Throws LabRequestError. */
  submitOrder(order: LabOrderRequest): Promise<{ labOrderId: string }>;
  /** 'too-late' once the lab started printing (it refuses with 409). Throws LabRequestError otherwise. */
  cancelOrder(labOrderId: string): Promise<'cancelled' | 'too-late'>;
  /** Keys the HMAC on the lab's callbacks. */
  readonly webhookSecret: string;
}

type LabSettings = NonNullable<Config['printLab']>;

/** A lab call that hangs must not hold a job worker: past this it counts as a network failure. */
const requestTimeoutMs = 15_000;

/** The lab's error body, cut short: it goes into our logs and the admin's alert. */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  return `lab answered ${response.status}${body ? `: ${body.slice(0, 300)}` : ''}`;
}

/** Gelato's Order API v4 (https://dashboard.gelato.com/docs/orders/v4/create/), over fetch. */
export function createHttpPrintLab(settings: LabSettings, fetchImpl: typeof fetch = fetch): PrintLab {
  async function call(method: string, path: string, body?: object): Promise<Response> {
    try {
      return await fetchImpl(`${settings.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-api-key': settings.apiKey,
          // Labs that honour it dedupe a retried submission on their side too.
          ...(body && 'orderReferenceId' in body ? { 'idempotency-key': String(body.orderReferenceId) } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new LabRequestError(`lab unreachable: ${reason}`, true);
    }
  }

  return {
    webhookSecret: settings.webhookSecret,

    async submitOrder(order) {
      const response = await call('POST', '/v4/orders', {
        orderType: 'order',
        orderReferenceId: order.orderId,
        customerReferenceId: order.customerId,
        currency: order.currency.toUpperCase(),
        items: [
          {
            itemReferenceId: `${order.orderId}-card`,
            productUid: settings.productUid,
            files: [{ type: 'default', url: order.pdfUrl }],
            quantity: 1,
          },
        ],
        shipmentMethodUid: order.shipmentMethodUid,
        shippingAddress: order.shippingAddress,
      });
      if (!response.ok) {
        const retryable = response.status >= 500 || response.status === 429;
        throw new LabRequestError(await describeFailure(response), retryable, response.status);
      }
      const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (typeof answer?.id !== 'string' || !answer.id) {
        throw new LabRequestError('lab accepted the order without an id', true, response.status);
      }
      return { labOrderId: answer.id };
    },

    async cancelOrder(labOrderId) {
      const response = await call('POST', `/v4/orders/${encodeURIComponent(labOrderId)}:cancel`);
      if (response.ok) return 'cancelled';
      if (response.status === 409) return 'too-late';
      const retryable = response.status >= 500 || response.status === 429;
      throw new LabRequestError(await describeFailure(response), retryable, response.status);
    },
  };
}
