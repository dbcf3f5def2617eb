import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages';
import { plans } from '../../shared/pricing';
import { bearer, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { invoices, paymentMethods, subscriptions } from '../billing/schema';
import { orders } from '../orders/schema';
import { listOutbox } from '../mail/outbox-mailer';
import { createStripeProcessor } from './processors/stripe/stripe-processor';

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** Speaks just enough of Stripe's API (form-encoded requests, JSON answers) for our calls. */
function fakeStripe() {
  const requests: Recorded[] = [];
  let intents = 0;
  /** Payment intents whose refund Stripe refuses (as it does for a disputed charge). */
  const refuseRefunds = new Set<string>();
  const answer = (method: string, path: string, form: URLSearchParams): unknown => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      intents += 1;
      const id = intents === 1 ? 'pi_123' : `pi_${122 + intents}`;
      return {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_abc`,
        amount: Number(form.get('amount')),
        status: 'requires_payment_method',
      };
    }
    if (method === 'POST' && path.startsWith('/v1/payment_intents/') && path.endsWith('/cancel')) {
      return { id: path.split('/')[3], object: 'payment_intent', status: 'canceled' };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.get('payment_intent') ?? '';
      if (refuseRefunds.has(intent)) {
        return { error: { type: 'invalid_request_error', message: `Charge for ${intent} has been disputed.` } };
      }
      return {
        id: `re_${intent}`,
        object: 'refund',
        payment_intent: intent,
        amount: Number(form.get('amount')),
        currency: 'usd',
        status: 'succeeded',
      };
    }
    if (method === 'POST' && path === '/v1/customers') return { id: 'cus_1', object: 'customer' };
    if (method === 'GET' && path.startsWith('/v1/prices'))
      return { object: 'list', data: [], has_more: false, url: '/v1/prices' };
    if (method === 'POST' && path === '/v1/prices') return { id: 'price_plus', object: 'price' };
    if (method === 'POST' && path === '/v1/subscriptions') {
      return {
        id: 'sub_1',
        object: 'subscription',
        latest_invoice: {
          id: 'in_1',
          object: 'invoice',
          confirmation_secret: { client_secret: 'pi_999_secret_x', type: 'payment_intent' },
        },
      };
    }
    if (method === 'POST' && path === '/v1/subscriptions/sub_1') {
      return { id: 'sub_1', object: 'subscription', cancel_at_period_end: form.get('cancel_at_period_end') === 'true' };
    }
    if (method === 'GET' && path === '/v1/payment_methods/pm_1') {
      return {
        id: 'pm_1',
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
      };
    }
    return { error: { type: 'invalid_request_error', message: `no fake for ${method} ${path}` } };
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        form,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      const json = answer(request.method ?? '', url.pathname, form);
      response.writeHead(json && typeof json === 'object' && 'error' in json ? 400 : 200, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(json));
    });
  });
  return { server, requests, refuseRefunds };
}

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** Stripe's event for a one-time card's payment intent that succeeded. */
function cardPaidEvent(eventId: string, intentId: string, orderId: string, extra: Record<string, unknown> = {}) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount_received: 1299,
        metadata: { orderId, orderType: 'one-time' },
        ...extra,
      },
    },
  };
}

describe('the Stripe processor', () => {
  const stripe = fakeStripe();
  let testApp: TestApp;
  let token: string;
  let customerEmail: string;
  let admin: { headers: Record<string, string> };

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    testApp = await createTestApp({
      env: { ADMIN_EMAILS: 'admin@keepsake.test' },
      deps: {
        paymentProcessor: createStripeProcessor({
          secretKey: 'sk_test_fake',
          publishableKey: 'pk_test_fake',
          webhookSecret,
          apiHost: { host: '127.0.0.1', port, protocol: 'http' },
        }),
      },
    });
    ({ token, email: customerEmail } = await signUp(testApp.app, testApp.database));
    admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
  });

  const placeOrder = (payload: unknown, url = '/api/orders/create-with-payment') => {
    const { payload: body, headers } = orderRequest(payload);
    return testApp.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...headers, ...bearer(token).headers },
    });
  };

  const sendWebhook = (event: unknown, signature?: string) => {
    const payload = JSON.stringify(event);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
    });
  };

  it('tells the browser to use Stripe with the publishable key', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ processor: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates a card payment as a Payment Intent in cents with the order in its metadata', async () => {
    const created = await placeOrder(orderPayload());
    expect(created.statusCode).toBe(200);
    expect(created.json().clientSecret).toBe('pi_123_secret_abc');
    const call = stripe.requests.find((request) => request.path === '/v1/payment_intents');
    expect(call?.form.get('amount')).toBe('1299');
    expect(call?.form.get('currency')).toBe('usd');
    expect(call?.form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(call?.form.get('metadata[orderId]')).toBe(created.json().orderId);
    expect(call?.form.get('metadata[orderType]')).toBe('one-time');
    expect(call?.idempotencyKey).toMatch(/^order-/);
  });

  it('creates a plan as a yearly Subscription whose first invoice is paid by card', async () => {
    const created = await placeOrder(
      orderPayload({ subscriptionPlan: 'plus', totalPrice: '89.94' }),
      '/api/subscriptions/create-with-payment',
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().clientSecret).toBe('pi_999_secret_x');
    const price = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/prices');
    expect(price?.form.get('unit_amount')).toBe('8994');
    expect(price?.form.get('recurring[interval]')).toBe('year');
    const subscription = stripe.requests.find((request) => request.path === '/v1/subscriptions');
    expect(subscription?.form.get('customer')).toBe('cus_1');
    expect(subscription?.form.get('items[0][price]')).toBe('price_plus');
    expect(subscription?.form.get('payment_behavior')).toBe('default_incomplete');
    expect(subscription?.form.get('expand[0]')).toBe('latest_invoice.confirmation_secret');
    const [row] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.processorSubscriptionId, 'sub_1'));
    expect(row).toMatchObject({ status: 'incomplete', plan: 'plus', processorCustomerId: 'cus_1' });
  });

  it('pays an order once, however often the webhook is replayed', async () => {
    const placed = await placeOrder(orderPayload());
    const { orderId, clientSecret } = placed.json();
    const intentId = clientSecret.split('_secret_')[0];
    const event = cardPaidEvent('evt_paid_1', intentId, orderId, { payment_method: 'pm_1' });
    for (let delivery = 0; delivery < 10; delivery += 1) {
      const response = await sendWebhook(event);
      expect(response.statusCode).toBe(200);
    }
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    expect(await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    expect(testApp.jobs.pending.filter((job) => job.name === 'order-paid')).toHaveLength(1);
    await testApp.jobs.runAll(testApp.jobRegistry);
    const mails = await listOutbox(testApp.database.db, { to: customerEmail, limit: 50 });
    expect(mails.filter((mail) => mail.subject.includes(`${order!.orderNumber} is confirmed`))).toHaveLength(1);
    const cards = await testApp.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorPaymentMethodId, 'pm_1'));
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', processor: 'stripe' })]);

    // A failure arriving late (out of order) does not un-pay it.
    const late = {
      ...event,
      id: 'evt_failed_late',
      type: 'payment_intent.payment_failed',
      data: { object: { ...event.data.object, last_payment_error: { message: 'declined' } } },
    };
    expect((await sendWebhook(late)).statusCode).toBe(200);
    expect((await testApp.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus).toBe(
      'paid',
    );
  });

  it('follows the plan through Stripe: renewal, failure, cancel flag and end, each applied once', async () => {
    // sub_1 is the plan bought two tests above.
    const plan = async () =>
      (
        await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.processorSubscriptionId, 'sub_1'))
      )[0]!;
    // Pretend the first year ran: active with two cards left.
    await testApp.database.db
      .update(subscriptions)
      .set({ status: 'active', cardsRemaining: 2 })
      .where(eq(subscriptions.processorSubscriptionId, 'sub_1'));
    const invoiceEvent = (id: string, type: string, extra: object) => ({
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 8994,
          amount_due: 8994,
          period_start: 0,
          period_end: 0,
          parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
          lines: { object: 'list', data: [{ period: { start: 1_800_000_000, end: 1_831_536_000 } }] },
          ...extra,
        },
      },
    });

    const failed = invoiceEvent('evt_renew_failed', 'invoice.payment_failed', {});
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await sendWebhook(failed)).statusCode).toBe(200);
    expect(await plan()).toMatchObject({ status: 'past_due', cardsRemaining: 2 });
    // The customer hears about it once, however often Stripe repeats the event.
    const told = await listOutbox(testApp.database.db, { to: customerEmail, limit: 50 });
    expect(told.filter((mail) => mail.subject === `We could not renew your Keepsake ${plans.plus.name}`)).toHaveLength(
      1,
    );

    const renewed = invoiceEvent('evt_renewed', 'invoice.paid', { invoice_pdf: 'https://pay.stripe.test/in.pdf' });
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await sendWebhook(renewed)).statusCode).toBe(200);
    expect(await plan()).toMatchObject({
      status: 'active',
      cardsRemaining: 10,
      currentPeriodEnd: new Date(1_831_536_000_000),
    });
    const planInvoices = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, (await plan()).id));
    expect(planInvoices.filter((invoice) => invoice.processorPdfUrl === 'https://pay.stripe.test/in.pdf')).toHaveLength(
      1,
    );

    const cancelFlag = {
      id: 'evt_updated',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_1', object: 'subscription', cancel_at_period_end: true, items: { data: [] } } },
    };
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await sendWebhook(cancelFlag)).statusCode).toBe(200);
    expect((await plan()).cancelAtPeriodEnd).toBe(true);

    const ended = {
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription' } },
    };
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await sendWebhook(ended)).statusCode).toBe(200);
    expect(await plan()).toMatchObject({ status: 'canceled', cardsRemaining: 0 });
  });

  it('asks Stripe to cancel and reactivate a plan at period end', async () => {
    await testApp.database.db
      .update(subscriptions)
      .set({
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
        cardsRemaining: 3,
      })
      .where(eq(subscriptions.processorSubscriptionId, 'sub_1'));
    const cancel = await testApp.app.inject({ method: 'POST', url: '/api/subscription/cancel', ...bearer(token) });
    expect(cancel.statusCode).toBe(200);
    const update = stripe.requests
      .filter((request) => request.path.startsWith('/v1/subscriptions/sub_1') && request.method === 'POST')
      .at(-1);
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/subscription/reactivate', ...bearer(token) })).statusCode,
    ).toBe(200);
    const undo = stripe.requests.filter((request) => request.path === '/v1/subscriptions/sub_1').at(-1);
    expect(undo?.form.get('cancel_at_period_end')).toBe('false');
    // Leave the customer without a live plan, as the tests below expect.
    await testApp.database.db
      .update(subscriptions)
      .set({ status: 'canceled', cardsRemaining: 0 })
      .where(eq(subscriptions.processorSubscriptionId, 'sub_1'));
  });

  /** A one-time order paid by card through Stripe's webhook, as in production. */
  async function paidOrder(eventId: string) {
    const placed = await placeOrder(orderPayload());
    expect(placed.statusCode).toBe(200);
    const { orderId, clientSecret } = placed.json();
    const intentId: string = clientSecret.split('_secret_')[0];
    const paid = await sendWebhook(cardPaidEvent(eventId, intentId, orderId));
    expect(paid.statusCode).toBe(200);
    return { orderId: orderId as string, intentId };
  }

  const orderAndInvoice = async (orderId: string) => ({
    order: (await testApp.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
    invoice: (await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!,
  });

  it("refunds a Stripe-paid order through Stripe's refunds API and marks it refunded", async () => {
    const { orderId, intentId } = await paidOrder('evt_paid_for_refund');
    expect((await orderAndInvoice(orderId)).order.paymentStatus).toBe('paid');

    const refunded = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      payload: {},
      ...admin,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.paymentStatus).toBe('refunded');

    const calls = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form.get('payment_intent')).toBe(intentId);
    expect(calls[0]?.form.get('amount')).toBe('1299');
    expect(calls[0]?.idempotencyKey).toBe(`refund-${intentId}-0-1299`);

    const { order, invoice } = await orderAndInvoice(orderId);
    expect(order.paymentStatus).toBe('refunded');
    expect(order.refundedAt).toBeInstanceOf(Date);
    expect(invoice.refundedCents).toBe(1299);

    // A second refund is refused here and never reaches Stripe.
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      payload: {},
      ...admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMessages.alreadyRefunded, code: expect.any(String) });
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });

  it('leaves the order paid when Stripe refuses the refund', async () => {
    const { orderId, intentId } = await paidOrder('evt_paid_refund_refused');
    stripe.refuseRefunds.add(intentId);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      payload: {},
      ...admin,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).not.toContain('"refunded"');
    const { order, invoice } = await orderAndInvoice(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.refundedAt).toBeNull();
    expect(invoice.refundedCents).toBe(0);
  });

  it('flags an order for review instead of paying it when the paid amount or the payment differs', async () => {
    const history = async (orderId: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, ...admin })).json().history as {
        action: string;
        note: string;
      }[];

    const underpaid = (await placeOrder(orderPayload())).json();
    const intentId: string = underpaid.clientSecret.split('_secret_')[0];
    const short = cardPaidEvent('evt_underpaid', intentId, underpaid.orderId);
    short.data.object.amount_received = 100;
    expect((await sendWebhook(short)).statusCode).toBe(200);
    expect((await orderAndInvoice(underpaid.orderId)).order.paymentStatus).not.toBe('paid');
    expect(await history(underpaid.orderId)).toContainEqual(
      expect.objectContaining({ action: 'review', note: expect.stringContaining('$1.00') }),
    );
    // The money taken is on the books all the same, for the admin to settle.
    expect((await orderAndInvoice(underpaid.orderId)).invoice).toMatchObject({
      totalCents: 100,
      paymentIntentId: intentId,
    });

    const other = (await placeOrder(orderPayload())).json();
    const wrongIntent = cardPaidEvent('evt_other_intent', 'pi_not_this_order', other.orderId);
    expect((await sendWebhook(wrongIntent)).statusCode).toBe(200);
    expect((await orderAndInvoice(other.orderId)).order.paymentStatus).not.toBe('paid');
    expect(await history(other.orderId)).toContainEqual(
      expect.objectContaining({ action: 'review', note: expect.stringContaining('pi_not_this_order') }),
    );
    expect(
      testApp.jobs.pending.filter((job) =>
        [underpaid.orderId, other.orderId].includes((job.data as { orderId?: string }).orderId ?? ''),
      ),
    ).toEqual([]);
  });

  it('refuses an event with a bad signature and changes nothing', async () => {
    const { orderId } = (await placeOrder(orderPayload())).json();
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', amount_received: 1299, metadata: { orderId } } },
    };
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    const response = await sendWebhook(event, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Webhook signature verification failed', code: expect.any(String) });
    expect((await testApp.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus).toBe(
      'unpaid',
    );
    expect((await sendWebhook(event, 'not-a-signature')).statusCode).toBe(400);
  });
});
