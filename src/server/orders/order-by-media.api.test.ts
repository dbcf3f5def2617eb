import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { uploadMedia } from '../../../tests/support/upload-request';
import { orders } from './schema';

let testApp: TestApp;
let dataDir: string;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-order-media-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = bearer((await signUp(testApp.app, testApp.database)).token).headers;
  bob = bearer((await signUp(testApp.app, testApp.database)).token).headers;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedMemory(orderId: string) {
  const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { order: order!, bytes: await readFile(path.join(dataDir, 'media', order!.memoryKey!)) };
}

describe('an order that names its memory by media id', () => {
  it('is a JSON request with no file, and the order keeps its own copy of the upload', async () => {
    const photo = mediaFixture('sunset.jpg');
    const mediaId = await uploadMedia(testApp.app, alice, photo);
    const response = await postJson(testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: alice,
    });
    expect(response.statusCode).toBe(200);
    const { order, bytes } = await storedMemory(response.json().orderId);
    expect(bytes).toEqual(photo);
    expect(order.memoryMime).toBe('image/jpeg');
    expect(order.memoryName).toBe('sunset.jpg');
  });

  it('also works as the multipart form with orderData alone', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.png'));
    const { payload, headers } = orderRequest(orderPayload({ mediaId }), null);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...alice },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedMemory(response.json().orderId)).order.memoryMime).toBe('image/png');
  });

  it('refuses a file and a media id together', async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const { payload, headers } = orderRequest(orderPayload({ mediaId }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...alice },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(uploadServerMessages.oneFileOnly);
  });

  it("refuses another customer's media id as if it did not exist, and places no order", async () => {
    const mediaId = await uploadMedia(testApp.app, alice, mediaFixture('sunset.jpg'));
    const before = await testApp.database.db.select({ id: orders.id }).from(orders);
    const response = await postJson(testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: bob,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
    expect(await testApp.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
