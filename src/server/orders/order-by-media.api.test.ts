import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages';
import { postJson } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { orders } from './schema';

const media = useMediaTestApp('keepsake-order-media-');

async function storedMemory(orderId: string) {
  const [order] = await media.testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { order: order!, bytes: await readFile(path.join(media.dataDir, 'media', order!.memoryKey!)) };
}

describe('an order that names its memory by media id', () => {
  it('is a JSON request with no file, and the order keeps its own copy of the upload', async () => {
    const photo = mediaFixture('sunset.jpg');
    const mediaId = await uploadMedia(media.testApp.app, media.alice, photo);
    const response = await postJson(media.testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: media.alice,
    });
    expect(response.statusCode).toBe(200);
    const { order, bytes } = await storedMemory(response.json().orderId);
    expect(bytes).toEqual(photo);
    expect(order.memoryMime).toBe('image/jpeg');
    expect(order.memoryName).toBe('sunset.jpg');
  });

  it('also works as the multipart form with orderData alone', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.png'));
    const { payload, headers } = orderRequest(orderPayload({ mediaId }), null);
    const response = await media.testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...media.alice },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedMemory(response.json().orderId)).order.memoryMime).toBe('image/png');
  });

  it('refuses a file and a media id together', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const { payload, headers } = orderRequest(orderPayload({ mediaId }));
    const response = await media.testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...media.alice },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(uploadServerMessages.oneFileOnly);
  });

  it("refuses another customer's media id as if it did not exist, and places no order", async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const before = await media.testApp.database.db.select({ id: orders.id }).from(orders);
    const response = await postJson(media.testApp.app, '/api/orders/create-with-payment', orderPayload({ mediaId }), {
      headers: media.bob,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' });
    expect(await media.testApp.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
