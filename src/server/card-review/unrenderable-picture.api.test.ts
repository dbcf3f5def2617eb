import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designMessages } from '../../shared/card-design-rules';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { multipartBody, orderPayload, orderRequest } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { orders } from '../orders/schema';
import { cardDesigns } from '../db/schema-cards';
import { jobNames } from '../jobs/jobs';
import { listOutbox } from '../mail/outbox-mailer';
import { createLocalMediaStore } from '../media/local-media-store';
import type { MediaStore } from '../media/media-store';

let now = new Date('2026-11-23T10:00:00Z');
const clock = { now: () => now };
let testApp: TestApp;
let mediaRoot: string;
let mediaStore: MediaStore;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(os.tmpdir(), 'keepsake-test-media-'));
  mediaStore = createLocalMediaStore(mediaRoot);
  testApp = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin@keepsake.test' }, deps: { mediaStore } });
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(async () => {
  await testApp.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const runJobs = () => testApp.jobs.runAll(testApp.jobRegistry);
const runSweep = () => testApp.jobRegistry.handlers.get(jobNames.cardReminders)!({});
const badMp4 = () => Buffer.concat([mediaFixture('sunset.mp4').subarray(0, 32), randomBytes(4000)]);

async function ordersOf(email: string) {
  const [row] = await testApp.database.db.select({ n: count() }).from(orders).where(eq(orders.email, email));
  return row!.n;
}

describe('checkout decodes the memory before an order exists', () => {
  it.each([
    ['a truncated JPEG', mediaFixture('damaged.jpg'), 422, uploadServerMessages.unreadableMedia],
    [
      'a JPEG cut after its header',
      mediaFixture('sunset.jpg').subarray(0, 400),
      422,
      uploadServerMessages.unreadableMedia,
    ],
    ['an MP4 header and noise', badMp4(), 422, uploadServerMessages.unreadableMedia],
    ['a pixel bomb', mediaFixture('pixel-bomb.png'), 413, uploadServerMessages.tooManyPixels],
  ] as const)('%s is refused and no order is made', async (_label, file, status, message) => {
    const customer = await testCustomer(testApp);
    const email = customer.email;
    const { payload, headers } = orderRequest(
      orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } }),
      file,
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, authorization: `Bearer ${customer.token}` },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message, code: expect.any(String) });
    expect(await ordersOf(email)).toBe(0);
  });
});

describe('a paid order whose stored memory cannot be rendered', () => {
  it('is marked failed, e-mails the customer once, is not re-queued, and renders again from a new picture', async () => {
    const customer = await testCustomer(testApp);
    const email = customer.email;
    const placed = await customer.order(
      orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } }),
    );
    // The memory was fine at checkout; the stored copy is damaged since (a disk fault, an old order).
    const damagedKey = await mediaStore.put(Readable.from(mediaFixture('damaged.jpg')), 'image/jpeg');
    await testApp.database.db.update(orders).set({ memoryKey: damagedKey }).where(eq(orders.id, placed.orderId));
    await customer.pay(placed.clientSecret!);
    await runJobs();

    const [design] = await testApp.database.db
      .select()
      .from(cardDesigns)
      .where(eq(cardDesigns.orderId, placed.orderId));
    expect(design!.status).toBe('failed');

    const view = (await customer.get(`/api/orders/${placed.orderId}/design`)).json();
    expect(view).toMatchObject({ pictureFailed: true, pages: [] });
    const adminView = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderId}/design`,
      ...admin,
    });
    expect(adminView.json()).toMatchObject({ pictureFailed: true });

    const mails = await listOutbox(testApp.database.db, { to: email, limit: 20 });
    const failure = mails.filter((mail) => mail.subject.includes('new picture'));
    expect(failure).toHaveLength(1);
    expect(failure[0]!.text).toContain(designMessages.pictureUnreadable);
    expect(failure[0]!.text).toContain(`/account/orders/${placed.orderId}`);

    // Sweeps long after: nothing is queued again, and no second e-mail.
    for (let sweep = 0; sweep < 3; sweep += 1) {
      now = new Date(now.getTime() + 60 * 60 * 1000);
      await runSweep();
    }
    expect(testApp.jobs.pending.filter((job) => job.name === jobNames.cardRender)).toEqual([]);
    await runJobs();
    expect((await listOutbox(testApp.database.db, { to: email, limit: 20 })).length).toBe(mails.length);

    // Someone else cannot replace it; a picture that does not decode is refused; a good one renders.
    const stranger = await testCustomer(testApp);
    const upload = (file: Buffer, auth: string) => {
      const { payload, headers } = multipartBody([
        { name: 'memory', filename: 'new.jpg', contentType: 'image/jpeg', content: file },
      ]);
      return testApp.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.orderId}/design/picture`,
        payload,
        headers: { ...headers, authorization: `Bearer ${auth}` },
      });
    };
    expect((await upload(mediaFixture('sunset.jpg'), stranger.token)).statusCode).toBe(404);
    const cut = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/design/picture`,
      payload: Buffer.concat([
        Buffer.from('--XX\r\nContent-Disposition: form-data; name="memory"; filename="a.jpg"\r\n\r\n'),
        mediaFixture('sunset.jpg').subarray(0, 300),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=XX', authorization: `Bearer ${customer.token}` },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ error: uploadServerMessages.incompleteUpload, code: expect.any(String) });
    const refused = await upload(mediaFixture('damaged.jpg'), customer.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: uploadServerMessages.unreadableMedia, code: expect.any(String) });

    // The failed picture's crop placed that picture; the new one is cut at its own subject.
    const oldChoices = { crop: { x: 0.1, y: 0.9, zoom: 2 }, textScale: { inside: 0.8 } };
    await testApp.database.db
      .update(cardDesigns)
      .set({ designChoices: oldChoices })
      .where(eq(cardDesigns.orderId, placed.orderId));
    const replaced = await upload(mediaFixture('sunset.jpg'), customer.token);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ pictureFailed: false, rendering: true });
    const [reopened] = await testApp.database.db
      .select()
      .from(cardDesigns)
      .where(eq(cardDesigns.orderId, placed.orderId));
    expect(reopened!.designChoices).toEqual({
      crop: { x: expect.any(Number), y: expect.any(Number), zoom: 1 },
      textScale: oldChoices.textScale,
    });
    await runJobs();
    const ready = (await customer.get(`/api/orders/${placed.orderId}/design`)).json();
    expect(ready).toMatchObject({ pictureFailed: false, state: 'awaiting_approval', revision: 1 });
    expect(ready.pages).toHaveLength(4);
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.memoryKey).not.toBe(damagedKey);
    await expect(mediaStore.open(damagedKey)).rejects.toMatchObject({ statusCode: 404 });
    const subjects = (await listOutbox(testApp.database.db, { to: email, limit: 20 })).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('ready for your approval'))).toBe(true);

    // Once it renders, the picture cannot be swapped again this way.
    expect((await upload(mediaFixture('sunset.jpg'), customer.token)).statusCode).toBe(409);
    const designs = await testApp.database.db
      .select()
      .from(cardDesigns)
      .where(and(eq(cardDesigns.orderId, placed.orderId), eq(cardDesigns.status, 'ready')));
    expect(designs).toHaveLength(1);
  });
});
