import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { multipartBody, orderPayload, orderRequest, samplePhoto } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { approvalNotes, designMessages } from '../../shared/card-design-rules';
import { orderHistory } from '../orders/orders';
import { orders } from '../orders/schema';
import { cardChangeRequests } from '../db/schema-cards';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from '../mail/outbox-mailer';
import { designSummaries } from './design-summaries';

let now = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => now };
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const visa = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const runJobs = () => testApp.jobs.runAll(testApp.jobRegistry);
const runReminders = () => testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});

/** Signs up, orders a card with the sunset photo, pays, and runs the jobs that follow payment. */
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
  expect(created.statusCode).toBe(200);
  const { orderId, clientSecret } = created.json();
  const paid = await postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card: visa }, auth);
  expect(paid.statusCode).toBe(200);
  await runJobs();
  return { orderId: orderId as string, email, auth };
}

function links(html: string) {
  const decoded = html.replace(/&amp;/g, '&');
  const approve = /href="(https?:[^"]*\/approve\?token=[^"]+)"/.exec(decoded)?.[1];
  const change = /href="(https?:[^"]*\/change\?token=[^"]+)"/.exec(decoded)?.[1];
  const images = [...decoded.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  if (!approve || !change) throw new Error('no review links in the e-mail');
  return { approve: new URL(approve), change: new URL(change), images };
}

async function previewMail(email: string, subject = /ready for your approval/) {
  const messages = await listOutbox(testApp.database.db, { to: email, limit: 20 });
  const mail = messages.find((message) => subject.test(message.subject));
  if (!mail) throw new Error(`no preview e-mail for ${email}: ${messages.map((m) => m.subject).join(' | ')}`);
  return { mail, ...links(mail.html) };
}

const tokenOf = (url: URL) => url.searchParams.get('token')!;
const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('the preview e-mail after payment', () => {
  it('carries the four pages as images and links that open the design', async () => {
    const { orderId, email } = await paidOrder();
    const { images, approve, mail } = await previewMail(email);
    expect(mail.subject).toMatch(/^Your Keepsake card KS-\w+ is ready for your approval$/);
    const pageImages = images.filter((src) => src.includes('/api/email-images/'));
    expect(pageImages).toHaveLength(4);
    for (const src of pageImages) {
      const image = await testApp.app.inject({ method: 'GET', url: relative(src) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
    expect(approve.pathname).toBe(`/orders/${orderId}/approve`);

    const view = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/design?token=${encodeURIComponent(tokenOf(approve))}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      state: 'awaiting_approval',
      revision: 1,
      style: 'watercolor',
      texts: { front: 'To the best sister' },
      canApprove: true,
      canRequestChange: true,
      changeRounds: { used: 0, max: 3, left: 3 },
      pdfUrl: null,
    });
    expect(view.json().pages).toHaveLength(4);
  });

  it('refuses a file URL whose signature does not match', async () => {
    const { orderId, auth } = await paidOrder();
    const view = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
    const front = (view.json().pages as { url: string }[]).find((page) => page.url.includes('front.webp'))!;
    const forged = front.url.replace('front.webp', 'card.pdf');
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});

describe('approving', () => {
  it('moves the order to processing through the link, once', async () => {
    const { orderId, email } = await paidOrder();
    const token = tokenOf((await previewMail(email)).approve);
    const approved = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', orderStatus: 'processing', canApprove: false });
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('processing');
    // The admin's history says who released it to print, and how.
    expect(await orderHistory(testApp.database.db, orderId)).toMatchObject([
      { action: 'status', fromValue: 'pending', toValue: 'processing', actorEmail: email, note: approvalNotes.link },
    ]);

    const again = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: designMessages.linkUsed, code: expect.any(String) });
  });

  it('refuses an expired link', async () => {
    const { orderId, email } = await paidOrder();
    const token = tokenOf((await previewMail(email)).approve);
    const start = now;
    now = new Date(start.getTime() + 15 * 24 * 3600 * 1000);
    try {
      const late = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ error: designMessages.linkExpired, code: expect.any(String) });
    } finally {
      now = start;
    }
  });

  it("refuses another customer's order, with their link or signed in", async () => {
    const alice = await paidOrder();
    const bob = await paidOrder();
    const bobsToken = tokenOf((await previewMail(bob.email)).approve);
    const withBobsLink = await postJson(testApp.app, `/api/orders/${alice.orderId}/design/approve`, {
      token: bobsToken,
    });
    expect(withBobsLink.statusCode).toBe(403);
    expect(withBobsLink.json()).toEqual({ error: designMessages.linkInvalid, code: expect.any(String) });
    const tampered = `${bobsToken.slice(0, -2)}xx`;
    expect(
      (await postJson(testApp.app, `/api/orders/${bob.orderId}/design/approve`, { token: tampered })).statusCode,
    ).toBe(403);
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${alice.orderId}/design`,
      ...bob.auth,
    });
    expect(signedIn.statusCode).toBe(404);
    const approveAsBob = await postJson(testApp.app, `/api/orders/${alice.orderId}/design/approve`, {}, bob.auth);
    expect(approveAsBob.statusCode).toBe(404);
    const anonymous = await postJson(testApp.app, `/api/orders/${alice.orderId}/design/approve`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('works for the signed-in owner from their account, with the print PDF', async () => {
    const { orderId, auth } = await paidOrder();
    const view = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
    expect(view.statusCode).toBe(200);
    // The app's own pages get same-origin paths (the e-mails, full addresses).
    expect(view.json().pdfUrl).toMatch(/^\/api\/card-files\//);
    const pdf = await testApp.app.inject({ method: 'GET', url: view.json().pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const approved = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, {}, auth);
    expect(approved.json()).toMatchObject({ state: 'approved', orderStatus: 'processing' });
  });
});

describe('requesting a change', () => {
  const change = { front: 'For my favourite sister', inside: 'New words inside.', back: 'Love, Sam', style: 'sketch' };

  it('records the request, renders a new preview and mails it with fresh links; the old link is spent', async () => {
    const { orderId, email } = await paidOrder();
    const first = await previewMail(email);
    const token = tokenOf(first.change);
    const asked = await postJson(testApp.app, `/api/orders/${orderId}/design/change`, {
      token,
      ...change,
      note: 'Pencil please',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      state: 'rendering',
      rendering: true,
      revision: 1,
      changeRounds: { used: 1, left: 2 },
    });

    await runJobs();
    const messages = await listOutbox(testApp.database.db, { to: email, limit: 20 });
    const previews = messages.filter((message) => /ready for your approval/.test(message.subject));
    expect(previews).toHaveLength(2);
    const second = links(previews[0]!.html);
    expect(tokenOf(second.approve)).not.toBe(token);

    const view = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/design?token=${encodeURIComponent(tokenOf(second.approve))}`,
    });
    const { style: _style, ...texts } = change;
    expect(view.json()).toMatchObject({ state: 'awaiting_approval', revision: 2, style: 'sketch', texts });
    expect(view.json().changeRequests).toEqual([
      expect.objectContaining({ fromRevision: 1, toRevision: 2, note: 'Pencil please', via: 'link' }),
    ]);
    const [request] = await testApp.database.db
      .select()
      .from(cardChangeRequests)
      .where(eq(cardChangeRequests.orderId, orderId));
    expect(request).toMatchObject({ style: 'sketch', front: change.front });
    const summary = (await designSummaries(testApp.database.db, [orderId])).get(orderId);
    expect(summary).toMatchObject({
      state: 'awaiting_approval',
      currentRevision: 2,
      changeRounds: 1,
      lastChange: { style: 'sketch', note: 'Pencil please' },
    });

    const reused = await postJson(testApp.app, `/api/orders/${orderId}/design/approve`, { token });
    expect(reused.statusCode).toBe(410);
  });

  it('allows three rounds, then asks the customer to approve', async () => {
    const { orderId, auth } = await paidOrder();
    for (let round = 1; round <= 3; round += 1) {
      const asked = await postJson(
        testApp.app,
        `/api/orders/${orderId}/design/change`,
        { ...change, front: `Round ${round}` },
        auth,
      );
      expect(asked.statusCode).toBe(200);
      const busy = await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
      expect(busy.statusCode).toBe(409);
      await runJobs();
    }
    const fourth = await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: designMessages.noRoundsLeft, code: expect.any(String) });
    const view = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
    expect(view.json()).toMatchObject({
      revision: 4,
      canRequestChange: false,
      canApprove: true,
      texts: { front: 'Round 3' },
    });
  });

  it('refuses blank texts', async () => {
    const { orderId, auth } = await paidOrder();
    const blank = await postJson(
      testApp.app,
      `/api/orders/${orderId}/design/change`,
      { ...change, inside: '   ' },
      auth,
    );
    expect(blank.statusCode).toBe(400);
  });
});

