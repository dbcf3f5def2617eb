import { enterCard, fillShipping, signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { makeLargeVideo, type LargeVideo } from './support/large-video';
import { checkoutMessages, checkoutScreenTexts } from '../../src/shared/checkout-messages';
import { contextScreenTexts, optionsScreenTexts, uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { creationSessionKeys } from '../../src/shared/creation-session';
import { paths } from '../../src/shared/routes';

/**
 * Issue 16, the way a customer on a slow line meets it: a 40 MB video uploads in the background
 * with a progress bar while the description is written; the options page survives a reload with
 * the options and the picture; and the order names the upload by media id, with no file in it.
 */
const videoBytes = 40 * 1024 * 1024;
const MB = 1024 * 1024;

async function signIn(request: APIRequestContext, page: Page): Promise<void> {
  const email = uniqueEmail('videographer');
  await signInPages(page, await signUpCustomer(request, { email, firstName: 'Marisol', lastName: 'Vega' }));
}

const storedMediaId = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { mediaId?: string }).mediaId ?? null,
    creationSessionKeys.uploadedFile,
  );

/**
 * Chromium's own network throttling (DevTools protocol), upload side only: the bytes really go
 * slowly, so the bar really moves. Lifted with `null`.
 */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return async (bytesPerSecond: number | null) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond ?? -1,
    });
}

let video: LargeVideo;
test.beforeAll(async () => {
  video = await makeLargeVideo(videoBytes);
});
test.afterAll(async () => {
  await video?.remove();
});

test('a 40 MB video uploads with a progress bar while the description is written, survives a reload of the options, and the order carries no file', async ({
  page,
  request,
}) => {
  test.setTimeout(100_000);
  await signIn(request, page);
  // Every request that could carry the memory: writing the options, drawing the styles, ordering.
  const memoryRequests: { path: string; contentType?: string; bytes: number; mediaId?: string }[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (!['/api/generate-messages', '/api/style-previews', '/api/orders/create-with-payment'].includes(pathname))
      return;
    const contentType = sent.headers()['content-type'];
    const json = contentType === 'application/json' ? (sent.postDataJSON() as { mediaId?: string }) : {};
    memoryRequests.push({ path: pathname, contentType, bytes: sent.postDataBuffer()?.length ?? 0, ...json });
  });
  const throttle = await throttleUploads(page);
  await throttle(1.5 * MB);

  await page.goto(paths.create);
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(video.path);
  const bar = page.getByRole('progressbar', { name: uploadScreenTexts.uploading });
  await expect(bar).toBeVisible();
  // Percent and time left, in the bar's words and on screen: "12% · about 20 s left".
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+% · about \d+ (s|min) left$/, { timeout: 15_000 });
  await expect(page.getByText(/^\d+% · about \d+ (s|min) left$/)).toBeVisible();
  const percentNow = async () => Number(await bar.getAttribute('aria-valuenow'));
  const first = await percentNow();
  await expect.poll(percentNow).toBeGreaterThan(first);

  // On to the description while the upload goes on, its bar still in sight.
  await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createContext);
  const description = page.getByLabel(contextScreenTexts.descriptionLabel);
  const words = 'Mia running into the waves at Half Moon Bay, shrieking every time one caught her.';
  // Typed key by key, as a customer would, while the chunks go out.
  await description.pressSequentially(words, { delay: 10 });
  await expect(description).toHaveValue(words);
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+% · about \d+ (s|min) left$/);
  expect(await percentNow()).toBeLessThan(100);
  expect(await storedMediaId(page)).toBeNull();

  await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
  await expect(page).toHaveURL(paths.createOptions);
  // The options wait for the upload rather than send the video again, and say so with the bar.
  await expect(bar).toBeVisible();
  // The rest of the upload at full speed.
  await throttle(null);
  await expect(page.getByTestId('card-option')).toHaveCount(3, { timeout: 45_000 });
  const mediaId = await storedMediaId(page);
  expect(mediaId).toMatch(/^[0-9a-f-]{36}$/);
  // Written and drawn from the upload: the 40 MB did not travel a second time.
  const generation = memoryRequests.filter((sent) => sent.path === '/api/generate-messages');
  expect(generation).toEqual([expect.objectContaining({ contentType: 'application/json', mediaId })]);
  expect(memoryRequests.map((sent) => sent.contentType)).not.toContainEqual(expect.stringContaining('multipart'));

  // The server's short clip of the video, playing in place of a still.
  const picture = page.locator('video[aria-label="Preview of beach-day.mp4"][src^="data:video/mp4;base64,"]');
  await expect(picture).toBeVisible();
  const fronts = await page.getByTestId('card-option').locator('p.font-serif').allTextContents();
  // The reload: the video itself is gone from the tab; its key frame and clip come back from the server.
  await page.reload();
  await expect(page).toHaveURL(paths.createOptions);
  await expect(page.getByTestId('card-option')).toHaveCount(3);
  expect(await page.getByTestId('card-option').locator('p.font-serif').allTextContents()).toEqual(fronts);
  await expect(picture).toBeVisible({ timeout: 20_000 });
  // Restored, not written again.
  expect(memoryRequests.filter((sent) => sent.path === '/api/generate-messages')).toHaveLength(1);

  await page.getByTestId('card-option').nth(1).click();
  await page.getByRole('button', { name: optionsScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createCheckout);
  await fillShipping(page, {
    firstName: 'Marisol',
    lastName: 'Vega',
    email: 'marisol@example.com',
    streetAddress: '88 Cabrillo Hwy',
    city: 'Half Moon Bay',
    state: 'CA',
    zipCode: '94019',
  });
  await enterCard(page);
  const ordering = page.waitForRequest((sent) => sent.url().endsWith('/api/orders/create-with-payment'));
  await page.getByRole('button', { name: checkoutScreenTexts.completeOrder('$12.99') }).click();
  const order = await ordering;
  expect(order.headers()['content-type']).toBe('application/json');
  // The order's own words and the media id: a few kilobytes at most, nothing of the video.
  expect(order.postDataBuffer()!.length).toBeLessThan(16 * 1024);
  expect(order.postDataJSON()).toMatchObject({ mediaId });
  await expect(page).toHaveURL(paths.orderConfirmation, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();
  for (const sent of memoryRequests) {
    expect(sent, sent.path).toMatchObject({ contentType: 'application/json', mediaId });
    expect(sent.bytes, sent.path).toBeLessThan(16 * 1024);
  }
});
