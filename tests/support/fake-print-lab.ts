import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A print-on-demand lab on a real port, answering like Gelato's Order API v4: POST /v4/orders
 * (one lab order per orderReferenceId, as an idempotent lab would), POST /v4/orders/{id}:cancel
 * (409 once printed). It records every request, can be told to fail, and signs callbacks the
 * way decision 017 says, with its own HMAC code (not the app's), so the scheme itself is tested.
 */
export interface LabRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface LabCallbackEvent {
  id?: string;
  event?: 'order_status_updated' | 'order_item_tracking_code_updated';
  orderId: string;
  orderReferenceId?: string;
  fulfillmentStatus?: string;
  trackingCode?: string;
  trackingUrl?: string;
  shipmentMethodName?: string;
}

export const fakeLabApiKey = 'fake-lab-api-key';
export const fakeLabWebhookSecret = 'fake-lab-webhook-secret-0123456789';

export async function startFakePrintLab() {
  const requests: LabRequest[] = [];
  const ordersByReference = new Map<string, { id: string; status: string }>();
  const failures: { status: number; body: string }[] = [];
  /** Run once, after the next order is made and before it is answered (a callback that beats the answer). */
  let beforeNextAnswer: ((order: { id: string }, reference: string) => Promise<void>) | null = null;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers['x-api-key'] !== fakeLabApiKey) return answer(401, { message: 'invalid api key' });
      const failure = failures.shift();
      if (failure) return answer(failure.status, { message: failure.body });
      if (request.method === 'POST' && path === '/v4/orders') {
        const reference = String((body as { orderReferenceId?: unknown }).orderReferenceId);
        const existing = ordersByReference.get(reference);
        const order = existing ?? { id: `gel_${randomUUID()}`, status: 'created' };
        ordersByReference.set(reference, order);
        const hook = beforeNextAnswer;
        beforeNextAnswer = null;
        if (hook) {
          void hook(order, reference).then(() =>
            answer(200, { id: order.id, orderReferenceId: reference, fulfillmentStatus: order.status }),
          );
          return;
        }
        return answer(200, { id: order.id, orderReferenceId: reference, fulfillmentStatus: order.status });
      }
      const cancel = /^\/v4\/orders\/([^/]+):cancel$/.exec(path);
      if (request.method === 'POST' && cancel) {
        const order = [...ordersByReference.values()].find((candidate) => candidate.id === cancel[1]);
        if (!order) return answer(404, { message: 'order not found' });
        if (['printed', 'shipped', 'delivered'].includes(order.status)) return answer(409, { message: 'too late' });
        order.status = 'canceled';
        return answer(200, {});
      }
      answer(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Headers that sign `body` exactly as given, at `timestamp` (unix seconds), with `secret`. */
  function signRaw(body: string, timestamp: number, secret = fakeLabWebhookSecret) {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return { 'content-type': 'application/json', 'x-keepsake-lab-signature': `t=${timestamp},v1=${signature}` };
  }

  /** The body and headers of a callback event (a fresh event id unless it names one). */
  function signedCallback(event: LabCallbackEvent, timestamp: number, secret?: string) {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, event: 'order_status_updated', ...event });
    return { body, headers: signRaw(body, timestamp, secret) };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The lab's order for one of ours, once it took it; tests move its status to say what the lab did. */
    orderFor: (orderId: string) => ordersByReference.get(orderId),
    /** `hook` runs after the next order is made, before the lab answers its request. */
    beforeNextAnswer(hook: (order: { id: string }, reference: string) => Promise<void>) {
      beforeNextAnswer = hook;
    },
    /** The next `times` requests fail with `status`. */
    fail(status: number, times = 1, body = 'lab trouble') {
      for (let index = 0; index < times; index += 1) failures.push({ status, body });
    },
    signRaw,
    signedCallback,
    /** Posts a signed callback over HTTP to the app at `appUrl`, as the lab would. */
    async sendCallback(appUrl: string, event: LabCallbackEvent, timestamp: number, secret?: string) {
      const { body, headers } = signedCallback(event, timestamp, secret);
      const response = await fetch(`${appUrl}/api/print-lab/callbacks`, { method: 'POST', headers, body });
      return { status: response.status, body: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePrintLab = Awaited<ReturnType<typeof startFakePrintLab>>;