describe('the reminder', () => {
  it('is sent once, 48 hours after a preview nobody answered', async () => {
    const { email } = await paidOrder();
    const reminders = async () =>
      (await listOutbox(testApp.database.db, { to: email, limit: 20 })).filter((message) =>
        /^Reminder/.test(message.subject),
      );
    await runReminders();
    expect(await reminders()).toHaveLength(0);
    const start = now;
    now = new Date(start.getTime() + 49 * 3600 * 1000);
    try {
      await runReminders();
      await runReminders();
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(links(sent[0]!.html).images.filter((src) => src.includes('/api/email-images/'))).toHaveLength(4);
    } finally {
      now = start;
      await runJobs();
    }
  });
});

describe('style previews for the options page', () => {
  it('shows the customer picture in every style', async () => {
    const { token } = await signUp(testApp.app, testApp.database);
    const { payload, headers } = multipartBody([
      { name: 'memory', filename: 'sunset.jpg', contentType: 'image/jpeg', content: samplePhoto },
      { name: 'front', value: 'Happy birthday' },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/style-previews',
      payload,
      headers: { ...headers, ...bearer(token).headers },
    });
    expect(response.statusCode).toBe(200);
    const { previews } = response.json();
    expect(previews.map((preview: { style: string }) => preview.style)).toEqual([
      'realistic',
      'watercolor',
      'sketch',
      'vintage',
    ]);
    for (const preview of previews) expect(preview.image).toMatch(/^data:image\/webp;base64,/);
  });

  it('needs a signed-in customer', async () => {
    const { payload, headers } = multipartBody([
      { name: 'memory', filename: 'sunset.jpg', contentType: 'image/jpeg', content: samplePhoto },
    ]);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/style-previews', payload, headers });
    expect(response.statusCode).toBe(401);
  });
});
