import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeLabApiKey } from '../../../tests/support/fake-print-lab';
import { orderPayload } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { printLabAlertTexts } from '../../shared/print-lab-texts';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from '../mail/outbox-mailer';
import { orders } from '../orders/schema';
import { adminEmail, labTestSetup } from './lab.test-support';
import { cancelAtLab, createHttpPrintLab } from './print-lab';
import { printLabSubmissions } from './schema';

const setup = labTestSetup('2026-11-02T10:00:00Z');

const london = {
  country: 'GB' as const,
  name: 'Jane Smith',
  streetAddress: '10 Downing Street',
  city: 'London',
  postalCode: 'sw1a 2aa',
};

/** A card bought, rendered and approved by its owner; the lab's job is left queued. */
async function approvedOrder(shippingType: 'standard' | 'express' = 'standard') {
  const customer = await testCustomer(setup.testApp);
  const base = orderPayload();
  const { orderId } = await customer.buyCard({
    shippingType,
    totalPrice: shippingType === 'express' ? '17.98' : '12.99',
    customerDetails: { ...base.customerDetails, email: customer.email, shippingType },
    delivery: { sendTo: 'someone-else', address: london, phone: '+44 20 7946 0958' },
  });
  await setup.testApp.jobs.runAll(setup.testApp.jobRegistry, (job) => job.name !== jobNames.printLabSubmit);
  const approved = await customer.post(`/api/orders/${orderId}/design/approve`, {});
  expect(approved.statusCode).toBe(200);
  return { orderId, email: customer.email };
}

const isLabJobFor = (orderId: string) => (job: { name: string; data: object }) =>
  job.name === jobNames.printLabSubmit && (job.data as { orderId?: string }).orderId === orderId;

/** Runs the order's first queued lab job only (a retry it queues stays pending), answering that job. */
async function runLabJob(orderId: string) {
  const index = setup.testApp.jobs.pending.findIndex(isLabJobFor(orderId));
  if (index < 0) return undefined;
  const [job] = setup.testApp.jobs.pending.splice(index, 1);
  await setup.testApp.jobRegistry.handlers.get(job!.name)!(job!.data as Record<string, unknown>);
  return job;
}

const queuedLabJobs = (orderId: string) => setup.testApp.jobs.pending.filter(isLabJobFor(orderId));

async function rows(orderId: string) {
  const [order] = await setup.testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [submission] = await setup.testApp.database.db
    .select()
    .from(printLabSubmissions)
    .where(eq(printLabSubmissions.orderId, orderId));
  return { order: order!, submission };
}

const submissionsFor = (orderId: string) =>
  setup.lab.requests.filter(
    (request) =>
      request.path === '/v4/orders' && (request.body as { orderReferenceId?: string }).orderReferenceId === orderId,
  );

const adminAlerts = async (orderNumber: string) =>
  (await listOutbox(setup.testApp.database.db, { to: adminEmail, limit: 50 })).filter((mail) =>
    mail.subject.includes(orderNumber),
  );

