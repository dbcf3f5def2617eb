import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { mediaFixture } from '../../../tests/support/generate-request';
import { useMediaTestApp } from '../../../tests/support/media-test-app';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { uploadMedia } from '../../../tests/support/upload-request';
import type { DesignView, FrontPicture } from '../../shared/api/card-design';
import { rateLimits } from '../../shared/auth-rules';
import { cardStyleLooks } from '../../shared/card-layout/card-style-looks';
import { effectiveDpi } from '../../shared/card-layout/print-checks';
import { designMessages } from '../../shared/card-design-rules';
import { uploadServerMessages } from '../../shared/creation-messages';
import { printedSubject } from '../card-renderer/card-picture';
import { fromBuffer, openSourcePicture, renderCard } from '../card-renderer/card-renderer';
import { cropSourceRect, type PictureCrop } from '../../shared/card-layout/picture-crop';
import type { CardStyleId } from '../../shared/creation-rules';
import { orders } from '../orders/schema';
import { bundledFfmpegPath } from '../media/ffmpeg-path';
import { listOutbox } from '../mail/outbox-mailer';

const media = useMediaTestApp('keepsake-front-picture-');
/** sunset.jpg is 160x120. */
const sunset = { width: 160, height: 120 };

const frontPicture = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(media.testApp.app, '/api/front-picture', body, { headers });

async function decoded(answer: FrontPicture) {
  const [header, data] = answer.image.split(',');
  expect(header).toBe('data:image/webp;base64');
  const bytes = Buffer.from(data!, 'base64');
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { bytes, width: info.width, height: info.height };
}

