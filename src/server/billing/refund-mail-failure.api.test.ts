import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Mailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { creditNotes, invoices } from './schema';

let outbox: Mailer | undefined;
/** A mail server that is down for refund e-mails only; the rest (sign-in codes) reach the outbox. */
const refusingMailer: Mailer = {
  kind: 'smtp',
  send: (message) =>
    message.subject.includes('refund') ? Promise.reject(new Error('SMTP unavailable')) : outbox!.send(message),
  close: () => Promise.resolve(),
};

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: 'admin@keepsake.test' }, deps: { mailer: refusingMailer } });
  outbox = createOutboxMailer(testApp.database.db, testApp.app.log);
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

describe('a refund whose e-mail cannot be sent', () => {
  it('still gives the money back, with its credit note', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();

    const refunded = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      payload: {},
      ...admin,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.paymentStatus).toBe('refunded');

    const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.refundedCents).toBe(invoice!.totalCents);
    const notes = await testApp.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(notes).toHaveLength(1);
    expect((await customer.get('/api/user/billing')).json().invoices[0].status).toBe('refunded');
  });
});