describe('handing an approved card to the lab', () => {
  it('sends the order with a signed link to the approved PDF, the envelope address and the speed', async () => {
    const { orderId, email } = await approvedOrder('express');
    expect((await rows(orderId)).submission).toMatchObject({ status: 'queued', attempts: 0 });

    await runLabJob(orderId);
    const [sent] = submissionsFor(orderId);
    expect(sent!.headers['x-api-key']).toBe(fakeLabApiKey);
    const body = sent!.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the lab's JSON as received
    expect(body).toMatchObject({
      orderType: 'order',
      orderReferenceId: orderId,
      currency: 'USD',
      shipmentMethodUid: 'express',
      shippingAddress: {
        firstName: 'Jane',
        lastName: 'Smith',
        addressLine1: '10 Downing Street',
        city: 'London',
        postCode: 'SW1A 2AA',
        country: 'GB',
        email,
        phone: '+44 20 7946 0958',
      },
    });
    expect(body.items).toHaveLength(1);
    const fileUrl = new URL(body.items[0].files[0].url);
    expect(fileUrl.pathname).toBe(`/api/print-files/${orderId}/card.pdf`);

    const pdf = await setup.testApp.app.inject({ method: 'GET', url: `${fileUrl.pathname}${fileUrl.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { order, submission } = await rows(orderId);
    expect(submission).toMatchObject({ status: 'submitted', labOrderId: setup.lab.orderFor(orderId)!.id, attempts: 1 });
    // At the lab: out of the in-house queue, and no longer cancellable or re-addressable.
    expect(order.printStartedAt).toEqual(setup.now);
  });

  it('refuses the print file without a signature, with a wrong one, or for another order', async () => {
    const { orderId } = await approvedOrder();
    await runLabJob(orderId);
    const url = new URL(
      (submissionsFor(orderId)[0]!.body as { items: { files: { url: string }[] }[] }).items[0]!.files[0]!.url,
    );
    const get = (path: string) => setup.testApp.app.inject({ method: 'GET', url: path });
    expect((await get(url.pathname)).statusCode).toBe(403);
    const wrong = new URLSearchParams(url.search);
    wrong.set('sig', `${wrong.get('sig')!.slice(0, -2)}AA`);
    expect((await get(`${url.pathname}?${wrong}`)).statusCode).toBe(403);
    const other = (await approvedOrder()).orderId;
    expect((await get(`/api/print-files/${other}/card.pdf${url.search}`)).statusCode).toBe(403);
  });

  it('retries a lab that answers 500 with growing waits, then hands the card over', async () => {
    const { orderId } = await approvedOrder();
    setup.lab.fail(500, 2);
    await runLabJob(orderId);
    expect((await rows(orderId)).submission).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queuedLabJobs(orderId)).toHaveLength(1);
    expect(queuedLabJobs(orderId)[0]!.options?.startAfter).toEqual(new Date(setup.now.getTime() + 60_000));
    expect((await rows(orderId)).order.printStartedAt).toBeNull();

    setup.now = new Date(setup.now.getTime() + 60_000);
    await runLabJob(orderId);
    expect((await rows(orderId)).submission).toMatchObject({ attempts: 2, lastError: expect.stringContaining('500') });
    expect(queuedLabJobs(orderId)[0]!.options?.startAfter).toEqual(new Date(setup.now.getTime() + 5 * 60_000));

    setup.now = new Date(setup.now.getTime() + 5 * 60_000);
    await runLabJob(orderId);
    const { submission, order } = await rows(orderId);
    expect(submission).toMatchObject({ status: 'submitted', attempts: 3, lastError: null });
    expect(order.printStartedAt).toEqual(setup.now);
    expect(queuedLabJobs(orderId)).toHaveLength(0);
    expect(submissionsFor(orderId)).toHaveLength(3);
  });

  it('gives up at once on a refusal, tells the admins once and leaves the card in the print queue', async () => {
    const { orderId } = await approvedOrder();
    const { orderNumber } = (await rows(orderId)).order;
    setup.lab.fail(400, 1, 'productUid not found');
    await runLabJob(orderId);
    const { submission, order } = await rows(orderId);
    expect(submission).toMatchObject({
      status: 'gave_up',
      attempts: 1,
      lastError: expect.stringContaining('productUid'),
    });
    expect(submission!.alertedAt).toEqual(setup.now);
    expect(order.printStartedAt).toBeNull();
    expect(queuedLabJobs(orderId)).toHaveLength(0);
    const alerts = await adminAlerts(orderNumber);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(printLabAlertTexts.subject(orderNumber));
    expect(alerts[0]!.text).toContain(printLabAlertTexts.gaveUp(1));

    // The job running again (a redelivery) neither resubmits nor mails again.
    await setup.testApp.jobRegistry.handlers.get(jobNames.printLabSubmit)!({ orderId });
    expect(await adminAlerts(orderNumber)).toHaveLength(1);
    expect(submissionsFor(orderId)).toHaveLength(1);
  });

  it('gives up after the last retry of a lab that stays busy or down', async () => {
    const { orderId } = await approvedOrder();
    const { orderNumber } = (await rows(orderId)).order;
    // Too many requests counts as trouble on the lab's side, like a 503.
    setup.lab.fail(429, 1);
    setup.lab.fail(503, 5);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const job = await runLabJob(orderId);
      expect(job).toBeDefined();
      setup.now = new Date(setup.now.getTime() + 6 * 3600_000);
    }
    expect(queuedLabJobs(orderId)).toHaveLength(0);
    expect((await rows(orderId)).submission).toMatchObject({ status: 'gave_up', attempts: 6 });
    expect((await rows(orderId)).order.printStartedAt).toBeNull();
    expect(await adminAlerts(orderNumber)).toHaveLength(1);
  });

  it('does not send a card cancelled before its turn', async () => {
    const { orderId } = await approvedOrder();
    await setup.testApp.database.db.update(orders).set({ cancelledAt: setup.now }).where(eq(orders.id, orderId));
    await runLabJob(orderId);
    expect(submissionsFor(orderId)).toHaveLength(0);
    expect((await rows(orderId)).submission).toMatchObject({ status: 'cancelled' });
  });

  it('leaves a card to in-house printing when it was batched while the lab was retrying', async () => {
    const { orderId } = await approvedOrder();
    setup.lab.fail(500, 1);
    await runLabJob(orderId);
    await setup.testApp.database.db.update(orders).set({ printStartedAt: setup.now }).where(eq(orders.id, orderId));
    await runLabJob(orderId);
    expect(submissionsFor(orderId)).toHaveLength(1);
    expect((await rows(orderId)).submission).toMatchObject({
      status: 'cancelled',
      lastError: 'taken by in-house printing',
    });
  });

  it('stops a card still waiting for the lab when its order is cancelled (cancelAtLab)', async () => {
    const { orderId } = await approvedOrder();
    const deps = {
      db: setup.testApp.database.db,
      clock: setup.clock,
      printLab: createHttpPrintLab(setup.testApp.config.printLab!),
    };
    expect(await cancelAtLab(deps, orderId)).toBe('not-at-lab');
    await runLabJob(orderId);
    expect(submissionsFor(orderId)).toHaveLength(0);
    expect((await rows(orderId)).submission).toMatchObject({ status: 'cancelled' });
  });
});