/** A dim, lightly textured `width` x `height` JPEG with a bright skin-toned blob centred at `at` (fractions). */
async function faceAt(width: number, height: number, at: { x: number; y: number }): Promise<Buffer> {
  const radius = Math.round(Math.min(width, height) * 0.12);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#3a4650"/>
    <ellipse cx="${at.x * width}" cy="${at.y * height}" rx="${radius}" ry="${radius * 1.3}" fill="#e8b08a"/>
    <circle cx="${at.x * width - radius * 0.4}" cy="${at.y * height - radius * 0.2}" r="${radius * 0.12}" fill="#201010"/>
    <circle cx="${at.x * width + radius * 0.4}" cy="${at.y * height - radius * 0.2}" r="${radius * 0.12}" fill="#201010"/>
    <rect x="${at.x * width - radius * 0.4}" y="${at.y * height + radius * 0.5}" width="${radius * 0.8}" height="${radius * 0.12}" fill="#a02020"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('the front picture for a finished upload', () => {
  it("answers the style's picture box at 2 px per point, drawn by the crop it returns", async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    for (const style of ['realistic', 'vintage'] as const) {
      const response = await frontPicture({ mediaId, style }, media.alice);
      expect(response.statusCode).toBe(200);
      const answer = response.json<FrontPicture>();
      const box = cardStyleLooks[style].pictureBox;
      const image = await decoded(answer);
      expect({ width: image.width, height: image.height }).toEqual({
        width: Math.ceil(box.width * 2),
        height: Math.ceil(box.height * 2),
      });
      expect(answer.picture).toEqual(sunset);
      // The picture drawn without a crop is the one its returned crop draws, byte for byte.
      const again = await frontPicture({ mediaId, style, crop: answer.crop }, media.alice);
      expect(again.json<FrontPicture>().crop).toEqual(answer.crop);
      expect((await decoded(again.json<FrontPicture>())).bytes.equals(image.bytes)).toBe(true);
    }
  });

  it("suggests the print's own subject crop for a subject off-centre in both axes", async () => {
    const style = 'realistic';
    const box = cardStyleLooks[style].pictureBox;
    const print = { width: Math.ceil((box.width * 300) / 72), height: Math.ceil((box.height * 300) / 72) };
    // A wide and a tall picture with a bright face-like blob near the top right: at zoom 1 the
    // wide one's crop can move only across, the tall one's only down, each toward the blob
    // and short of the picture's edge, so the window is the attention's pick and not a clamp.
    for (const shape of [
      { width: 4000, height: 2000, at: { x: 0.75, y: 0.25 }, expect: (x: number, y: number) => [x > 0.65, y === 0.5] },
      { width: 1200, height: 3600, at: { x: 0.75, y: 0.3 }, expect: (x: number, y: number) => [x === 0.5, y < 0.4] },
    ]) {
      const file = await faceAt(shape.width, shape.height, shape.at);
      const mediaId = await uploadMedia(media.testApp.app, media.alice, file, { filename: 'face.jpg' });
      const response = await frontPicture({ mediaId, style }, media.alice);
      expect(response.statusCode).toBe(200);
      const { crop, picture } = response.json<FrontPicture>();
      expect(picture).toEqual({ width: shape.width, height: shape.height });
      expect(crop.zoom).toBe(1);
      expect(shape.expect(crop.x, crop.y)).toEqual([true, true]);

      // The renderer's own subject crop on the whole photo cuts the window the suggestion names,
      // within a pixel of the original.
      const original = await fromBuffer(file);
      const { cover, window } = await printedSubject(original, print.width, print.height);
      const scale = { x: cover.width / original.width, y: cover.height / original.height };
      const suggested = cropSourceRect(original, print, crop);
      expect(Math.abs(suggested.x - window.left / scale.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(suggested.y - window.top / scale.y)).toBeLessThanOrEqual(1);

      // An order placed without the editor carries the same crop, found at checkout on its own
      // small copy of the picture: within a pixel of the original, at 300 dpi.
      const stored = await orderedCrop(file, style);
      expect(stored.zoom).toBe(1);
      const printed = cropSourceRect(original, print, stored);
      expect(Math.abs(printed.x - suggested.x)).toBeLessThanOrEqual(1 / scale.x);
      expect(Math.abs(printed.y - suggested.y)).toBeLessThanOrEqual(1 / scale.y);
    }
  }, 60_000);

  it("gives a video's size as the print opens it (its frame at print size), drawn from the stored key frame", async () => {
    const video = mediaFixture('sunset.mp4');
    const mediaId = await uploadMedia(media.testApp.app, media.alice, video, { filename: 'sunset.mp4' });
    const response = await frontPicture({ mediaId, style: 'realistic' }, media.alice);
    expect(response.statusCode).toBe(200);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-front-video-'));
    try {
      const file = path.join(folder, 'sunset.mp4');
      await writeFile(file, video);
      const printed = await openSourcePicture(
        { path: file, mime: 'video/mp4', kind: 'video' },
        { ffmpegPath: bundledFfmpegPath() },
      );
      expect(response.json<FrontPicture>().picture).toEqual({ width: printed.width, height: printed.height });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('cuts the asked crop: zooming in draws another picture of the same source', async () => {
    const mediaId = await uploadMedia(media.testApp.app, media.alice, mediaFixture('sunset.jpg'));
    const at = (zoom: number) =>
      frontPicture({ mediaId, style: 'realistic', crop: { x: 0.3, y: 0.6, zoom } }, media.alice);
    const [one, two] = await Promise.all([at(1), at(2)]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const wide = one.json<FrontPicture>();
    const close = two.json<FrontPicture>();
    expect(close.crop).toEqual({ x: 0.3, y: 0.6, zoom: 2 });
    expect(close.picture).toEqual(wide.picture);
    const [wideImage, closeImage] = await Promise.all([decoded(wide), decoded(close)]);
    expect(closeImage.width).toBe(wideImage.width);
    expect(closeImage.bytes.equals(wideImage.bytes)).toBe(false);
  });

  it("refuses someone else's upload, an unknown one, and anonymous callers", async () => {
    const bobs = await uploadMedia(media.testApp.app, media.bob, mediaFixture('sunset.jpg'));
    const notFound = { error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' };
    for (const mediaId of [bobs, randomUUID()]) {
      const response = await frontPicture({ mediaId, style: 'realistic' }, media.alice);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await frontPicture({ mediaId: bobs, style: 'realistic' })).statusCode).toBe(401);
  });

  it(`counts ${rateLimits.frontPicturesBurstPerUser.max} calls a minute per customer, then answers 429`, async () => {
    const { app, database } = media.testApp;
    const { token } = await signUp(app, database);
    const headers = bearer(token).headers;
    // The burst rule is the tighter one; the hour's (larger) is counted by the same call.
    expect(rateLimits.frontPicturesBurstPerUser.max).toBeLessThan(rateLimits.frontPicturesPerUser.max);
    // Unknown ids are cheap to send and still count: the limit guards the work.
    for (let call = 0; call < rateLimits.frontPicturesBurstPerUser.max; call += 1) {
      expect((await frontPicture({ mediaId: randomUUID(), style: 'realistic' }, headers)).statusCode).toBe(404);
    }
    const refused = await frontPicture({ mediaId: randomUUID(), style: 'realistic' }, headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      rateLimits.frontPicturesBurstPerUser.windowSeconds,
    );
    expect((await frontPicture({ mediaId: randomUUID(), style: 'realistic' }, media.bob)).statusCode).toBe(404);
  }, 60_000);

  it('answers 409 for an upload still arriving', async () => {
    const file = mediaFixture('sunset.jpg');
    const mediaId = await uploadMedia(media.testApp.app, media.alice, file, { sendBytes: 100 });
    const response = await frontPicture({ mediaId, style: 'realistic' }, media.alice);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(uploadServerMessages.uploadNotReady);
  });
});

/** The crop stored with an order of `file` in `style` placed without the editor's design. */
async function orderedCrop(file: Buffer, style: CardStyleId): Promise<PictureCrop> {
  const { app, database } = media.testApp;
  const { token, email } = await signUp(app, database);
  const base = orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } });
  const { payload, headers } = orderRequest(
    { ...base, checkoutData: { ...base.checkoutData, selectedCardStyle: style } },
    file,
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload,
    headers: { ...headers, ...bearer(token).headers },
  });
  expect(created.statusCode).toBe(200);
  const [row] = await database.db
    .select({ choices: orders.designChoices })
    .from(orders)
    .where(eq(orders.id, created.json<{ orderId: string }>().orderId));
  return row!.choices!.crop!;
}

/** A paid order with the sunset photo, rendered; with its owner's headers and the preview e-mail's link token. */
async function paidOrder() {
  const { app, database } = media.testApp;
  const { token, email } = await signUp(app, database);
  const auth = bearer(token);
  const { payload, headers } = orderRequest(
    orderPayload({ customerDetails: { ...orderPayload().customerDetails, email } }),
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload,
    headers: { ...headers, ...auth.headers },
  });
  expect(created.statusCode).toBe(200);
  const { orderId, clientSecret } = created.json<{ orderId: string; clientSecret: string }>();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
  expect((await postJson(app, '/api/payments/local/confirm', { clientSecret, card }, auth)).statusCode).toBe(200);
  await media.testApp.jobs.runAll(media.testApp.jobRegistry);
  const messages = await listOutbox(database.db, { to: email, limit: 20 });
  const html = messages.find((message) => /ready for your approval/.test(message.subject))!.html.replace(/&amp;/g, '&');
  const linkToken = new URL(/href="(https?:[^"]*\/approve\?token=[^"]+)"/.exec(html)![1]!).searchParams.get('token')!;
  return { orderId, auth, linkToken };
}

