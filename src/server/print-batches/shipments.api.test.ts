import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedOrder } from '../../../tests/support/approved-orders';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { printBatchTexts } from '../../shared/print-batch-texts';
import { listOutbox } from '../mail/outbox-mailer';
import { orders } from '../orders/schema';

const now = new Date('2026-11-24T15:00:00Z');

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now }, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const ship = (shipments: object[]) => postJson(testApp.app, '/api/admin/shipments', { shipments }, admin);
const shipCsv = (csv: string) => postJson(testApp.app, '/api/admin/shipments/csv', { csv }, admin);
const rowsOf = (ids: string[]) => testApp.database.db.select().from(orders).where(inArray(orders.id, ids));
const orderRow = async (id: string) => (await rowsOf([id]))[0]!;
const mailsTo = (email: string) => listOutbox(testApp.database.db, { to: email, limit: 20 });
const shippedMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.includes('is on its way'));

describe('marking cards shipped one by one', () => {
  it('ships a card with its tracking number, prints it if it was not yet, and e-mails its buyer once', async () => {
    const card = await approvedOrder(testApp);
    const shipped = await ship([{ orderNumber: card.orderNumber, carrier: 'USPS', trackingNumber: '9400 1000 0001' }]);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual({ shipped: [{ orderId: card.orderId, orderNumber: card.orderNumber }] });
    expect(await orderRow(card.orderId)).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0001',
      printStartedAt: now,
      printedAt: now,
      shippedAt: now,
    });
    const mails = await shippedMails(card.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('9400 1000 0001');

    // The same line again (a double click, an upload sent twice) changes nothing and sends nothing.
    const again = await ship([
      { orderNumber: card.orderNumber.toLowerCase(), carrier: 'USPS', trackingNumber: '9400 1000 0001' },
    ]);
    expect(again.statusCode).toBe(200);
    expect(await shippedMails(card.email)).toHaveLength(1);

    const other = await ship([{ orderNumber: card.orderNumber, carrier: 'USPS', trackingNumber: '9400 2222' }]);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: { 'row 1': printBatchTexts.alreadyShipped(card.orderNumber, '9400 1000 0001') },
    });
    expect((await orderRow(card.orderId)).trackingNumber).toBe('9400 1000 0001');
  });

  it('refuses an unpaid, unapproved or unknown card, naming each row', async () => {
    const customer = await testCustomer(testApp);
    const unpaid = await customer.order();
    const [unpaidRow] = await rowsOf([unpaid.orderId]);
    const notApproved = await approvedOrder(testApp, { approve: false });
    const refused = await ship([
      { orderNumber: unpaidRow!.orderNumber, carrier: 'USPS', trackingNumber: '1' },
      { orderNumber: notApproved.orderNumber, carrier: 'USPS', trackingNumber: '2' },
      { orderNumber: 'KS-ZZZZZZZZ', carrier: 'USPS', trackingNumber: '3' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      'row 1': printBatchTexts.notPaid(unpaidRow!.orderNumber),
      'row 2': printBatchTexts.notApproved(notApproved.orderNumber),
      'row 3': printBatchTexts.unknownOrder('KS-ZZZZZZZZ'),
    });
    expect((await ship([{ orderNumber: 'KS-1', carrier: '', trackingNumber: '1' }])).statusCode).toBe(400);
  });
});

describe('marking cards shipped from a CSV', () => {
  it('changes nothing when one row is wrong, and names every wrong row', async () => {
    const cards = [await approvedOrder(testApp), await approvedOrder(testApp), await approvedOrder(testApp)];
    const before = await rowsOf(cards.map((card) => card.orderId));
    const csv = [
      'order_number,carrier,tracking_number',
      `${cards[0]!.orderNumber},USPS,9400 0001`,
      `${cards[1]!.orderNumber},USPS,`,
      `${cards[2]!.orderNumber},UPS,1Z999`,
      `${cards[0]!.orderNumber},USPS,9400 0009`,
      'KS-QQQQQQQQ,USPS,9400 0010',
    ].join('\n');
    const refused = await shipCsv(csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: printBatchTexts.shipmentsRefused,
      code: 'UNPROCESSABLE',
      fields: {
        'row 3': 'Enter the tracking number',
        'row 5': printBatchTexts.twiceInUpload(cards[0]!.orderNumber, 'row 2'),
        'row 6': printBatchTexts.unknownOrder('KS-QQQQQQQQ'),
      },
    });
    expect(await rowsOf(cards.map((card) => card.orderId))).toEqual(before);
    for (const card of cards) expect(await shippedMails(card.email)).toEqual([]);
  });

  it('ships every row of a spreadsheet export and e-mails each buyer the tracking number', async () => {
    const cards = [await approvedOrder(testApp), await approvedOrder(testApp)];
    const csv =
      '\uFEFF Order Number ,CARRIER,Tracking Number\r\n' +
      `${cards[0]!.orderNumber},USPS,"9400 0000 0001"\r\n` +
      `${cards[1]!.orderNumber},UPS,1Z 999 AA1\r\n` +
      '\r\n,,\r\n';
    const shipped = await shipCsv(csv);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().shipped.map((row: { orderId: string }) => row.orderId)).toEqual(
      cards.map((card) => card.orderId),
    );
    const rows = await rowsOf(cards.map((card) => card.orderId));
    expect(rows.map((row) => [row.status, row.carrier, row.trackingNumber]).sort()).toEqual([
      ['shipped', 'UPS', '1Z 999 AA1'],
      ['shipped', 'USPS', '9400 0000 0001'],
    ]);
    expect((await shippedMails(cards[0]!.email))[0]!.text).toContain('9400 0000 0001');
    expect((await shippedMails(cards[1]!.email))[0]!.text).toContain('1Z 999 AA1');
  });

  it('refuses a file without the header or without rows', async () => {
    const noHeader = await shipCsv('KS-AAAAAAAA,USPS,1\n');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().fields).toEqual({ 'row 1': printBatchTexts.shipmentsCsvHeader });
    const noRows = await shipCsv('order_number,carrier,tracking_number\r\n\r\n');
    expect(noRows.statusCode).toBe(422);
    expect(noRows.json().error).toBe(printBatchTexts.shipmentsCsvEmpty);
    const nul = await shipCsv('order_number,carrier,tracking_number\nKS-\u0000,USPS,1\n');
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().fields)).toEqual(['row 2']);
  });

  it('refuses a file that is not CSV at the line where it breaks, and names rows by their line in the file', async () => {
    const unclosed = await shipCsv('order_number,carrier,tracking_number\n\nKS-1,"USPS,123');
    expect(unclosed.statusCode).toBe(422);
    expect(Object.keys(unclosed.json().fields)).toEqual(['row 3']);
    // After a blank line and a quoted value over two lines (itself refused: a carrier is one
    // line), the unknown order is the file's line 5.
    const card = await approvedOrder(testApp);
    const lines = await shipCsv(
      `order_number,carrier,tracking_number\n\n${card.orderNumber},"United\nParcel",1Z1\nKS-QQQQQQQQ,USPS,9400`,
    );
    expect(lines.statusCode).toBe(422);
    expect(Object.keys(lines.json().fields)).toEqual(['row 3', 'row 5']);
    expect(lines.json().fields['row 5']).toBe(printBatchTexts.unknownOrder('KS-QQQQQQQQ'));
  });
});
