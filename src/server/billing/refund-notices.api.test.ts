import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber } from '../../shared/format-date';
import { refundEmailTexts, refundReasonWords } from '../../shared/refund-texts';
import { bearer, signUp } from '../../../tests/support/auth';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../mail/outbox-mailer';
import { orders } from '../orders/schema';
import { creditNotes } from './schema';

let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
const hours = (count: number) => count * 3_600_000;

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const refund = (orderId: string, amountCents?: number) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    payload: amountCents === undefined ? {} : { amountCents },
    ...admin,
  });

/** The customer's refund e-mails, newest first. */
async function refundMails(email: string) {
  const mails = await listOutbox(testApp.database.db, { to: email, limit: 20 });
  return mails.filter((mail) => mail.subject.includes('refund'));
}

/** The credit note link in an e-mail, as a path the test app answers. */
function creditNoteLink(mail: { html: string }): string {
  const match = /href="http:\/\/keepsake\.test(\/api\/user\/credit-notes\/[^"]+)"/.exec(mail.html);
  expect(match).not.toBeNull();
  return match![1]!.replace(/&amp;/g, '&');
}

async function pdfText(response: { rawPayload: Buffer }): Promise<string> {
  return (await pdfPageTexts(response.rawPayload)).join('\n');
}

describe('a refunded order', () => {
  it('e-mails each refund, turns the invoice partially refunded then refunded, and gives a credit note for each', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));

    now += hours(1);
    expect((await refund(orderId, 500)).statusCode).toBe(200);

    const [first] = await refundMails(customer.email);
    expect(first!.subject).toBe(refundEmailTexts.subject(order!.orderNumber));
    expect(first!.text).toContain('$5.00');
    expect(first!.text).toContain('partial refund');
    expect(first!.text).toContain(refundReasonWords.admin);
    expect(first!.text).toContain('5-10 business days');
    expect(first!.html).toContain(`http://keepsake.test/account/orders/${orderId}`);

    const billing = (await customer.get('/api/user/billing')).json();
    const invoice = billing.invoices[0];
    expect(invoice.status).toBe('partially_refunded');
    expect(invoice.creditNotes).toEqual([
      {
        id: expect.any(String),
        created: '2026-11-23T11:00:00.000Z',
        amountCents: 500,
        reason: 'admin',
        pdfUrl: expect.any(String),
      },
    ]);
    const invoicePdf = await pdfText(await testApp.app.inject({ method: 'GET', url: invoice.invoicePdf }));
    expect(invoicePdf).toContain('Status PARTIALLY REFUNDED');
    expect(invoicePdf).toContain('Refunded Nov 23, 2026');
    expect(invoicePdf).toContain('-$5.00');
    expect(invoicePdf).toContain('$7.99');

    const detail = (await customer.get(`/api/user/orders/${orderId}`)).json();
    expect(detail.order.refunds).toEqual([
      { amountCents: 500, createdAt: '2026-11-23T11:00:00.000Z', reason: 'admin' },
    ]);

    // The credit note: its owner, the e-mail's signed link and the billing page's link open it.
    const noteId = invoice.creditNotes[0].id as string;
    const own = await customer.get(`/api/user/credit-notes/${noteId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain(`keepsake-credit-note-${invoiceNumber(noteId)}.pdf`);
    const noteText = await pdfText(own);
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain(`Credit note ${invoiceNumber(noteId)}`);
    expect(noteText).toContain(`Credits invoice ${invoiceNumber(invoice.id)}`);
    expect(noteText).toContain('-$5.00');
    expect(noteText).toContain('A refund from our team');
    const byMail = await testApp.app.inject({ method: 'GET', url: creditNoteLink(first!) });
    expect(byMail.statusCode).toBe(200);
    expect(await pdfText(byMail)).toContain(`Credit note ${invoiceNumber(noteId)}`);
    expect((await testApp.app.inject({ method: 'GET', url: invoice.creditNotes[0].pdfUrl })).statusCode).toBe(200);

    now += hours(24);
    expect((await refund(orderId)).statusCode).toBe(200);

    const mails = await refundMails(customer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('$7.99');
    expect(mails[0]!.text).toContain('everything you paid for');
    const after = (await customer.get('/api/user/billing')).json();
    const refunded = after.invoices.find((bill: { id: string }) => bill.id === invoice.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.creditNotes.map((note: { amountCents: number }) => note.amountCents)).toEqual([500, 799]);
    const fullPdf = await pdfText(await testApp.app.inject({ method: 'GET', url: refunded.invoicePdf }));
    expect(fullPdf).toContain('Status REFUNDED');
    expect(fullPdf).not.toContain('PARTIALLY');
    expect(fullPdf).toContain('Refunded Nov 24, 2026');
    expect(fullPdf).toContain('$0.00');
  });

  it('opens a credit note only for its owner or with an untouched signed link', async () => {
    const owner = await testCustomer(testApp);
    const stranger = await testCustomer(testApp);
    const { orderId } = await owner.buyCard();
    expect((await refund(orderId, 300)).statusCode).toBe(200);
    const [mail] = await refundMails(owner.email);
    const link = creditNoteLink(mail!);
    const path = link.split('?')[0]!;

    expect((await stranger.get(path)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: link.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(
      401,
    );
    // An invoice's signature does not open a credit note, nor one note's link another note.
    const otherId = '00000000-0000-4000-8000-000000000000';
    expect(
      (await testApp.app.inject({ method: 'GET', url: link.replace(path, `/api/user/credit-notes/${otherId}`) }))
        .statusCode,
    ).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: `${path}?exp=1&sig=x` })).statusCode).toBe(401);
    expect((await owner.get('/api/user/credit-notes/not-a-uuid')).statusCode).toBe(400);
  });

  it('still sends one credit note per refund when two partial refunds arrive at once', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const answers = await Promise.all([refund(orderId, 600), refund(orderId, 600)]);
    const succeeded = answers.filter((answer) => answer.statusCode === 200).length;

    const invoice = (await customer.get('/api/user/billing')).json().invoices[0];
    const notes = await testApp.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(succeeded);
    expect(notes.reduce((sum, note) => sum + note.amountCents, 0)).toBe(600 * succeeded);
    expect(await refundMails(customer.email)).toHaveLength(succeeded);
  });
});

describe('a refunded plan', () => {
  it('writes a credit note and e-mails the customer', async () => {
    const customer = await testCustomer(testApp);
    const started = await customer.post('/api/subscriptions/create', { plan: 'essential', totalPrice: '57.00' });
    expect((await customer.pay(started.json().clientSecret)).statusCode).toBe(200);

    const refunded = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/plan-refunds',
      payload: { email: customer.email, amountCents: 2000 },
      ...admin,
    });
    expect(refunded.statusCode).toBe(200);

    const [mail] = await refundMails(customer.email);
    expect(mail!.subject).toBe(refundEmailTexts.subject('your Essential Plan'));
    expect(mail!.text).toContain('$20.00');
    const billing = (await customer.get('/api/user/billing')).json();
    expect(billing.invoices[0]).toMatchObject({
      status: 'partially_refunded',
      creditNotes: [{ amountCents: 2000, reason: 'admin' }],
    });
    expect((await testApp.app.inject({ method: 'GET', url: creditNoteLink(mail!) })).statusCode).toBe(200);
  });
});