async function designOf(orderId: string, auth: { headers: Record<string, string> }) {
  const response = await media.testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
  expect(response.statusCode).toBe(200);
  return response.json<DesignView>();
}

describe("the front picture for a paid order's change editor", () => {
  it('answers the owner and a link holder, and refuses a wrong token and a stranger', async () => {
    const { orderId, auth, linkToken } = await paidOrder();
    const url = `/api/orders/${orderId}/design/front-picture`;
    const { app } = media.testApp;
    const owner = await postJson(app, url, { style: 'watercolor' }, auth);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<FrontPicture>().picture).toEqual(sunset);
    const crop = { x: 0.5, y: 0.5, zoom: 1.5 };
    const linked = await postJson(app, url, { style: 'sketch', crop, token: linkToken });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<FrontPicture>().crop).toEqual(crop);
    const box = cardStyleLooks.sketch.pictureBox;
    expect(await decoded(linked.json<FrontPicture>())).toMatchObject({
      width: Math.ceil(box.width * 2),
      height: Math.ceil(box.height * 2),
    });

    const forged = await postJson(app, url, { style: 'sketch', token: `${linkToken.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: designMessages.linkInvalid, code: 'FORBIDDEN' });
    expect((await postJson(app, url, { style: 'sketch' })).statusCode).toBe(401);
    expect((await postJson(app, url, { style: 'sketch' }, { headers: media.bob })).statusCode).toBe(404);
  });

  it("gives the design view the print's picture size and a drawable copy of the picture", async () => {
    const { orderId, auth } = await paidOrder();
    const view = await designOf(orderId, auth);
    // Placed without the editor: the crop is the picture's subject, found at checkout.
    expect(view).toMatchObject({ crop: { zoom: 1 }, textScale: null, picture: sunset });
    const picture = await media.testApp.app.inject({ method: 'GET', url: view.memoryUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject(sunset);
  });
});

describe('a change request from the editor', () => {
  it('stores its crop and text sizes on the new revision, and the print is cut by that crop', async () => {
    const { orderId, auth } = await paidOrder();
    const before = await designOf(orderId, auth);
    const crop = { x: 0.25, y: 0.5, zoom: 2.5 };
    const textScale = { inside: 0.6 };
    const change = { ...before.texts, style: before.style, crop, textScale };
    const changed = await postJson(media.testApp.app, `/api/orders/${orderId}/design/change`, change, auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<DesignView>()).toMatchObject({ crop, textScale });
    await media.testApp.jobs.runAll(media.testApp.jobRegistry);

    const after = await designOf(orderId, auth);
    expect(after).toMatchObject({ revision: 2, crop, textScale, picture: sunset });
    // The render judged the zoomed crop: its dpi is the shared check's for this crop, not the cover's.
    const box = cardStyleLooks[before.style].pictureBox;
    expect(after.effectiveDpi).toBe(effectiveDpi(sunset, box, crop));
    expect(after.effectiveDpi).toBeLessThan(before.effectiveDpi!);
    expect(after.checks).toContainEqual(expect.objectContaining({ code: 'low-resolution', dpi: after.effectiveDpi }));
    // Its front page is the renderer's drawing of this very crop and size, and not of the centred one.
    const front = after.pages.find((page) => page.name === 'front')!;
    const printed = (await media.testApp.app.inject({ method: 'GET', url: front.url })).rawPayload;
    const design = { ...after.texts, style: after.style, textScale };
    const render = async (at: typeof crop) =>
      (await renderCard({ ...design, crop: at }, await fromBuffer(mediaFixture('sunset.jpg')), 'test')).previews.front;
    expect(printed.equals(await render(crop))).toBe(true);
    expect(printed.equals(await render({ ...crop, x: 0.75 }))).toBe(false);

    // A later change that names neither keeps them.
    const again = { ...after.texts, style: after.style, inside: 'Still the best.' };
    expect((await postJson(media.testApp.app, `/api/orders/${orderId}/design/change`, again, auth)).statusCode).toBe(
      200,
    );
    expect(await designOf(orderId, auth)).toMatchObject({ crop, textScale });
  });
});
