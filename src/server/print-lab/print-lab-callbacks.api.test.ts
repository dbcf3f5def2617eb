import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type LabCallbackEvent } from '../../../tests/support/fake-print-lab';
import { orderPayload } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from '../mail/outbox-mailer';
import { orderHistory } from '../orders/orders';
import { orders } from '../orders/schema';
import { adminEmail, labTestSetup } from './lab.test-support';
import { cancelAtLab, createHttpPrintLab } from './print-lab';
import { printLabSubmissions } from './schema';

const setup = labTestSetup('2026-11-03T09:00:00Z', { listen: true });

const unixNow = () => Math.floor(setup.now.getTime() / 1000);

/** A card approved and accepted by the lab; answers our id, the lab's and the buyer's e-mail. */
async function orderAtLab() {
  const customer = await testCustomer(setup.testApp);
  const base = orderPayload();
  const { orderId } = await customer.buyCard({
    customerDetails: { ...base.customerDetails, email: customer.email },
  });
  await setup.testApp.jobs.runAll(setup.testApp.jobRegistry, (job) => job.name !== jobNames.printLabSubmit);
  expect((await customer.post(`/api/orders/${orderId}/design/approve`, {})).statusCode).toBe(200);
  await setup.testApp.jobs.runAll(setup.testApp.jobRegistry);
  const labOrderId = setup.lab.orderFor(orderId)!.id;
  return { orderId, labOrderId, email: customer.email };
}

async function rows(orderId: string) {
  const [order] = await setup.testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [submission] = await setup.testApp.database.db
    .select()
    .from(printLabSubmissions)
    .where(eq(printLabSubmissions.orderId, orderId));
  return { order: order!, submission: submission! };
}

const send = (event: LabCallbackEvent, timestamp = unixNow(), secret?: string) =>
  setup.lab.sendCallback(setup.appUrl, event, timestamp, secret);

const mailsTo = async (to: string, subject: RegExp) =>
  (await listOutbox(setup.testApp.database.db, { to, limit: 50 })).filter((mail) => subject.test(mail.subject));

