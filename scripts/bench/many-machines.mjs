/**
 * Issue 21: orders per minute through two web instances and one worker, against one process
 * doing both, on the same PostgreSQL, Redis and S3-compatible storage (s3rver), in the same run.
 * An order here is the customer's whole path: place it with the photo, pay, and the worker
 * renders the card (its design is ready). Figures: orders accepted per minute (the web side)
 * and orders rendered per minute (web and worker together), each as a ratio to one process.
 * BENCH_ORDERS (default 24) and BENCH_CLIENTS (default 4 customers ordering at once).
 * Needs PostgreSQL and Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL; the machine's by default).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, printTable, serverEnv } from './support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const photo = readFileSync(path.join(root, 'tests/fixtures/media/sunset.jpg'));
const orderCount = Number(process.env.BENCH_ORDERS ?? 24);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 4);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What every process of one layout shares: a fresh database, a fresh bucket, a Redis prefix. */
async function sharedPlace() {
  const name = `keepsake_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const s3Folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-s3-'));
  const bucket = 'keepsake-bench';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Folder,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  return {
    databaseUrl: databaseUrl.toString(),
    env: {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async dispose() {
      await s3.close();
      await rm(s3Folder, { recursive: true, force: true });
      await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function waitForOk(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One process of the production build in `role` ('all', 'web' or 'worker'). */
async function startRole(role, sharedEnv) {
  const port = await freePort();
  const workerPort = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `keepsake-bench-${role}-`));
  const child = spawn(process.execPath, ['dist/server/server/main.js', ...(role === 'all' ? [] : [role])], {
    cwd: root,
    env: {
      ...serverEnv,
      ...sharedEnv,
      PORT: String(port),
      WORKER_PORT: String(workerPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(role === 'worker' ? `http://127.0.0.1:${workerPort}/health` : `${url}/api/health`, child);
  return {
    role,
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const postJson = (url, body, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function signUp(url, label) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  await postJson(`${url}/api/auth/send-verification`, { email });
  const mailbox = await (await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const code = mailbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await postJson(`${url}/api/auth/verify-code`, { email, code });
  const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
  const completed = await postJson(
    `${url}/api/auth/complete-signup`,
    { email, firstName: 'Bench', lastName: 'Customer' },
    { cookie },
  );
  const { token } = await completed.json();
  if (!token) throw new Error(`sign-up through ${url} failed`);
  return { email, token };
}

function orderForm(email) {
  const form = new FormData();
  form.append('memoryFile', new Blob([photo], { type: 'image/jpeg' }), 'sunset.jpg');
  form.append(
    'orderData',
    JSON.stringify({
      checkoutData: {
        selectedOption: 1,
        selectedCardStyle: 'watercolor',
        cardOptions: [
          { front: 'Front A', inside: 'Inside A', back: 'Back A' },
          { front: 'To the best sister', inside: 'Every sunset reminds me of you.', back: 'Love, Sam' },
          { front: 'Front C', inside: 'Inside C', back: 'Back C' },
        ],
      },
      contextData: { selectedTone: 'sentimental', memoryDescription: 'Our trip to the beach at sunset' },
      customerDetails: {
        firstName: 'Sam',
        lastName: 'Rivera',
        email,
        streetAddress: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        shippingType: 'standard',
      },
      totalPrice: '12.99',
      shippingType: 'standard',
      subscriptionPlan: 'none',
    }),
  );
  return form;
}

async function placeAndPay(url, customer) {
  const auth = { authorization: `Bearer ${customer.token}` };
  const placed = await fetch(`${url}/api/orders/create-with-payment`, {
    method: 'POST',
    headers: auth,
    body: orderForm(customer.email),
  });
  if (placed.status !== 200) throw new Error(`order through ${url}: ${placed.status} ${await placed.text()}`);
  const { clientSecret } = await placed.json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
  const paid = await postJson(`${url}/api/payments/local/confirm`, { clientSecret, card }, auth);
  if (paid.status !== 200) throw new Error(`payment through ${url}: ${paid.status} ${await paid.text()}`);
}

async function readyDesigns(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as ready from card_designs where status = 'ready'");
    return rows[0].ready;
  } finally {
    await client.end();
  }
}

async function runLayout(name, roles) {
  const place = await sharedPlace();
  const processes = [];
  try {
    // One after another: the first applies the migrations the others then find done.
    for (const role of roles) processes.push(await startRole(role, place.env));
    const webs = processes.filter((member) => member.role !== 'worker');
    // A customer per client, each signed up through the instance it will not order through.
    const customers = await Promise.all(
      Array.from({ length: clientCount }, (_, index) => signUp(webs[(index + 1) % webs.length].url, `bench${index}`)),
    );
    const started = performance.now();
    let next = 0;
    await Promise.all(
      customers.map(async (customer) => {
        while (next < orderCount) {
          const index = next;
          next += 1;
          await placeAndPay(webs[index % webs.length].url, customer);
        }
      }),
    );
    const accepted = performance.now();
    const deadline = accepted + 10 * 60_000;
    while ((await readyDesigns(place.databaseUrl)) < orderCount) {
      if (performance.now() > deadline) throw new Error(`${name}: cards were not all rendered within 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const rendered = performance.now();
    return {
      name,
      acceptedPerMinute: (orderCount / (accepted - started)) * 60_000,
      renderedPerMinute: (orderCount / (rendered - started)) * 60_000,
    };
  } finally {
    for (const member of processes) await member.stop();
    await place.dispose();
  }
}

export async function benchManyMachines() {
  if (!(await reachable(adminUrl)) || !(await reachable(redisUrl))) {
    console.log('\nmanyMachines: skipped (needs PostgreSQL and Redis; set BENCH_DATABASE_URL and BENCH_REDIS_URL)');
    return;
  }
  const one = await runLayout('one process (npm start)', ['all']);
  const many = await runLayout('two web + one worker', ['web', 'web', 'worker']);
  printTable(
    `Issue 21: ${orderCount} orders (photo, payment, rendered card) from ${clientCount} customers at once; ${os.availableParallelism()} cores`,
    [one, many].map((layout) => ({
      layout: layout.name,
      'orders accepted/min': Math.round(layout.acceptedPerMinute),
      'accepted vs one process': (layout.acceptedPerMinute / one.acceptedPerMinute).toFixed(2),
      'orders rendered/min': Math.round(layout.renderedPerMinute),
      'rendered vs one process': (layout.renderedPerMinute / one.renderedPerMinute).toFixed(2),
    })),
  );
}
