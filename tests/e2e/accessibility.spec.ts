import path from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { designScreenTexts } from '../../src/shared/card-design-texts';
import { checkoutMessages, checkoutScreenTexts } from '../../src/shared/checkout-messages';
import { contextScreenTexts, optionsScreenTexts, uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { paths } from '../../src/shared/routes';

/**
 * axe-core on the pages a paying customer reads most closely: the written options, checkout and
 * the order confirmation, on a desktop and on a 390 px phone. A real customer walks there, so
 * every page is checked as it really renders, drawn fronts and all.
 */
const photo = path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg');

async function signIn(request: APIRequestContext, page: Page): Promise<string> {
  const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
      code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', {
    data: { email, firstName: 'Noor', lastName: 'Haddad' },
  });
  expect(completed.ok()).toBe(true);
  const { token } = (await completed.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
  return email;
}

async function walkToConfirmation(page: Page, request: APIRequestContext) {
  const email = await signIn(request, page);
  await page.goto(paths.create);
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(photo);
  await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createContext);
  await page.getByLabel(contextScreenTexts.descriptionLabel).fill('Watching the sun go down over the bay with Mum.');
  await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();

  await expect(page).toHaveURL(paths.createOptions);
  await expect(page.getByTestId('card-option')).toHaveCount(3, { timeout: 20_000 });
  await page.getByTestId('card-option').nth(0).click();
  // Checked once the server has drawn the style tiles, the page as the customer settles on it.
  await expect(page.getByText(designScreenTexts.stylePreviewsHint)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, paths.createOptions);
  await page.getByRole('button', { name: optionsScreenTexts.continue }).click();

  await expect(page).toHaveURL(paths.createCheckout);
  await expect(page.getByRole('heading', { level: 1, name: checkoutScreenTexts.title })).toBeVisible();
  await expect(page.getByTestId('order-summary').locator('img[src^="data:image/webp"]')).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousViolations(page, paths.createCheckout);
  await page.getByLabel(checkoutScreenTexts.fields.firstName).fill('Noor');
  await page.getByLabel(checkoutScreenTexts.fields.lastName).fill('Haddad');
  await page.getByLabel(checkoutScreenTexts.fields.email).fill(email);
  await page.getByLabel(checkoutScreenTexts.fields.streetAddress).fill('12 Harbor Lane');
  await page.getByLabel(checkoutScreenTexts.fields.city).fill('Portland');
  await page.getByLabel(checkoutScreenTexts.fields.state).selectOption('ME');
  await page.getByLabel(checkoutScreenTexts.fields.zipCode).fill('04101');
  await page.getByLabel(checkoutScreenTexts.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(checkoutScreenTexts.cardExpiry).fill('12 / 34');
  await page.getByLabel(checkoutScreenTexts.cardCvc).fill('123');
  await page.getByRole('button', { name: checkoutScreenTexts.completeOrder('$12.99') }).click();

  await expect(page).toHaveURL(paths.orderConfirmation, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.orderConfirmedTitle })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^KS-/);
  await expectNoSeriousViolations(page, paths.orderConfirmation);
}

// The app's Content-Security-Policy admits same-origin scripts only; axe is injected inline.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

test('no serious axe violation on options, checkout and confirmation on a desktop', async ({ page, request }) => {
  await walkToConfirmation(page, request);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no serious axe violation on options, checkout and confirmation at 390 px', async ({ page, request }) => {
    await walkToConfirmation(page, request);
  });
});
