import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { designScreenTexts } from '../../src/shared/card-design-texts';
import { uploadLimits } from '../../src/shared/creation-rules';
import { contextScreenTexts, optionsScreenTexts, uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { creationSessionKeys } from '../../src/shared/creation-session';
import { paths } from '../../src/shared/routes';

/**
 * Issue 16: a refresh after the upload restores the tab. The photo is past the old 4 MB "large"
 * threshold, so only its record (name, size, media id) survives a reload; the picture comes back
 * from the server by its media id, and the options, choice and style from session storage.
 */
async function signIn(request: APIRequestContext, page: Page): Promise<void> {
  const email = uniqueEmail('restorer');
  await signInPages(page, await signUpCustomer(request, { email, firstName: 'Rosa', lastName: 'Diaz' }));
}

const storedMediaId = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { mediaId?: string }).mediaId ?? null,
    creationSessionKeys.uploadedFile,
  );

const optionCards = (page: Page) => page.getByTestId('card-option');
const fronts = (page: Page) => optionCards(page).locator('p.font-serif').allTextContents();

test('a reload of the options page keeps the picture, the options and the choice, then goes on to checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(request, page);
  // Noise does not compress: a real photo past the old 4 MB threshold.
  const noise = randomBytes(1300 * 1100 * 3);
  const big = {
    name: 'big-moment.png',
    mimeType: 'image/png',
    buffer: await sharp(noise, { raw: { width: 1300, height: 1100, channels: 3 } })
      .png()
      .toBuffer(),
  };
  expect(big.buffer.length).toBeGreaterThan(uploadLimits.sessionStorageThresholdBytes);

  await page.goto(paths.create);
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(big);
  await expect(page.getByText(uploadScreenTexts.uploaded, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => storedMediaId(page)).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createContext);
  // A reload while describing it: the picture comes back from the server too.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Preview of big-moment.png' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(contextScreenTexts.descriptionLabel).fill('Grandpa teaching Leo to fish off the dock.');
  await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
  await expect(page).toHaveURL(paths.createOptions);
  await expect(optionCards(page)).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: optionsScreenTexts.loadMore }).click();
  await expect(optionCards(page)).toHaveCount(6, { timeout: 30_000 });
  const before = await fronts(page);

  await optionCards(page).nth(4).click();
  await expect(page.getByRole('radio', { name: 'Option 5' })).toBeChecked();
  const watercolor = page.getByRole('radio', { name: 'Watercolor' });
  await page.locator('label').filter({ has: watercolor }).click();
  await expect(watercolor).toBeChecked();

  // The reload: nothing is written again, nothing is asked for again.
  const generations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/generate-messages')) generations.push(sent.url());
  });
  await page.reload();
  await expect(page).toHaveURL(paths.createOptions);
  await expect(page.getByRole('img', { name: 'Preview of big-moment.png' })).toBeVisible({ timeout: 20_000 });
  await expect(optionCards(page)).toHaveCount(6);
  expect(await fronts(page)).toEqual(before);
  await expect(page.getByRole('radio', { name: 'Option 5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Watercolor' })).toBeChecked();
  // Load More was spent before the reload, and still is.
  await expect(page.getByRole('button', { name: optionsScreenTexts.loadMore })).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(generations).toEqual([]);

  await page.getByRole('button', { name: optionsScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createCheckout);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), creationSessionKeys.checkoutData)).toContain(
    '"selectedOption":4',
  );
  // Checkout after a reload still draws the chosen front from the restored picture.
  await page.reload();
  await expect(page).toHaveURL(paths.createCheckout);
  await expect(
    page
      .getByRole('img', { name: designScreenTexts.pageImageName('Front', before[4]!) })
      .getByTestId('front-picture-treated'),
  ).toHaveAttribute('href', /^data:image\//, { timeout: 20_000 });
});
