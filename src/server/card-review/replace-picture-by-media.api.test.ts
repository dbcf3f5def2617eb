import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designMessages } from '../../shared/card-design-rules';
import { uploadServerMessages } from '../../shared/creation-messages';
import { postJson } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { multipartBody, orderPayload, orderRequest } from '../../../tests/support/order-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import { orders } from '../orders/schema';
import { mediaUploads } from '../media/schema';

const media = useMediaTestApp('keepsake-replace-picture-');
const mediaFile = (key: string) => path.join(media.dataDir, 'media', key);

async function orderRow(orderId: string) {
  const [order] = await media.testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

/** A paid order of `headers`' customer whose stored picture is damaged since checkout, so its card failed. */
async function failedOrder(headers: Record<string, string>): Promise<{ orderId: string; damagedKey: string }> {
  const { app } = media.testApp;
  const { payload, headers: form } = orderRequest(orderPayload());
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload,
    headers: { ...form, ...headers },
  });
  const { orderId, clientSecret } = placed.json<{ orderId: string; clientSecret: string }>();
  const damagedKey = (await orderRow(orderId)).memoryKey!;
  await writeFile(mediaFile(damagedKey), mediaFixture('damaged.jpg'));
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
  expect((await postJson(app, '/api/payments/local/confirm', { clientSecret, card }, { headers })).statusCode).toBe(
    200,
  );
  await media.testApp.jobs.runAll(media.testApp.jobRegistry);
  expect((await design(orderId, headers)).pictureFailed).toBe(true);
  return { orderId, damagedKey };
}

async function design(orderId: string, headers: Record<string, string>) {
  const response = await media.testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, headers });
  return response.json<{ pictureFailed: boolean; state: string; pages: unknown[] }>();
}

const replaceByMedia = (orderId: string, mediaId: unknown, headers: Record<string, string>) =>
  postJson(media.testApp.app, `/api/orders/${orderId}/design/picture`, { mediaId }, { headers });

function replaceByFile(orderId: string, file: Buffer, headers: Record<string, string>) {
  const { payload, headers: form } = multipartBody([
    { name: 'memory', filename: 'new.jpg', contentType: 'image/jpeg', content: file },
  ]);
  return media.testApp.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/design/picture`,
    payload,
    headers: { ...form, ...headers },
  });
}

describe('a new picture for a failed card, named by its media id', () => {
  it("refuses another customer's upload with the same 404 as a made-up id, and still waits for a picture", async () => {
    const { orderId } = await failedOrder(media.alice);
    const bobs = await uploadMedia(media.testApp.app, media.bob, mediaFixture('sunset.jpg'));
    const notFound = { error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' };
    for (const mediaId of [bobs, randomUUID(), 'not-an-id', 42]) {
      const response = await replaceByMedia(orderId, mediaId, media.alice);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await design(orderId, media.alice)).pictureFailed).toBe(true);
  });

  it('refuses an upload that is still arriving with a 409', async () => {
    const { orderId } = await failedOrder(media.alice);
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'), { sendBytes: 100 });
    const response = await replaceByMedia(orderId, mediaId, media.alice);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(uploadServerMessages.uploadNotReady);
  });

  it("gives a picture that does not decode the multipart form's status and words", async () => {
    const { orderId } = await failedOrder(media.alice);
    const byFile = await replaceByFile(orderId, mediaFixture('damaged.jpg'), media.alice);
    expect(byFile.statusCode).toBe(422);
    // The upload decodes it as it completes and refuses it in the same words; its id is then gone.
    await expect(uploadMedia(media.testApp.app, media.alice, mediaFixture('damaged.jpg'))).rejects.toThrow(
      byFile.json().error,
    );
    // A finished upload whose stored file stopped decoding (a disk fault) is refused as the file is.
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const [upload] = await media.testApp.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
    await writeFile(mediaFile(upload!.storageKey!), mediaFixture('damaged.jpg'));
    const byMedia = await replaceByMedia(orderId, mediaId, media.alice);
    expect(byMedia.statusCode).toBe(422);
    expect(byMedia.json()).toEqual(byFile.json());
    expect((await design(orderId, media.alice)).pictureFailed).toBe(true);
  });

  it('replaces the memory with a copy of the upload and renders the card again, once', async () => {
    const { orderId, damagedKey } = await failedOrder(media.alice);
    const photo = mediaFixture('sunset.png');
    const mediaId = await uploadMedia(media.testApp.app, media.alice, photo, { filename: 'beach.png' });
    const response = await replaceByMedia(orderId, mediaId, media.alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pictureFailed: false, rendering: true });

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ memoryMime: 'image/png', memoryName: 'beach.png', memorySize: photo.length });
    expect(await readFile(mediaFile(order.memoryKey!))).toEqual(photo);
    await expect(readFile(mediaFile(damagedKey))).rejects.toMatchObject({ code: 'ENOENT' });

    await media.testApp.jobs.runAll(media.testApp.jobRegistry);
    const ready = await design(orderId, media.alice);
    expect(ready).toMatchObject({ pictureFailed: false, state: 'awaiting_approval' });
    expect(ready.pages).toHaveLength(4);
    const again = await replaceByMedia(orderId, mediaId, media.alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(designMessages.pictureNotNeeded);
  });

  it('still takes the file itself as multipart, recorded the same way', async () => {
    const { orderId } = await failedOrder(media.alice);
    const photo = mediaFixture('sunset.jpg');
    const response = await replaceByFile(orderId, photo, media.alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pictureFailed: false, rendering: true });
    expect(await orderRow(orderId)).toMatchObject({
      memoryMime: 'image/jpeg',
      memoryName: 'new.jpg',
      memorySize: photo.length,
    });
    await media.testApp.jobs.runAll(media.testApp.jobRegistry);
    expect(await design(orderId, media.alice)).toMatchObject({ pictureFailed: false, state: 'awaiting_approval' });
  });
});