describe('the lab calling back', () => {
  it('keeps the lab order when the lab calls back before it answers the order itself', async () => {
    const customer = await testCustomer(setup.testApp);
    const base = orderPayload();
    const { orderId } = await customer.buyCard({ customerDetails: { ...base.customerDetails, email: customer.email } });
    await setup.testApp.jobs.runAll(setup.testApp.jobRegistry, (job) => job.name !== jobNames.printLabSubmit);
    expect((await customer.post(`/api/orders/${orderId}/design/approve`, {})).statusCode).toBe(200);
    let early = 0;
    setup.lab.beforeNextAnswer(async (labOrder, reference) => {
      early = (await send({ orderId: labOrder.id, orderReferenceId: reference, fulfillmentStatus: 'created' })).status;
    });
    await setup.testApp.jobs.runAll(setup.testApp.jobRegistry);

    expect(early).toBe(200);
    const { order, submission } = await rows(orderId);
    expect(submission).toMatchObject({ status: 'received', labOrderId: setup.lab.orderFor(orderId)!.id });
    expect(order.printStartedAt).not.toBeNull();
    // Nothing was withdrawn: the lab was never asked to cancel, and the card is not back in the in-house queue.
    expect(setup.lab.requests.filter((request) => request.path.endsWith(':cancel'))).toEqual([]);
    expect(setup.lab.orderFor(orderId)!.status).toBe('created');
  });

  it('moves the order through received, printed, shipped (tracking e-mailed) and delivered, once each', async () => {
    const { orderId, labOrderId, email } = await orderAtLab();
    expect((await rows(orderId)).submission.status).toBe('submitted');

    expect((await send({ orderId: labOrderId, orderReferenceId: orderId, fulfillmentStatus: 'passed' })).status).toBe(
      200,
    );
    expect((await rows(orderId)).submission.status).toBe('received');

    setup.now = new Date(setup.now.getTime() + 3600_000);
    expect((await send({ orderId: labOrderId, fulfillmentStatus: 'printed' })).status).toBe(200);
    expect((await rows(orderId)).order.printedAt).toEqual(setup.now);

    setup.now = new Date(setup.now.getTime() + 3600_000);
    const shipped: LabCallbackEvent = {
      id: `evt-shipped-${orderId}`,
      orderId: labOrderId,
      fulfillmentStatus: 'shipped',
      shipmentMethodName: 'Royal Mail',
      trackingCode: 'RM123456789GB',
      trackingUrl: 'https://track.example/RM123456789GB',
    };
    expect((await send(shipped)).status).toBe(200);
    const afterShipping = (await rows(orderId)).order;
    expect(afterShipping).toMatchObject({
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
      trackingUrl: 'https://track.example/RM123456789GB',
      shippedAt: setup.now,
    });
    const onItsWay = await mailsTo(email, /is on its way/);
    expect(onItsWay).toHaveLength(1);
    expect(onItsWay[0]!.text).toContain('RM123456789GB');

    // The lab sending the same event again changes nothing and mails nothing.
    expect((await send(shipped)).status).toBe(200);
    expect(await mailsTo(email, /is on its way/)).toHaveLength(1);

    setup.now = new Date(setup.now.getTime() + 2 * 86_400_000);
    expect((await send({ orderId: labOrderId, fulfillmentStatus: 'delivered' })).status).toBe(200);
    const { order, submission } = await rows(orderId);
    expect(order).toMatchObject({ status: 'delivered', deliveredAt: setup.now, trackingNumber: 'RM123456789GB' });
    expect(submission.status).toBe('delivered');
    expect(await mailsTo(email, /was delivered/)).toHaveLength(1);
    const history = await orderHistory(setup.testApp.database.db, orderId);
    expect(history.map((line) => line.toValue)).toEqual(
      expect.arrayContaining(['at the print lab', 'printed', 'shipped', 'delivered']),
    );
  });

  it('ends delivered with every moment set when delivery is reported before shipping', async () => {
    const { orderId, labOrderId } = await orderAtLab();
    expect((await send({ orderId: labOrderId, fulfillmentStatus: 'delivered' })).status).toBe(200);
    expect((await send({ orderId: labOrderId, fulfillmentStatus: 'shipped', trackingCode: 'LATE1' })).status).toBe(200);
    expect((await send({ orderId: labOrderId, fulfillmentStatus: 'printed' })).status).toBe(200);
    const { order, submission } = await rows(orderId);
    expect(order.status).toBe('delivered');
    for (const moment of [order.printStartedAt, order.printedAt, order.shippedAt, order.deliveredAt]) {
      expect(moment).toEqual(setup.now);
    }
    expect(submission.status).toBe('delivered');
  });

  it('refuses a forged, unsigned or stale callback with 401 and changes nothing', async () => {
    const { orderId, labOrderId, email } = await orderAtLab();
    const shipped = { orderId: labOrderId, fulfillmentStatus: 'shipped', trackingCode: 'FORGED' };
    expect((await send(shipped, unixNow(), 'someone-elses-secret-0123456789')).status).toBe(401);
    expect((await send(shipped, unixNow() - 6 * 60)).status).toBe(401);
    const unsigned = await fetch(`${setup.appUrl}/api/print-lab/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt-unsigned', event: 'order_status_updated', ...shipped }),
    });
    expect(unsigned.status).toBe(401);
    const { order } = await rows(orderId);
    expect(order).toMatchObject({ status: 'processing', trackingNumber: null, shippedAt: null });
    expect(await mailsTo(email, /is on its way/)).toHaveLength(0);
  });

  it('answers 200 for an order it does not know, 400 for a signed body that is not an event', async () => {
    expect((await send({ orderId: 'gel_unknown', fulfillmentStatus: 'shipped' })).status).toBe(200);
    const post = (payload: string, headers: Record<string, string>) =>
      setup.testApp.app.inject({ method: 'POST', url: '/api/print-lab/callbacks', headers, payload });
    expect((await post('not json', setup.lab.signRaw('not json', unixNow()))).statusCode).toBe(400);
    const noEvent = JSON.stringify({ id: 'evt-no-type', orderId: 'gel_1' });
    expect((await post(noEvent, setup.lab.signRaw(noEvent, unixNow()))).statusCode).toBe(400);
    // The signature covers the exact bytes: a body changed after signing no longer matches.
    const { body, headers } = setup.lab.signedCallback({ orderId: 'gel_1', fulfillmentStatus: 'printed' }, unixNow());
    expect((await post(body.replace('printed', 'shipped'), headers)).statusCode).toBe(401);
  });

  it('puts a card the lab failed back in the print queue and tells the admins once', async () => {
    const { orderId, labOrderId } = await orderAtLab();
    const { orderNumber } = (await rows(orderId)).order;
    const failed = { id: `evt-failed-${orderId}`, orderId: labOrderId, fulfillmentStatus: 'failed' };
    expect((await send(failed)).status).toBe(200);
    expect((await send(failed)).status).toBe(200);
    const { order, submission } = await rows(orderId);
    expect(submission.status).toBe('failed');
    expect(order.printStartedAt).toBeNull();
    expect(await mailsTo(adminEmail, new RegExp(orderNumber))).toHaveLength(1);
  });
});

describe('cancelling at the lab', () => {
  const deps = () => ({
    db: setup.testApp.database.db,
    clock: setup.clock,
    printLab: createHttpPrintLab(setup.testApp.config.printLab!),
  });

  it('withdraws a card the lab has not printed, and says too late once it has', async () => {
    const first = await orderAtLab();
    expect(await cancelAtLab(deps(), first.orderId)).toBe('cancelled');
    expect((await rows(first.orderId)).submission.status).toBe('cancelled');
    expect(setup.lab.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v4/orders/${first.labOrderId}:cancel` });

    const second = await orderAtLab();
    setup.lab.orderFor(second.orderId)!.status = 'printed';
    expect((await send({ orderId: second.labOrderId, fulfillmentStatus: 'printed' })).status).toBe(200);
    expect(await cancelAtLab(deps(), second.orderId)).toBe('too-late');
  });
});
