import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routes';
import { uniqueEmail, uniqueIp } from '../support/auth';
import { mimeParts } from '../support/fake-smtp';
import { orderPayload, orderRequest } from '../support/order-request';
import { filesUnder, startProcessCluster, type ClusterProcess, type ProcessCluster } from '../support/process-cluster';
import { testCards } from '../support/purchases';
import { killHard } from '../support/server-process';

const runsOnSharedServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const memoryPhoto = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'memory-photo.jpg'));

/** Polls until `probe` returns something other than undefined; fails with `what` after `timeoutMs`. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A message's Subject header, unfolded. */
function subjectOf(raw: string): string {
  return (
    raw
      .replace(/\r?\n[ \t]+/g, ' ')
      .match(/^Subject: (.*)$/im)?.[1]
      ?.trim() ?? ''
  );
}

/** The messages the SMTP server received for `email` whose subject matches, text and HTML decoded. */
function mailsTo(cluster: ProcessCluster, email: string, subject: RegExp) {
  return cluster.smtp.received
    .filter((mail) => mail.to.includes(email) && subject.test(subjectOf(mail.raw)))
    .map((mail) => {
      const parts = mimeParts(mail.raw);
      const body = (type: string) => parts.find((part) => part.type === type)?.body ?? '';
      return { subject: subjectOf(mail.raw), text: body('text/plain'), html: body('text/html') };
    });
}

