import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { orderServerMessages } from '../../shared/checkout-messages';
import { orderLimitMessages } from '../../shared/messages';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { subscriptions } from '../billing/schema';
import { localPaymentIntents } from '../db/schema';
import { orders } from './schema';
import { jobNames } from '../jobs/jobs';
import { createLocalMediaStore } from '../media/local-media-store';
import type { MediaStore } from '../media/media-store';

/**
 * One account cannot fill the disk: order creation is rate limited, only a few unpaid orders may
 * be open at once, and unpaid orders (with their files) expire after a day.
 */
let now = new Date('2026-11-20T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
let testApp: TestApp;
let mediaRoot: string;
let mediaStore: MediaStore;
beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-order-limits-'));
  mediaStore = createLocalMediaStore(mediaRoot);
  testApp = await createTestApp({ clock, deps: { mediaStore } });
});
afterAll(async () => {
  await testApp.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

async function customer() {
  const { token } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  return {
    order(payload: unknown = orderPayload(), url = '/api/orders/create-with-payment') {
      const { payload: body, headers } = orderRequest(payload);
      return testApp.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...auth.headers } });
    },
    pay(clientSecret: string) {
      return postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card: visa }, auth);
    },
    intentFor(orderId: string, amount = 1299) {
      return postJson(
        testApp.app,
        '/api/create-payment-intent',
        { amount, currency: 'usd', metadata: { orderId, orderType: 'one-time', subscriptionId: null } },
        auth,
      );
    },
  };
}

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(mediaRoot, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.push(entry.name);
  }
  return found;
}

async function orderRow(id: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function fileKept(key: string): Promise<boolean> {
  try {
    (await mediaStore.open(key)).stream.destroy();
    return true;
  } catch {
    return false;
  }
}

const runExpiry = () => testApp.jobRegistry.handlers.get(jobNames.expireUnpaidOrders)!({});

describe('order creation limits', () => {
  it(`allows ${rateLimits.orderCreatePerUser.max} order attempts an hour, then answers 429 before reading the upload`, async () => {
    const buyer = await customer();
    for (let attempt = 0; attempt < rateLimits.orderCreatePerUser.max; attempt += 1) {
      expect((await buyer.order('{"not":"an order"}')).statusCode).toBe(400);
    }
    const files = await storedFiles();
    const refused = await buyer.order();
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: orderLimitMessages.tooManyOrders(wait), code: expect.any(String) });
    expect(await storedFiles()).toEqual(files);
    // The plan route shares the budget.
    expect((await buyer.order(orderPayload(), '/api/subscriptions/create-with-payment')).statusCode).toBe(429);
  });

  it('keeps at most 10 unpaid orders open, even when they arrive at once; paying one makes room', async () => {
    const buyer = await customer();
    const answers = await Promise.all(Array.from({ length: 12 }, () => buyer.order()));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: orderLimitMessages.tooManyUnpaidOrders, code: expect.any(String) });
    }
    // A refused order keeps no file.
    expect((await storedFiles()).length).toBeGreaterThanOrEqual(10);
    const filesBefore = (await storedFiles()).length;
    expect((await buyer.order()).statusCode).toBe(409);
    expect((await storedFiles()).length).toBe(filesBefore);

    expect((await buyer.pay(accepted[0]!.json().clientSecret)).statusCode).toBe(200);
    expect((await buyer.order()).statusCode).toBe(200);
  });
});

describe('unpaid orders expire after 24 hours, with their files', () => {
  it('removes an abandoned order and its file; keeps paid ones and ones whose payment is under way', async () => {
    const buyer = await customer();
    const abandoned = (await buyer.order()).json();
    const paid = (await buyer.order()).json();
    expect((await buyer.pay(paid.clientSecret)).statusCode).toBe(200);
    const charged = (await buyer.order()).json();
    // The processor took the money but the order was not marked paid yet (a late webhook, a crash).
    const chargedIntent = (await orderRow(charged.orderId))!.paymentIntentId!;
    await testApp.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, chargedIntent));
    const inFlight = (await buyer.order()).json();
    await testApp.database.db
      .update(localPaymentIntents)
      .set({ status: 'processing' })
      .where(eq(localPaymentIntents.id, (await orderRow(inFlight.orderId))!.paymentIntentId!));
    // Placed while Stripe was configured: this server cannot ask Stripe whether it was paid.
    const elsewhere = (await buyer.order()).json();
    await testApp.database.db
      .update(orders)
      .set({ processor: 'stripe', paymentIntentId: 'pi_from_stripe_mode' })
      .where(eq(orders.id, elsewhere.orderId));
    const plan = (
      await buyer.order(
        orderPayload({ subscriptionPlan: 'essential', totalPrice: '57.00' }),
        '/api/subscriptions/create-with-payment',
      )
    ).json();
    const fileOf = async (orderId: string) => (await orderRow(orderId))!.memoryKey!;
    const keys = {
      abandoned: await fileOf(abandoned.orderId),
      plan: await fileOf(plan.orderId),
      paid: await fileOf(paid.orderId),
      charged: await fileOf(charged.orderId),
      inFlight: await fileOf(inFlight.orderId),
    };
    expect(await fileKept(keys.abandoned)).toBe(true);

    // Not yet a day old: nothing goes.
    now += 23 * 3600_000;
    await runExpiry();
    expect(await orderRow(abandoned.orderId)).toBeDefined();

    now += 2 * 3600_000;
    await runExpiry();
    expect(await orderRow(abandoned.orderId)).toBeUndefined();
    expect(await orderRow(plan.orderId)).toBeUndefined();
    expect((await orderRow(paid.orderId))!.paymentStatus).toBe('paid');
    expect(await orderRow(charged.orderId)).toBeDefined();
    expect(await orderRow(inFlight.orderId)).toBeDefined();
    expect(await orderRow(elsewhere.orderId)).toBeDefined();
    expect(await fileKept(keys.abandoned)).toBe(false);
    expect(await fileKept(keys.plan)).toBe(false);
    for (const kept of [keys.paid, keys.charged, keys.inFlight]) expect(await fileKept(kept)).toBe(true);
    // The plan bought with the expired order is not left half-open.
    const [subscription] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.subscriptionId));
    expect(subscription?.status ?? 'canceled').toBe('canceled');
    // The abandoned payment can no longer be charged, and the payment page finds no order.
    expect((await buyer.pay(abandoned.clientSecret)).statusCode).not.toBe(200);
    const gone = await buyer.intentFor(abandoned.orderId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: orderServerMessages.orderNotFound, code: expect.any(String) });
  });
});
