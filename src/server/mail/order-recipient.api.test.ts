import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail } from '../../../tests/support/auth';
import { orderPayload } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from './outbox-mailer';

/**
 * The e-mails about an order carry links that approve its design or change it, so they go to
 * the address the account proved, never to the free-text address typed at checkout (anyone
 * could have Keepsake mail their own text to a stranger).
 */
let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const subjects = async (to: string) =>
  (await listOutbox(testApp.database.db, { to, limit: 50 })).map((message) => message.subject).reverse();

describe('the recipient of order e-mails', () => {
  it('is the account address, whatever address was typed at checkout', async () => {
    const customer = await testCustomer(testApp);
    const typed = uniqueEmail('stranger');
    const { orderId } = await customer.buyCard({
      customerDetails: { ...orderPayload().customerDetails, email: typed },
    });
    await testApp.jobs.runAll(testApp.jobRegistry);

    now = new Date(now.getTime() + 49 * 3600 * 1000);
    await testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
    for (const status of ['shipped', 'delivered']) {
      const changed = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        payload: { status },
        ...admin,
      });
      expect(changed.statusCode).toBe(200);
    }

    expect(await subjects(typed)).toEqual([]);
    expect(await subjects(customer.email)).toEqual([
      expect.stringMatching(/verification code/),
      expect.stringMatching(/^Your Keepsake order KS-\w+ is confirmed$/),
      expect.stringMatching(/^Your Keepsake card KS-\w+ is ready for your approval$/),
      expect.stringMatching(/^Reminder: your Keepsake card KS-\w+ is waiting for your approval$/),
      expect.stringMatching(/is on its way$/),
      expect.stringMatching(/was delivered$/),
    ]);
  });
});