/** The absolute links (href and src) of an HTML part. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** Its bytes as served by `instance`, with the status checked. */
async function download(instance: ClusterProcess, pathAndQuery: string): Promise<Buffer> {
  const response = await fetch(`${instance.url}${pathAndQuery}`);
  expect(response.status, `${instance.name} GET ${pathAndQuery}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Files of a process's data folder that hold a memory or a card (or any picture or PDF at all). */
async function customerFilesIn(machine: ClusterProcess): Promise<string[]> {
  return (await filesUnder(machine.dataDir)).filter(
    (file) => /^(media|cards)\//.test(file) || /\.(jpe?g|png|webp|heic|mp4|mov|pdf)$/i.test(file),
  );
}

/**
 * Keepsake as several machines: two web instances and a render worker, separate processes of the
 * real server sharing PostgreSQL, Redis, S3-compatible storage (s3rver) and SMTP, and nothing else.
 */
describe.skipIf(!runsOnSharedServices)('two web instances and a worker (needs PostgreSQL and Redis)', () => {
  let cluster: ProcessCluster;
  let webA: ClusterProcess;
  let webB: ClusterProcess;
  // One client address per run: a load balancer's X-Forwarded-For, so the shared Redis counters
  // of earlier runs cannot reach their limits.
  const client = { 'x-forwarded-for': uniqueIp() };
  const email = uniqueEmail('cluster');
  let auth: Record<string, string> = {};

  const postJson = (instance: ClusterProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client, ...headers },
      body: JSON.stringify(body),
    });

  /** Places an order with `photo` on `instance` and pays it there with the test card. */
  async function buyCard(instance: ClusterProcess, photo: Buffer) {
    const { payload, headers } = orderRequest(
      orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } }),
      photo,
    );
    const placed = await fetch(`${instance.url}/api/orders/create-with-payment`, {
      method: 'POST',
      headers: { ...headers, ...client, ...auth },
      body: new Uint8Array(payload),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const order = (await placed.json()) as { orderId: string; orderNumber: string; clientSecret: string };
    const paid = await postJson(
      instance,
      '/api/payments/local/confirm',
      { clientSecret: order.clientSecret, card: testCards.visa },
      auth,
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    return order;
  }

  const previewMails = (orderNumber: string) =>
    mailsTo(cluster, email, new RegExp(`^Your Keepsake card ${orderNumber} is ready for your approval$`));

  beforeAll(async () => {
    cluster = await startProcessCluster();
    [webA, webB] = cluster.web;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('signs up on one instance, orders on the other, and the worker renders and mails the preview', async () => {
    expect((await postJson(webA, '/api/auth/send-verification', { email })).status).toBe(200);
    const code = await eventually(
      'the sign-up code e-mail',
      async () => mailsTo(cluster, email, /is your Keepsake verification code/)[0]?.subject.match(/^(\d{6}) /)?.[1],
    );
    const verified = await postJson(webA, '/api/auth/verify-code', { email, code });
    expect(verified.status).toBe(200);
    const proof = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
    const completed = await postJson(
      webA,
      '/api/auth/complete-signup',
      { email, firstName: 'Sam', lastName: 'Rivera' },
      { cookie: proof },
    );
    expect(completed.status).toBe(200);
    auth = { authorization: `Bearer ${String(((await completed.json()) as { token: string }).token)}` };

    const { orderId, orderNumber } = await buyCard(webB, memoryPhoto);
    const [preview] = await eventually(
      'the preview e-mail',
      async () => {
        const mails = previewMails(orderNumber);
        return mails.length > 0 ? mails : undefined;
      },
      90_000,
    );

    // Approved through the first instance, with the e-mail's single-use link.
    const approvePath = paths.orderApprove.replace(':orderId', orderId);
    const approveLink = linksIn(preview!.html).find((link) => new URL(link).pathname === approvePath);
    expect(approveLink, 'the approve link in the preview e-mail').toBeDefined();
    const token = new URL(approveLink!).searchParams.get('token');
    const approved = await postJson(webA, `/api/orders/${orderId}/design/approve`, { token });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(((await approved.json()) as { state: string }).state).toBe('approved');

    // The pages and the approved print file, as each instance serves them: the same bytes.
    const design = (await (await fetch(`${webB.url}/api/orders/${orderId}/design`, { headers: auth })).json()) as {
      state: string;
      pages: { url: string }[];
      pdfUrl: string | null;
    };
    expect(design.state).toBe('approved');
    expect(design.pages).toHaveLength(4);
    expect(design.pdfUrl).toBeTruthy();
    for (const url of [...design.pages.map((page) => page.url), design.pdfUrl!]) {
      const [fromA, fromB] = await Promise.all([download(webA, url), download(webB, url)]);
      expect(fromA.length).toBeGreaterThan(1000);
      expect(fromB.equals(fromA), `${url} is the same through both instances`).toBe(true);
    }
    const pdf = await download(webA, design.pdfUrl!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The pictures in the e-mail (signed by the worker) open through either instance too.
    const emailImages = linksIn(preview!.html).filter((link) => link.includes('/api/email-images/'));
    expect(emailImages).toHaveLength(4);
    for (const link of emailImages) {
      const { pathname, search } = new URL(link);
      const [fromA, fromB] = await Promise.all([download(webA, pathname + search), download(webB, pathname + search)]);
      expect(fromB.equals(fromA)).toBe(true);
    }

    // The memory and the card files are in the bucket, and on no machine's disk.
    const { rows } = await cluster.db.query<{ memory_key: string }>('select memory_key from orders where id = $1', [
      orderId,
    ]);
    const keys = await cluster.s3.keys();
    expect(keys.some((key) => key.endsWith(rows[0]!.memory_key))).toBe(true);
    for (const file of ['front.webp', 'card.pdf']) {
      expect(
        keys.some((key) => key.endsWith(`${orderId}/r1/${file}`)),
        file,
      ).toBe(true);
    }
    for (const machine of cluster.processes) expect(await customerFilesIn(machine), machine.name).toEqual([]);
  }, 180_000);

  it("finishes a killed worker's render on another worker, and mails the preview once", async () => {
    // A 23-megapixel photo, so the render lasts long enough to be interrupted: the job decodes it
    // once, cutting out the order's crop, and at 4200 px tall no shrink-on-load can shorten that.
    const largePhoto = await sharp(memoryPhoto).resize(5600, 4200).jpeg({ quality: 90 }).toBuffer();
    const { orderId, orderNumber } = await buyCard(webB, largePhoto);
    const renderJobs = (states: string[]) =>
      cluster.db
        .query<{ id: string }>(
          `select id from pgboss.job where name = 'card-render' and data->>'orderId' = $1 and state = any($2)`,
          [orderId, states],
        )
        .then((result) => result.rows);

    await eventually(
      'the worker to start rendering',
      async () => {
        if ((await renderJobs(['active'])).length > 0) return true;
        expect((await renderJobs(['completed'])).length, 'the render ended before it could be interrupted').toBe(0);
        return undefined;
      },
      60_000,
    );
    const killed = cluster.worker;
    await killHard(killed.child);
    const [design] = (
      await cluster.db.query<{ status: string }>('select status from card_designs where order_id = $1', [orderId])
    ).rows;
    // On a busy machine the kill may even come before the job wrote its design row.
    expect(design?.status ?? 'rendering', 'the kill came before the render finished').toBe('rendering');

    const replacement = await cluster.startWorker();
    const startedAt = Date.now();
    await eventually(
      'the card to be rendered by the new worker',
      async () => {
        const { rows } = await cluster.db.query<{ status: string }>(
          'select status from card_designs where order_id = $1',
          [orderId],
        );
        return rows[0]?.status === 'ready' ? true : undefined;
      },
      60_000,
    );
    const renderSeconds = (Date.now() - startedAt) / 1000;
    // Once no render job of the order can run again, no further preview can be mailed.
    await eventually(
      'every render job of the order to settle',
      async () => ((await renderJobs(['created', 'retry', 'active'])).length === 0 ? true : undefined),
      60_000,
    );
    await eventually('the preview e-mail', async () => (previewMails(orderNumber).length > 0 ? true : undefined));
    expect(previewMails(orderNumber), `rendered ${renderSeconds} s after the new worker started`).toHaveLength(1);

    expect(await customerFilesIn(replacement)).toEqual([]);
    expect(await customerFilesIn(killed)).toEqual([]);
    expect((await cluster.s3.keys()).some((key) => key.endsWith(`${orderId}/r1/card.pdf`))).toBe(true);
  }, 240_000);
});
