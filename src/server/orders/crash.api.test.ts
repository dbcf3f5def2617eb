import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { projectRoot } from '../paths';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: on a loaded 2-core machine a cold start (tsx, PGlite recovery) takes a while.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Signs up through the API, reading the code from the development mailbox. */
async function signUp(url: string): Promise<string> {
  const email = `crash-${Date.now()}@example.com`;
  const post = (route: string, body: unknown, cookie?: string) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/send-verification', { email });
  const mailbox = await json(await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`));
  const code = String((mailbox.messages as { text: string }[])[0]?.text.match(/\b(\d{6})\b/)?.[1]);
  const verified = await post('/api/auth/verify-code', { email, code });
  const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
  const completed = await json(
    await post('/api/auth/complete-signup', { email, firstName: 'Crash', lastName: 'Test' }, cookie),
  );
  return String(completed.token);
}

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
    const token = await signUp(url);
    const auth = { authorization: `Bearer ${token}` };

    const acknowledged: string[] = [];
    let killed = false;
    const placeOne = async () => {
      const { payload, headers } = orderRequest(orderPayload());
      try {
        const response = await fetch(`${url}/api/orders/create-with-payment`, {
          method: 'POST',
          headers: { ...headers, ...auth },
          body: new Uint8Array(payload),
        });
        if (response.ok) acknowledged.push(String((await json(response)).orderId));
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
    const listed = await json(await fetch(`${url}/api/user/orders?pageSize=50`, { headers: auth }));
    const stored = new Map(
      (listed.orders as { id: string; paymentStatus: string; totalCents: number }[]).map((order) => [order.id, order]),
    );
    for (const orderId of acknowledged) {
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
