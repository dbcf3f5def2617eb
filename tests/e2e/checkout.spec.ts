import { readFileSync } from 'node:fs';
import path from 'node:path';
import { enterCard, fillShipping } from './support/customer';
import { expectDrawnLines } from './support/card-editor';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  checkoutMessages,
  checkoutScreenTexts,
  confirmationScreenTexts,
  paymentScreenTexts,
} from '../../src/shared/checkout-messages';
import { subscribeScreenTexts } from '../../src/shared/account-screen-texts';
import { designScreenTexts } from '../../src/shared/card-design-texts';
import { paths } from '../../src/shared/routes';
import { layoutCard } from '../../src/server/card-renderer/card-layout';

/**
 * Checkout and payment, end to end against the local test processor. Each test signs up its own
 * customer through the API (codes read from the development mailbox) and puts the creation
 * flow's session items in place itself, so checkout is tested without the creation screens.
 */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface MailMessage {
  subject: string;
  text: string;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

async function signUp(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailbox(request, email)).map((message) => message.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', {
    data: { email, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(completed.ok()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

const photo = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg'));
const cardOptions = [
  { front: 'Sunsets with you', inside: 'Every golden hour reminds me of our beach days.', back: 'Love, Sam' },
  {
    front: 'To the best sister',
    inside: 'You make every sunset brighter, every long drive shorter, and every ordinary Tuesday a small holiday.',
    back: 'Always, Sam',
  },
];

/** The session items the creation screens leave behind, and the signed-in token, on every load. */
async function startAtCheckout(page: Page, token: string) {
  await page.addInitScript(
    ({ token, photoUrl, size, options }) => {
      window.localStorage.setItem('keepsake.authToken', token);
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
        JSON.stringify({ selectedOption: 1, selectedCardStyle: 'watercolor', cardOptions: options }),
      );
    },
    {
      token,
      photoUrl: `data:image/jpeg;base64,${photo.toString('base64')}`,
      size: photo.length,
      options: cardOptions,
    },
  );
  await page.goto(paths.createCheckout);
  await expect(page.getByRole('heading', { level: 1, name: checkoutScreenTexts.title })).toBeVisible();
}

async function fillDetails(page: Page, email: string) {
  await fillShipping(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: email,
    streetAddress: '12 Harbor Lane',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
  });
}

const completeButton = (page: Page, total: string) =>
  page.getByRole('button', { name: checkoutScreenTexts.completeOrder(total) });
const toast = (page: Page) => page.getByTestId('toast');

async function sessionItem(page: Page, key: string) {
  return page.evaluate((name) => window.sessionStorage.getItem(name), key);
}

test.describe('checkout with the local test processor', () => {
  test('buys one card with 4242, confirms it, clears the flow and mails the order', async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail('buyer');
    await startAtCheckout(page, await signUp(request, email));

    // The chosen option's three texts, the item, its price and the 24-hour promise.
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByText(checkoutMessages.itemName)).toBeVisible();
    await expect(summary.getByText(checkoutMessages.designNote)).toBeVisible();
    const writtenTexts = summary.getByRole('figure');
    for (const text of Object.values(cardOptions[1]!)) await expect(writtenTexts.getByText(text)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText('Your Details');
    // The four pages as they will print, each an image named with its words, drawn here with the
    // print's layout and fonts.
    const chosen = cardOptions[1]!;
    const pageImage = (name: string, words: string) =>
      summary.getByRole('img', { name: designScreenTexts.pageImageName(name, words), exact: true });
    // This session has no finished upload to draw from (its file is a data URL), so the front
    // shows the customer's own photo, cut by the shared crop maths.
    await expect(pageImage('Front', chosen.front).getByTestId('front-picture-live')).toHaveAttribute('href', /^blob:/, {
      timeout: 30_000,
    });
    await expect(pageImage('Inside Left', designScreenTexts.blankPage).locator('svg')).toBeVisible();
    const insideRight = pageImage('Inside Right', chosen.inside);
    const printed = layoutCard({ ...chosen, style: 'watercolor' }, { hasPicture: true }).texts.inside;
    expect(printed.lines.length).toBeGreaterThan(1);
    await expectDrawnLines(
      insideRight,
      printed.lines.map((line) => line.text),
    );
    await expectDrawnLines(pageImage('Back', chosen.back), [chosen.back, 'KEEPSAKE']);
    // The glyphs come from the card's own font file, registered under a family of its own.
    expect(await page.evaluate(() => document.fonts.check('12px "Keepsake Card Dancing Script"'))).toBe(true);

    // Validation toasts, in the spec's words, before anything is sent.
    await page.getByLabel(checkoutScreenTexts.fields.email).fill('');
    await completeButton(page, '$12.99').click();
    await expect(toast(page)).toContainText(checkoutMessages.missingInformation.title);
    await expect(toast(page)).toContainText(checkoutMessages.missingInformation.description);
    await fillDetails(page, 'ada at example');
    await completeButton(page, '$12.99').click();
    await expect(toast(page)).toContainText(checkoutMessages.invalidEmail.description);
    await page.getByLabel(checkoutScreenTexts.fields.email).fill(email);

    // Express adds $4.99; the brand shows as the number is typed.
    await page.getByRole('radio', { name: /Express/ }).check();
    await expect(completeButton(page, '$17.98')).toBeVisible();
    await enterCard(page, '4242424242424242');
    await expect(page.getByLabel(checkoutScreenTexts.cardNumber)).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByTestId('card-brand')).toHaveText('VISA');
    await completeButton(page, '$17.98').click();

    await expect(page).toHaveURL(paths.orderConfirmation);
    await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^KS-/);
    for (const key of ['checkoutData', 'contextData', 'uploadedFile', 'pendingOrder']) {
      expect(await sessionItem(page, key)).toBeNull();
    }

    let orderMail: MailMessage | undefined;
    await expect
      .poll(async () => {
        // The confirmation, not the design preview: a fast render can mail that first.
        orderMail = (await mailbox(request, email)).find(
          (message) => message.subject.includes(orderNumber) && message.subject.includes('is confirmed'),
        );
        return Boolean(orderMail);
      })
      .toBe(true);
    expect(orderMail!.text).toContain('24 hours');

    await page.getByRole('link', { name: 'Create Another Card' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.create}(/upload)?$`));
  });

  test('a declined card shows Payment Failed inline, keeps the order payable, and pays it on /payment', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('declined');
    await startAtCheckout(page, await signUp(request, email));
    await fillDetails(page, email);
    await enterCard(page, '4000 0000 0000 0002');
    await completeButton(page, '$12.99').click();

    await expect(toast(page)).toContainText(checkoutMessages.paymentFailedTitle);
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(page.getByTestId('card-error')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(paths.createCheckout);
    const pending = JSON.parse((await sessionItem(page, 'pendingOrder'))!) as Record<string, unknown>;
    expect(pending).toMatchObject({ amount: 1299, subscriptionPlan: 'none' });

    // The pending-payment page pays the same order with another card.
    await page.getByRole('link', { name: checkoutScreenTexts.payOnPaymentPage }).click();
    await expect(page.getByTestId('amount-due')).toHaveText('$12.99');
    await page.getByRole('button', { name: paymentScreenTexts.payNow('$12.99') }).click();
    await expect(page.getByTestId('card-error')).toHaveText(checkoutMessages.paymentFormIncomplete);
    await enterCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: paymentScreenTexts.payNow('$12.99') }).click();
    await expect(page.getByTestId('payment-failed')).toContainText('Your card was declined.');
    await page.getByRole('button', { name: paymentScreenTexts.tryAgain }).click();
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: paymentScreenTexts.payNow('$12.99') }).click();
    await expect(page.getByTestId('payment-success')).toContainText(checkoutMessages.paymentSuccessful.description);
    expect(await sessionItem(page, 'pendingOrder')).toBeNull();

    // Paid exactly once: one confirmation. (The design's own e-mail may follow on a fast machine.)
    await expect
      .poll(
        async () =>
          (await mailbox(request, email)).filter((message) => /order KS-\S+ is confirmed/.test(message.subject)).length,
      )
      .toBe(1);
  });

  test('buys the Plus plan, then a card from the plan for $0.00 with no card field', async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail('plan');
    const token = await signUp(request, email);
    await startAtCheckout(page, token);
    await fillDetails(page, email);
    // The plan cards are part of PAYMENT INFORMATION.
    const plus = page.getByRole('region', { name: checkoutScreenTexts.paymentInformation }).getByTestId('plan-plus');
    await plus.click();
    await expect(plus).toHaveAttribute('aria-pressed', 'true');
    await expect(completeButton(page, '$89.94')).toBeVisible();
    // A second click goes back to a single card; a plan ships standard only.
    await plus.click();
    await expect(completeButton(page, '$12.99')).toBeVisible();
    await page.getByRole('radio', { name: /Express/ }).check();
    await plus.click();
    await expect(completeButton(page, '$89.94')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Express/ })).toBeDisabled();

    await enterCard(page, '4242 4242 4242 4242');
    await completeButton(page, '$89.94').click();
    await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();

    // The next card is one of the plan's (the plan order used the first of 10): nothing to pay,
    // no card field, no upsell.
    await page.goto(paths.createCheckout);
    await expect(page.getByTestId('plan-card-note')).toHaveText(checkoutScreenTexts.planCardNote(9));
    await expect(page.getByText(checkoutScreenTexts.upgradeYourOrder)).toHaveCount(0);
    await expect(page.getByLabel(checkoutScreenTexts.cardNumber)).toHaveCount(0);
    await fillDetails(page, email);
    await completeButton(page, '$0.00').click();
    await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();
    await expect(page.getByText(confirmationScreenTexts.paidWithPlan)).toBeVisible();

    await expect
      .poll(async () =>
        (await mailbox(request, email)).some((message) => message.text.includes('Paid with a card from your plan')),
      )
      .toBe(true);
  });

  test('Subscribe & Save with a card order now: checkout starts with the chosen plan', async ({ page, request }) => {
    const email = uniqueEmail('subscribe');
    const token = await signUp(request, email);
    await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
    await page.goto(paths.accountSubscribe);
    await page.getByTestId('subscribe-plan-plus').click();
    await page.getByRole('link', { name: subscribeScreenTexts.withCardAction }).click();
    await expect(page).toHaveURL(paths.create);

    // The card is made as usual (its session items stand in for the creation steps here).
    await startAtCheckout(page, token);
    await expect(page.getByTestId('plan-plus')).toHaveAttribute('aria-pressed', 'true');
    await fillDetails(page, email);
    await expect(completeButton(page, '$89.94')).toBeVisible();
    await enterCard(page, '4242 4242 4242 4242');
    await completeButton(page, '$89.94').click();
    await expect(page.getByRole('heading', { name: checkoutMessages.orderConfirmedTitle })).toBeVisible();
    // Paid: the next card does not start with a plan picked.
    expect(await sessionItem(page, 'chosenPlan')).toBeNull();
  });

  test('without saved checkout data the page goes back to the options', async ({ page }) => {
    await page.goto(paths.createCheckout);
    await expect(page).not.toHaveURL(paths.createCheckout);
  });

  test('the payment pages: No Order Found, an unreadable order goes to /, the return address reads its outcome', async ({
    page,
  }) => {
    await page.goto(`${paths.paymentSuccess}?payment_intent=pi_1&redirect_status=succeeded`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutMessages.paymentSuccessful.title);
    await page.goto(`${paths.paymentSuccess}?payment_intent=pi_1&redirect_status=failed`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paymentScreenTexts.failedTitle);
    await expect(page.getByRole('link', { name: paymentScreenTexts.startOver })).toHaveAttribute('href', paths.create);

    await page.goto(paths.payment);
    await expect(page.getByTestId('no-order')).toContainText(checkoutMessages.noOrderFound);
    await page.evaluate(() => window.sessionStorage.setItem('pendingOrder', '{"orderId":'));
    await page.goto(paths.payment);
    await expect(page).toHaveURL('/');
  });

  test('an unpaid order that expired (deleted after 24 hours) shows No Order Found on the payment page', async ({
    page,
    request,
  }) => {
    const token = await signUp(request, uniqueEmail('expired'));
    await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
    await page.goto(paths.home);
    // What the browser kept of an order the server has since expired: its id now names nothing.
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        'pendingOrder',
        JSON.stringify({ orderId: crypto.randomUUID(), amount: 1299, subscriptionPlan: 'none', subscriptionId: null }),
      ),
    );
    await page.goto(paths.payment);
    await expect(page.getByTestId('no-order')).toContainText(checkoutMessages.noOrderFound);
    expect(await sessionItem(page, 'pendingOrder')).toBeNull();
  });
});
