import path from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { enterCard, fillShipping, signInPages, signUpCustomer, uniqueEmail } from './support/customer';
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
  const email = uniqueEmail('axe');
  await signInPages(page, await signUpCustomer(request, { email, firstName: 'Noor', lastName: 'Haddad' }));
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
  // The editor, too: its pages, text fields, sliders and the picture's keyboard control.
  await expect(
    page
      .getByTestId('card-editor')
      .getByRole('img', { name: /^Front: / })
      .getByTestId('front-picture-treated'),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, paths.createOptions);
  await page.getByRole('button', { name: optionsScreenTexts.continue }).click();

  await expect(page).toHaveURL(paths.createCheckout);
  await expect(page.getByRole('heading', { level: 1, name: checkoutScreenTexts.title })).toBeVisible();
  // The front's picture as the server treats it for the chosen style and crop...
  await expect(page.getByTestId('order-summary').getByTestId('front-picture-treated')).toBeVisible({
    timeout: 30_000,
  });
  // ...and all four pages drawn in the browser from the card's own fonts.
  await expect(page.getByTestId('order-summary').locator('[role="img"] > svg')).toHaveCount(4, { timeout: 20_000 });
  await expectNoSeriousViolations(page, paths.createCheckout);
  await fillShipping(page, {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: email,
    streetAddress: '12 Harbor Lane',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
  });
  await enterCard(page);
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
