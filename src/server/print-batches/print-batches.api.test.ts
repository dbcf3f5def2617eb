import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedOrder } from '../../../tests/support/approved-orders';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { printBatchTexts } from '../../shared/print-batch-texts';
import { parseCsv } from '../http/csv';
import { orderAuditLog, orders } from '../orders/schema';
import { printLabSubmissions } from '../print-lab/schema';
import { printBatchOrders, printBatches } from './schema';

// Tuesday, Nov 24 2026, 10:00 in New York.
const now = new Date('2026-11-24T15:00:00Z');

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now }, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const get = (url: string, auth = admin) => testApp.app.inject({ method: 'GET', url, ...auth });
const createBatch = (body: object = {}, auth = admin) => postJson(testApp.app, '/api/admin/print-batches', body, auth);
const queueIds = async () =>
  ((await get('/api/admin/print-queue')).json().orders as { id: string }[]).map((order) => order.id);
const history = (orderId: string) =>
  testApp.database.db.select().from(orderAuditLog).where(eq(orderAuditLog.orderId, orderId));

describe('who may use printing', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/admin/print-queue'],
    ['POST', '/api/admin/print-batches'],
    ['GET', '/api/admin/print-batches'],
    ['POST', `/api/admin/print-batches/${id}/printed`],
    ['GET', `/api/admin/print-batches/${id}/print.pdf`],
    ['GET', `/api/admin/print-batches/${id}/labels.pdf?sheet=a4-21`],
    ['GET', `/api/admin/print-batches/${id}/packing-list.csv`],
    ['POST', '/api/admin/shipments'],
    ['POST', '/api/admin/shipments/csv'],
  ] as const)('%s %s: 401 signed out, 403 for a customer', async (method, url) => {
    const payload = url.endsWith('/csv')
      ? { csv: 'order_number,carrier,tracking_number\nKS-00000000,USPS,1' }
      : url.endsWith('/shipments')
        ? { shipments: [{ orderNumber: 'KS-00000000', carrier: 'USPS', trackingNumber: '1' }] }
        : {};
    const send = (auth?: { headers: Record<string, string> }) =>
      testApp.app.inject({ method, url, ...(auth ?? {}), ...(method === 'POST' ? { payload } : {}) });
    expect((await send()).statusCode).toBe(401);
    const customer = await testCustomer(testApp);
    expect((await send(bearer(customer.token))).statusCode).toBe(403);
  });
});

