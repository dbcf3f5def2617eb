import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStatus } from '../../../tests/support/after-sale';
import { bearer, signUp } from '../../../tests/support/auth';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { trackingUrl } from '../../shared/tracking';
import { listOutbox } from '../mail/outbox-mailer';

let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

async function shippedMail(email: string) {
  const mails = await listOutbox(testApp.database.db, { to: email, limit: 20 });
  const mail = mails.find((message) => message.subject.includes('is on its way'));
  if (!mail) throw new Error('no shipped e-mail');
  return { ...mail, html: mail.html.replace(/&amp;/g, '&') };
}

describe('the shipped e-mail and the order page', () => {
  it("names the carrier and number, links to the carrier's tracking page and to the order itself", async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    const shipped = await moveStatus(testApp, admin, orderId, {
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z 999',
    });
    expect(shipped.statusCode).toBe(200);

    const mail = await shippedMail(customer.email);
    expect(mail.text).toContain('It travels with UPS, tracking number 1Z 999.');
    expect(mail.text).toContain('Track your card');
    expect(mail.html).toContain(`href="${trackingUrl('UPS', '1Z999')}"`);
    expect(mail.html).toContain(`href="http://keepsake.test/account/orders/${orderId}"`);

    const page = (await customer.get(`/api/user/orders/${orderId}`)).json();
    expect(page.order.progress).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z 999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
    });
  });

  it('links to the order page alone when the carrier is unknown', async () => {
    const customer = await testCustomer(testApp);
    const { orderId } = await customer.buyCard();
    await moveStatus(testApp, admin, orderId, { status: 'shipped', carrier: 'Pigeon', trackingNumber: 'P1' });
    const mail = await shippedMail(customer.email);
    expect(mail.text).not.toContain('Track your card');
    expect(mail.html).toContain(`href="http://keepsake.test/account/orders/${orderId}"`);
  });
});
