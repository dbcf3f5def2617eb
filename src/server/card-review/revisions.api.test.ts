import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { designMessages } from '../../shared/card-design-rules';
import { listOutbox } from '../mail/outbox-mailer';

const clock = { now: () => new Date('2026-11-02T10:00:00Z') };
let testApp: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const visa = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const runJobs = () => testApp.jobs.runAll(testApp.jobRegistry);
const change = { front: 'For my favourite sister', inside: 'New words inside.', back: 'Love, Sam', style: 'sketch' };

/** Signs up, orders the watercolor card 'To the best sister', pays, and runs the jobs that follow. */
async function paidOrder() {
  const { token, email } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const { payload, headers } = orderRequest(
    orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } }),
  );
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload,
    headers: { ...headers, ...auth.headers },
  });
  const { orderId, clientSecret } = created.json();
  expect(
    (await postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card: visa }, auth)).statusCode,
  ).toBe(200);
  await runJobs();
  return { orderId: orderId as string, email, auth };
}

/** The preview e-mails, newest first, with their approve token and picture URLs. */
async function previewMails(email: string) {
  const messages = await listOutbox(testApp.database.db, { to: email, limit: 20 });
  return messages
    .filter((message) => /ready for your approval/.test(message.subject))
    .map((message) => {
      const html = message.html.replace(/&amp;/g, '&');
      const approve = new URL(/href="(https?:[^"]*\/approve\?token=[^"]+)"/.exec(html)![1]!);
      const images = [...html.matchAll(/<img[^>]+src="([^"]*\/api\/email-images\/[^"]+)"/g)].map((m) => m[1]!);
      return { token: approve.searchParams.get('token')!, images };
    });
}

const designWith = (orderId: string, token: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design?token=${encodeURIComponent(token)}` });

describe('a change asked through the e-mail link', () => {
  it('hands the page a link for the new preview, which can approve it once it is ready', async () => {
    const { orderId, email } = await paidOrder();
    const [first] = await previewMails(email);
    const asked = await postJson(testApp.app, `/api/orders/${orderId}/design/change`, {
      token: first!.token,
      ...change,
    });
    expect(asked.statusCode).toBe(200);
    const { nextToken } = asked.json();
    expect(nextToken).toEqual(expect.any(String));
    expect(asked.json()).toMatchObject({ state: 'rendering', linkReplaced: false, canApprove: false });

    await runJobs();
    const ready = await designWith(orderId, nextToken);
    expect(ready.json()).toMatchObject({
      revision: 2,
      texts: { front: change.front },
      linkReplaced: false,
      canApprove: true,
      canRequestChange: true,
      nextToken: null,
    });
    const approved = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token: nextToken });
    expect(approved.json()).toMatchObject({ state: 'approved', orderStatus: 'processing' });
  });

  it('gives no new link to the signed-in owner, who needs none', async () => {
    const { orderId, auth } = await paidOrder();
    const asked = await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    expect(asked.json()).toMatchObject({ state: 'rendering', nextToken: null });
  });
});

describe("an older preview's link", () => {
  it('says it was replaced and offers no action, until the card is approved', async () => {
    const { orderId, email, auth } = await paidOrder();
    const [first] = await previewMails(email);
    await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    await runJobs();

    const old = await designWith(orderId, first!.token);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ linkReplaced: true, canApprove: false, canRequestChange: false });
    const refused = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token: first!.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(designMessages.staleLink);

    const [newest] = await previewMails(email);
    expect((await designWith(orderId, newest!.token)).json()).toMatchObject({ linkReplaced: false, canApprove: true });
    await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, {}, auth);
    // Approved, the page says so whatever link opened it.
    expect((await designWith(orderId, first!.token)).json()).toMatchObject({ linkReplaced: false, state: 'approved' });
  });
});

describe('after a change, every view of the order shows the latest revision', () => {
  const latest = { cardStyle: 'sketch', front: change.front, inside: change.inside, back: change.back };

  it("in the customer's order list and order page, and the admin's order", async () => {
    const { orderId, auth } = await paidOrder();
    await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    // At once, while the new preview is still being made: it is what the customer asked for.
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/user/orders/${orderId}`, ...auth });
    expect(detail.json().order).toMatchObject(latest);
    await runJobs();
    const list = await testApp.app.inject({ method: 'GET', url: '/api/user/orders', ...auth });
    expect(list.json().orders.find((order: { id: string }) => order.id === orderId)).toMatchObject(latest);
    const adminView = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, ...admin });
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().order).toMatchObject(latest);
  });

  it('shows what was ordered when nothing changed', async () => {
    const { orderId, auth } = await paidOrder();
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/user/orders/${orderId}`, ...auth });
    expect(detail.json().order).toMatchObject({ cardStyle: 'watercolor', front: 'To the best sister' });
  });

  it('in the new preview e-mail and the print PDF', async () => {
    const { orderId, email, auth } = await paidOrder();
    await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    await runJobs();
    const [newest] = await previewMails(email);
    expect(newest!.images).toHaveLength(4);
    for (const src of newest!.images) expect(new URL(src).pathname).toContain(`/${orderId}/2/`);

    const view = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
    const pdf = await testApp.app.inject({ method: 'GET', url: view.json().pdfUrl });
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(change.inside);
    expect(text).not.toContain('To the best sister');
  });
});