describe('the print queue and its batches', () => {
  it('lists approved cards by dispatch-by date, and batches three of them with their files', async () => {
    const late = await approvedOrder(testApp, { arriveBy: '2027-02-10' });
    const soon = await approvedOrder(testApp, { arriveBy: '2026-12-18' });
    const undated = await approvedOrder(testApp);
    const waiting = await approvedOrder(testApp, { approve: false });

    const queue = (await get('/api/admin/print-queue')).json().orders as { id: string; orderNumber: string }[];
    expect(queue.map((order) => order.id)).toEqual([undated.orderId, soon.orderId, late.orderId]);
    expect(queue.map((order) => order.id)).not.toContain(waiting.orderId);
    expect(queue[1]).toMatchObject({
      orderNumber: soon.orderNumber,
      shipName: 'Jo Park',
      country: 'US',
      shippingType: 'standard',
      cardStyle: 'watercolor',
      dispatchBy: '2026-12-09T22:00:00.000Z',
      arriveBy: '2026-12-18',
    });

    const created = await createBatch();
    expect(created.statusCode).toBe(201);
    const { batch } = created.json();
    expect(batch.orderIds).toEqual([undated.orderId, soon.orderId, late.orderId]);
    expect(batch).toMatchObject({
      printedAt: null,
      labelsPdfUrl: `/api/admin/print-batches/${batch.id}/labels.pdf?sheet=letter-30`,
      packingListUrl: `/api/admin/print-batches/${batch.id}/packing-list.csv`,
    });
    expect(await queueIds()).toEqual([]);
    const lines = await history(soon.orderId);
    expect(lines.at(-1)).toMatchObject({
      action: 'print',
      toValue: 'in a batch',
      note: `Batch ${batch.batchNumber}`,
      actorEmail: 'admin@keepsake.test',
    });
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, soon.orderId));
    expect(row).toMatchObject({ status: 'processing', printStartedAt: now, printedAt: null });

    const listed = (await get('/api/admin/print-batches')).json().batches;
    expect(listed[0]).toEqual(batch);

    // The print file's link is signed: a plain browser link opens it without the session.
    expect(batch.printPdfUrl).toMatch(new RegExp(`^/api/admin/print-batches/${batch.id}/print\\.pdf\\?exp=\\d+&sig=`));
    const pdf = await testApp.app.inject({ method: 'GET', url: batch.printPdfUrl });
    expect(pdf.statusCode).toBe(200);
    const unsigned = `/api/admin/print-batches/${batch.id}/print.pdf`;
    expect((await testApp.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: `${batch.printPdfUrl}x` })).statusCode).toBe(401);
    // A signed link names its batch: another batch's path with it is refused.
    const otherPath = batch.printPdfUrl.replace(batch.id, '00000000-0000-4000-8000-000000000000');
    expect((await testApp.app.inject({ method: 'GET', url: otherPath })).statusCode).toBe(401);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Each card's two spreads, in the batch's order.
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(6);

    for (const url of [batch.labelsPdfUrl, `/api/admin/print-batches/${batch.id}/labels.pdf?sheet=a4-21`]) {
      const labels = await get(url);
      expect(labels.statusCode).toBe(200);
      expect(labels.headers['content-type']).toBe('application/pdf');
      expect(labels.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(labels.headers['x-labels-flagged']).toBe('');
    }
    expect((await get(`/api/admin/print-batches/${batch.id}/labels.pdf?sheet=a5`)).statusCode).toBe(400);

    const packing = await get(batch.packingListUrl);
    expect(packing.statusCode).toBe(200);
    expect(packing.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(packing.body).filter((cells) => cells.some((cell) => cell.startsWith('KS-')));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(soon.orderNumber);
    expect(rows[1]).toContain('Jo Park');
    expect(rows[1]).toContain('Standard (5-7 days)');

    // An empty queue makes no batch.
    const empty = await createBatch();
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe(printBatchTexts.emptyQueue);
  });

  it('marks a batch printed: each card printed once, in its history, and again changes nothing', async () => {
    const second = await approvedOrder(testApp, { arriveBy: '2027-01-20' });
    const first = await approvedOrder(testApp, { arriveBy: '2026-12-18' });
    const { batch } = (await createBatch({ orderIds: [second.orderId, first.orderId] })).json();
    // Queue order (the nearer dispatch-by first), not the order the ids were sent in.
    expect(batch.orderIds).toEqual([first.orderId, second.orderId]);

    const printed = await postJson(testApp.app, `/api/admin/print-batches/${batch.id}/printed`, {}, admin);
    expect(printed.statusCode).toBe(200);
    expect(printed.json().batch).toMatchObject({ id: batch.id, printedAt: now.toISOString() });
    const rows = await testApp.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [first.orderId, second.orderId]));
    expect(rows.map((row) => row.printedAt)).toEqual([now, now]);
    expect((await history(first.orderId)).filter((line) => line.toValue === 'printed')).toHaveLength(1);

    const again = await postJson(testApp.app, `/api/admin/print-batches/${batch.id}/printed`, {}, admin);
    expect(again.statusCode).toBe(200);
    expect((await history(first.orderId)).filter((line) => line.toValue === 'printed')).toHaveLength(1);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await postJson(testApp.app, `/api/admin/print-batches/${unknown}/printed`, {}, admin)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/admin/print-batches/${unknown}/print.pdf`)).statusCode).toBe(404);
  });

  it('refuses a batch naming a card that is not queued, and makes nothing', async () => {
    const queued = await approvedOrder(testApp);
    const notApproved = await approvedOrder(testApp, { approve: false });
    const batchesBefore = await testApp.database.db.select().from(printBatches);

    const refused = await createBatch({ orderIds: [queued.orderId, notApproved.orderId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(notApproved.orderNumber);
    expect(refused.json().error).not.toContain(queued.orderNumber);
    expect(await testApp.database.db.select().from(printBatches)).toHaveLength(batchesBefore.length);
    expect(await queueIds()).toContain(queued.orderId);
    expect((await history(queued.orderId)).some((line) => line.action === 'print')).toBe(false);

    expect((await createBatch({ orderIds: ['not-an-id'] })).statusCode).toBe(400);
    // Leave the queue empty for the next test.
    expect((await createBatch({ orderIds: [queued.orderId] })).statusCode).toBe(201);
  });

  it('leaves out a card the print lab holds, and takes it back when the lab failed it', async () => {
    const atLab = await approvedOrder(testApp);
    await testApp.database.db.insert(printLabSubmissions).values({ orderId: atLab.orderId, status: 'submitted' });
    expect(await queueIds()).not.toContain(atLab.orderId);
    const refused = await createBatch({ orderIds: [atLab.orderId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(printBatchTexts.notQueued([atLab.orderNumber]));

    await testApp.database.db
      .update(printLabSubmissions)
      .set({ status: 'gave_up' })
      .where(eq(printLabSubmissions.orderId, atLab.orderId));
    expect(await queueIds()).toEqual([atLab.orderId]);
    expect((await createBatch()).statusCode).toBe(201);
  });

  it('keeps a card moved to processing by hand out of the queue until its customer approves the design', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    // The admin's status menu can move a card to processing before its design is approved.
    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      payload: { status: 'processing' },
      ...admin,
    });
    expect(moved.statusCode).toBe(200);
    expect(await queueIds()).not.toContain(orderId);
    const refused = await createBatch({ orderIds: [orderId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(printBatchTexts.notQueued([moved.json().order.orderNumber]));

    // The customer approves the rendered design: now it is queued.
    await testApp.jobs.runAll(testApp.jobRegistry);
    expect((await customer.post(`/api/orders/${orderId}/design/approve`)).statusCode).toBe(200);
    expect(await queueIds()).toContain(orderId);
    // Batched here, so the queue is empty again for the tests that follow.
    expect((await createBatch({ orderIds: [orderId] })).statusCode).toBe(201);
  });

  it('never puts a card in two batches when two are made at once', async () => {
    const cards = [await approvedOrder(testApp), await approvedOrder(testApp), await approvedOrder(testApp)];
    const ids = cards.map((card) => card.orderId);
    const answers = await Promise.all([
      createBatch(),
      createBatch({ orderIds: ids }),
      createBatch({ orderIds: [ids[1]] }),
    ]);
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const batched = made.flatMap((answer) => answer.json().batch.orderIds as string[]);
    expect(batched.sort()).toEqual([...ids].sort());
    const memberships = await testApp.database.db
      .select()
      .from(printBatchOrders)
      .where(inArray(printBatchOrders.orderId, ids));
    expect(memberships.map((row) => row.orderId).sort()).toEqual([...ids].sort());
    for (const card of cards) {
      expect((await history(card.orderId)).filter((line) => line.toValue === 'in a batch')).toHaveLength(1);
    }
  });
});
