import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { enterCard, fillShipping, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { checkoutScreenTexts } from '../../src/shared/checkout-messages';
import { contextScreenTexts, optionsScreenTexts, uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { creationSessionKeys } from '../../src/shared/creation-session';
import { paths } from '../../src/shared/routes';

/**
 * The memory uploads in the background (tus) as soon as it is chosen; generation then names it
 * by media id and sends no file. Signed out at first: the upload belongs to the browser's client
 * key until the customer signs in, and the first signed-in request claims it.
 */
const signUpToken = (request: APIRequestContext) =>
  signUpCustomer(request, { email: uniqueEmail('uploader'), firstName: 'Lu', lastName: 'Ng' });

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'media');

const storedMediaId = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { mediaId?: string }).mediaId,
    creationSessionKeys.uploadedFile,
  );

test('a chosen photo uploads in the background with a progress bar; generation and the order send only its media id', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Noise does not compress: a photo of about 2 MB, so the bar has something to show.
  const raw = randomBytes(1000 * 800 * 3);
  const photo = await sharp(raw, { raw: { width: 1000, height: 800, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();

  await page.goto(paths.create);
  // The first chunk's connection drops (as on a phone going through a tunnel): the upload asks
  // the server where it stopped (HEAD) and goes on, without anyone doing anything.
  const methods: string[] = [];
  let dropped = false;
  await page.route('**/api/uploads/*', async (route) => {
    methods.push(route.request().method());
    if (route.request().method() === 'PATCH' && !dropped) {
      dropped = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page
    .getByLabel(uploadScreenTexts.fileInputLabel)
    .setInputFiles({ name: 'noise.jpg', mimeType: 'image/jpeg', buffer: photo });
  const bar = page.getByRole('progressbar', { name: uploadScreenTexts.uploading });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^(\d+% · .+|Uploaded)$/);
  await expect(page.getByText(uploadScreenTexts.uploaded, { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(methods).toEqual(['PATCH', 'HEAD', 'PATCH']);
  await expect.poll(() => storedMediaId(page)).toMatch(/^[0-9a-f-]{36}$/);
  const mediaId = await storedMediaId(page);

  // Signing in in this tab (as /auth/verify would), then on to describe it.
  const token = await signUpToken(request);
  await page.evaluate((value) => window.localStorage.setItem('keepsake.authToken', value), token);
  await page.goto(paths.createContext);
  await page
    .getByLabel(contextScreenTexts.descriptionLabel)
    .fill('Our first morning in the new flat, boxes everywhere.');
  const generation = page.waitForRequest((sent) => sent.url().endsWith('/api/generate-messages'));
  await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
  const sent = await generation;
  expect(sent.headers()['content-type']).toBe('application/json');
  expect(sent.postDataJSON()).toMatchObject({ mediaId });
  await expect(page.getByTestId('card-option')).toHaveCount(3, { timeout: 20_000 });

  // Checkout: the order request carries the media id and no file.
  await page.getByTestId('card-option').nth(0).click();
  await page.getByRole('button', { name: optionsScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createCheckout);
  await fillShipping(page, {
    firstName: 'Lu',
    lastName: 'Ng',
    email: 'lu@example.com',
    streetAddress: '12 Harbor Lane',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
  });
  await enterCard(page);
  const ordering = page.waitForRequest((sent) => sent.url().endsWith('/api/orders/create-with-payment'));
  await page.getByRole('button', { name: checkoutScreenTexts.completeOrder('$12.99') }).click();
  const order = await ordering;
  expect(order.headers()['content-type']).toBe('application/json');
  expect(order.postDataJSON()).toMatchObject({ mediaId });
  await expect(page).toHaveURL(paths.orderConfirmation, { timeout: 20_000 });
});

test("a chosen video plays the server's short clip once it has uploaded, and again after a reload", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(paths.create);
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles({
    name: 'beach.mp4',
    mimeType: 'video/mp4',
    buffer: await readFile(path.join(fixtures, 'sunset.mp4')),
  });
  await expect(page.getByText(uploadScreenTexts.uploaded, { exact: true })).toBeVisible({ timeout: 30_000 });
  const clip = page.locator('video[aria-label="Preview of beach.mp4"]');
  const playing = () =>
    clip.evaluate((video: HTMLVideoElement) => ({
      src: video.src.slice(0, 22),
      muted: video.muted,
      decoded: video.readyState >= 2 && video.error === null && video.videoWidth > 0,
    }));
  await expect
    .poll(playing, { timeout: 15_000 })
    .toEqual({ src: 'data:video/mp4;base64,', muted: true, decoded: true });

  // The file is gone from the tab; the clip comes back from the media id.
  await page.reload();
  await expect
    .poll(playing, { timeout: 15_000 })
    .toEqual({ src: 'data:video/mp4;base64,', muted: true, decoded: true });
});
