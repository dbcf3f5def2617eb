import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/account-messages';
import { cancelRenewalTexts } from '../../shared/reminder-texts';
import { jobNames } from '../jobs/jobs';
import { startPgBoss } from '../jobs/pg-boss-runner';
import { createLogger } from '../logger';
import { testCustomer } from '../../../tests/support/purchases';
import { uniqueIp } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
const day = 86_400_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const runJob = (name: string) => testApp.jobRegistry.handlers.get(name)!({});
/** The paid order's own jobs first (its design render), then the hourly notice sweep. */
const runNotices = () =>
  testApp.jobs
    .runAll(testApp.jobRegistry, (job) => job.name !== jobNames.orderPaid)
    .then(() => runJob(jobNames.renewalNotices));

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The customer's renewal notices, newest first, read as any test or script reads the dev mailbox. */
async function notices(email: string): Promise<Mail[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  return (response.json().messages as Mail[]).filter((mail) => mail.subject.includes(' renews on '));
}

/** A link of the e-mail's HTML, as the path and query a browser would request. */
function linkIn(mail: Mail, pathname: string): string {
  const href = mail.html.match(
    new RegExp(`href="(https?://[^"]*${pathname.replace(/\//g, '\\/')}\\?token=[^"]+)"`),
  )?.[1];
  if (!href) throw new Error(`no ${pathname} link in ${mail.subject}`);
  const url = new URL(href.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

/** The cancel page's API: its token, sent to the preview (GET) or the cancel (POST) endpoint. */
function renewalApi(cancelPage: string, method: 'GET' | 'POST') {
  const search = new URL(cancelPage, 'http://keepsake.test').search;
  const url = method === 'GET' ? `/api/plan/renewal${search}` : `/api/plan/renewal/cancel${search}`;
  return testApp.app.inject({ method, url, remoteAddress: uniqueIp() });
}

/** A customer with an Essential plan bought now (one of its 5 cards used by the order), renewing a year on. */
async function planHolder() {
  const customer = await testCustomer(testApp);
  await customer.buyPlanWithCard('essential');
  const renewalDate = new Date((await customer.get('/api/user/subscription')).json().renewalDate as string);
  return { customer, renewalDate };
}

describe("an annual plan's renewal notice", () => {
  it('goes out 14 days before renewal (not 15), once however often the job runs, with the date, amount, cards and links', async () => {
    const { customer, renewalDate } = await planHolder();

    now = renewalDate.getTime() - 15 * day;
    await runNotices();
    expect(await notices(customer.email)).toHaveLength(0);

    now = renewalDate.getTime() - 14 * day;
    await Promise.all([runNotices(), runNotices()]);
    now += 3600_000;
    await runNotices();
    const sent = await notices(customer.email);
    expect(sent).toHaveLength(1);
    const [notice] = sent as [Mail];
    expect(notice.subject).toBe('Your Keepsake Essential Plan renews on Nov 23, 2027, 10:00 AM');
    expect(notice.text).toContain('Your Essential Plan renews on Nov 23, 2027, 10:00 AM');
    expect(notice.text).toContain('$57.00');
    expect(notice.text).toContain('You have 4 cards left');
    expect(notice.text).toContain('Unsubscribe from reminders');
    expect(linkIn(notice, '/plan/cancel-renewal')).toMatch(/^\/plan\/cancel-renewal\?token=/);
    expect(linkIn(notice, '/reminders/unsubscribe')).toMatch(/^\/reminders\/unsubscribe\?token=/);
    expect(notice.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/keepsake\.test\/api\/reminders\/unsubscribe\?token=.+>$/,
    );
    expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('comes once per renewal: again before the next year, never after the one-click unsubscribe', async () => {
    const { customer, renewalDate } = await planHolder();
    const other = await planHolder();
    now = renewalDate.getTime() - 14 * day;
    await runNotices();
    // The year renews; each customer gets the next year's notice 14 days before it.
    now = renewalDate.getTime() + 60_000;
    await runJob(jobNames.renewPlans);
    now = renewalDate.getTime() + 351 * day;
    await runNotices();
    expect(await notices(customer.email)).toHaveLength(2);

    // The mail client's one-click unsubscribe, from the headers of the newest notice.
    const [latest] = (await notices(other.customer.email)) as [Mail];
    const postUrl = new URL(latest.headers['List-Unsubscribe']!.slice(1, -1));
    const unsubscribed = await testApp.app.inject({
      method: 'POST',
      url: postUrl.pathname + postUrl.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: uniqueIp(),
    });
    expect(unsubscribed.statusCode).toBe(200);
    const before = (await notices(other.customer.email)).length;

    now = renewalDate.getTime() + 366 * day;
    await runJob(jobNames.renewPlans);
    now = renewalDate.getTime() + 366 * day + 351 * day;
    await runNotices();
    expect(await notices(other.customer.email)).toHaveLength(before);
    expect(await notices(customer.email)).toHaveLength(3);
  });

  it('is not sent for a plan already set to end', async () => {
    const { customer, renewalDate } = await planHolder();
    expect((await customer.post('/api/subscription/cancel')).statusCode).toBe(200);
    now = renewalDate.getTime() - 14 * day;
    await runNotices();
    expect(await notices(customer.email)).toHaveLength(0);
  });
});

describe("the notice's cancel link", () => {
  it('cancels the renewal only on the POST, and a second press answers the same', async () => {
    const { customer, renewalDate } = await planHolder();
    now = renewalDate.getTime() - 14 * day;
    await runNotices();
    const [notice] = (await notices(customer.email)) as [Mail];
    const page = linkIn(notice, '/plan/cancel-renewal');

    const preview = await renewalApi(page, 'GET');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      plan: 'essential',
      renewalDate: renewalDate.toISOString(),
      priceCents: 5700,
      cancelAtPeriodEnd: false,
    });
    await customer.logInAgain();
    expect((await customer.get('/api/user/billing')).json().subscription.cancelAtPeriodEnd).toBe(false);

    const cancelled = await renewalApi(page, 'POST');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      message: accountMessages.subscriptionCancelled.description,
      renewalDate: renewalDate.toISOString(),
    });
    expect((await customer.get('/api/user/billing')).json().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await renewalApi(page, 'POST')).statusCode).toBe(200);

    // At the period's end the plan ends instead of renewing.
    now = renewalDate.getTime() + 60_000;
    await runJob(jobNames.renewPlans);
    await customer.logInAgain();
    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    const stale = await renewalApi(page, 'POST');
    expect(stale.statusCode).toBe(410);
    expect(stale.json().error).toBe(cancelRenewalTexts.staleLink);
  });

  it('refuses a forged or borrowed token with a clear 400 and cancels nothing', async () => {
    const { customer, renewalDate } = await planHolder();
    now = renewalDate.getTime() - 14 * day;
    await runNotices();
    const [notice] = (await notices(customer.email)) as [Mail];
    const token = new URL(linkIn(notice, '/plan/cancel-renewal'), 'http://keepsake.test').searchParams.get('token')!;
    const unsubscribeToken = new URL(notice.headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
    const forged = [`${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`, unsubscribeToken, '', 'not-a-token'];
    for (const bad of forged) {
      const response = await renewalApi(`/plan/cancel-renewal?token=${encodeURIComponent(bad)}`, 'POST');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ error: cancelRenewalTexts.invalidLink, code: 'BAD_REQUEST' });
    }
    await customer.logInAgain();
    expect((await customer.get('/api/user/billing')).json().subscription.cancelAtPeriodEnd).toBe(false);
  });
});

describe('on the real job runner (pg-boss)', () => {
  it('sends one notice when the job is queued twice', async () => {
    const { customer, renewalDate } = await planHolder();
    now = renewalDate.getTime() - 14 * day;
    await testApp.jobs.runAll(testApp.jobRegistry, (job) => job.name !== jobNames.orderPaid);
    const runner = await startPgBoss(testApp.database, createLogger({ logLevel: 'silent' }));
    try {
      await runner.work(testApp.jobRegistry);
      await runner.send(jobNames.renewalNotices, {});
      await runner.send(jobNames.renewalNotices, {});
      const deadline = Date.now() + 20_000;
      while ((await notices(customer.email)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Both queued runs have had their turn (pg-boss polls every 2 s).
      await new Promise((resolve) => setTimeout(resolve, 5000));
    } finally {
      await runner.stop();
    }
    expect(await notices(customer.email)).toHaveLength(1);
  }, 60_000);
});
