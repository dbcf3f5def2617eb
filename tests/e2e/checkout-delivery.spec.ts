import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { enterCard, signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type Page } from './support/test';
import { addressBookScreenTexts } from '../../src/shared/address-book-texts';
import { arriveByTexts } from '../../src/shared/arrive-by-texts';
import { checkoutMessages, checkoutScreenTexts } from '../../src/shared/checkout-messages';
import { transitFor } from '../../src/shared/delivery/delivery-rules';
import { deliveryScreenTexts } from '../../src/shared/delivery-texts';
import { cardPriceCents, formatUsd, shippingOptions } from '../../src/shared/pricing';
import { paths } from '../../src/shared/routes';

/**
 * Issue 19 at checkout: a card sent straight to someone in another country, saved to the
 * address book on the way. Each test signs up its own customer and puts the creation flow's
 * session items in place itself, as checkout.spec.ts does.
 */

// The app's Content-Security-Policy admits same-origin scripts only; axe is injected inline.
test.use({ bypassCSP: true });

const photo = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg'));

async function startAtCheckout(page: Page, token: string) {
  await signInPages(page, token);
  await page.addInitScript(
    ({ photoUrl, size }) => {
      window.sessionStorage.setItem(
        'uploadedFile',
        JSON.stringify({
          name: 'sunset.jpg',
          type: 'image/jpeg',
          size,
          data: photoUrl,
          timestamp: Date.now(),
          dataUrl: true,
          isLargeFile: false,
          useGlobalFile: false,
          isMobileUpload: false,
          requiresReupload: false,
        }),
      );
      window.sessionStorage.setItem(
        'contextData',
        JSON.stringify({ selectedTone: 'sentimental', memoryDescription: 'Our trip to the beach at sunset' }),
      );
      window.sessionStorage.setItem(
        'checkoutData',
        JSON.stringify({
          selectedOption: 0,
          selectedCardStyle: 'watercolor',
          cardOptions: [{ front: 'Happy birthday, Jane', inside: 'Sunsets are better with you.', back: 'Love, Ada' }],
        }),
      );
    },
    { photoUrl: `data:image/jpeg;base64,${photo.toString('base64')}`, size: photo.length },
  );
  await page.goto(paths.createCheckout);
  // A first visit loads the checkout's seventy-odd chunks and fonts: under CI's load that took
  // past the default 10 s once (the page still said "Loading page"), so it gets longer.
  await expect(page.getByRole('heading', { level: 1, name: checkoutScreenTexts.title })).toBeVisible({
    timeout: 30_000,
  });
}

/** Someone else in London: their name on the envelope, the UK's own fields. */
async function fillJaneInLondon(page: Page) {
  await expect(page.getByLabel(checkoutScreenTexts.fields.firstName)).toHaveValue('Ada');
  await page.getByRole('radio', { name: deliveryScreenTexts.sendToSomeoneElse }).check();
  const recipient = page.getByTestId('recipient-fields');
  await recipient.getByLabel('Country').selectOption('GB');
  await recipient.getByLabel(deliveryScreenTexts.recipientName).fill('Jane Smith');
  await recipient.getByLabel('Street address').fill('10 Downing Street');
  await recipient.getByLabel('Town/City').fill('London');
  await recipient.getByLabel('Postcode').fill('sw1a 2aa');
  await recipient.getByLabel(addressBookScreenTexts.phone).fill('+44 20 7946 0000');
  await recipient.getByRole('checkbox', { name: deliveryScreenTexts.saveRecipient }).check();
  await recipient.getByLabel(addressBookScreenTexts.relation).fill('Sister');
}

test('sends a card to someone in the UK, saves them, and finds them in the address book', async ({ page, request }) => {
  test.slow();
  const token = await signUpCustomer(request, {
    email: uniqueEmail('send-to-them'),
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await startAtCheckout(page, token);
  await fillJaneInLondon(page);

  // The buyer's own address is not asked for; the UK's transit times are shown, express offered.
  await expect(page.getByLabel(checkoutScreenTexts.fields.zipCode)).toHaveCount(0);
  await expect(page.getByText(arriveByTexts.transit(transitFor('GB', 'standard')!), { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(shippingOptions.express.name) }).check();
  const total = formatUsd(cardPriceCents + shippingOptions.express.priceCents);
  await expectNoSeriousViolations(page, 'checkout sending to someone else');

  await enterCard(page, '4242 4242 4242 4242');
  const placed = page.waitForResponse((response) => response.url().includes('/api/orders/create-with-payment'));
  await page.getByRole('button', { name: checkoutScreenTexts.completeOrder(total) }).click();
  // The server takes the order to the UK address (its refusal, if any, is the failure's message).
  const answer = await placed;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(page).toHaveURL(paths.orderConfirmation, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();

  await page.goto(paths.accountAddresses);
  const jane = page.getByTestId('recipient');
  await expect(jane).toHaveCount(1);
  await expect(jane).toContainText('Jane Smith');
  await expect(jane).toContainText('Sister');
  await expect(jane.locator('address')).toHaveText(/10 Downing Street\s*LONDON\s*SW1A 2AA\s*UNITED KINGDOM/);
});

test('at 390 px the choice and the recipient’s fields fit the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signUpCustomer(request, {
    email: uniqueEmail('send-to-them-small'),
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await startAtCheckout(page, token);
  await fillJaneInLondon(page);
  const section = page.getByRole('region', { name: checkoutScreenTexts.customerInformation });
  await section.getByLabel(arriveByTexts.fieldLabel).fill('2027-02-14');
  await expect(section.getByTestId('arrive-by-verdict')).toBeVisible();

  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The sticky site header would otherwise cover part of the stitched element screenshot.
  await section.screenshot({
    path: test.info().outputPath('checkout-delivery-390.png'),
    style: 'header { visibility: hidden; }',
  });
});
