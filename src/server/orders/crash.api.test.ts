import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { freePort, json, signUpOver, startServer } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';

describe('a crash while orders are being placed', () => {
  let testDatabase: TestDatabase | undefined;
  let dataDir = '';
  let server: ChildProcess | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await testDatabase?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no order the client saw acknowledged: after a restart each is there, paid or payable', async () => {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-crash-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
    };
    server = await startServer(env, url);
    // Five customers, ten orders each: within the limits of open unpaid orders per customer.
    const customers: Record<string, string>[] = [];
    for (let index = 0; index < 5; index += 1) {
      customers.push({ authorization: `Bearer ${await signUpOver(url, `crash-${index}`)}` });
    }

    const acknowledged: { orderId: string; auth: Record<string, string> }[] = [];
    let killed = false;
    const placeOne = async (_: unknown, index: number) => {
      const auth = customers[index % customers.length]!;
      const { payload, headers } = orderRequest(orderPayload());
      try {
        const response = await fetch(`${url}/api/orders/create-with-payment`, {
          method: 'POST',
          headers: { ...headers, ...auth },
          body: new Uint8Array(payload),
        });
        if (response.ok) acknowledged.push({ orderId: String((await json(response)).orderId), auth });
      } catch {
        // The connection died with the server: not acknowledged, so nothing is owed.
      }
      // Pull the plug while the other requests are still in flight.
      if (acknowledged.length >= 10 && !killed) {
        killed = true;
        server?.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 50 }, placeOne));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const dead = server;
    if (dead && dead.exitCode === null && dead.signalCode === null) {
      await new Promise((resolve) => dead.once('exit', resolve));
    }

    server = await startServer(env, url);
    const stored = new Map<string, { id: string; paymentStatus: string; totalCents: number }>();
    for (const auth of customers) {
      const listed = await json(await fetch(`${url}/api/user/orders?pageSize=50`, { headers: auth }));
      for (const order of listed.orders as { id: string; paymentStatus: string; totalCents: number }[]) {
        stored.set(order.id, order);
      }
    }
    for (const { orderId, auth } of acknowledged) {
      const order = stored.get(orderId);
      expect(order, `acknowledged order ${orderId} survived`).toBeDefined();
      if (order!.paymentStatus === 'paid') continue;
      const payable = await fetch(`${url}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          amount: order!.totalCents,
          currency: 'usd',
          metadata: { orderId, orderType: 'one-time' },
        }),
      });
      expect(payable.status, `order ${orderId} can still be paid`).toBe(200);
    }
  }, 300_000);
});
