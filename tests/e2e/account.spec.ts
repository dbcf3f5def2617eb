import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { accountMessages } from '../../src/shared/account-messages';
import {
  accountScreenTexts,
  billingScreenTexts,
  ordersScreenTexts,
  profileScreenTexts,
  subscribeScreenTexts,
} from '../../src/shared/account-screen-texts';
import type { OrderSummary } from '../../src/shared/api/account';
import { checkoutScreenTexts } from '../../src/shared/checkout-messages';
import { formatDate, invoiceNumber } from '../../src/shared/format-date';
import { authScreenTexts } from '../../src/shared/messages';
import { paths } from '../../src/shared/routes';

/**
 * The account area end to end, on the local test processor. Each test signs up its own customer
 * through the code API (codes from the development mailbox) and buys through the real order
 * endpoints, then checks what the customer sees on /account, /account/billing and the rest.
 */
test.use({ timezoneId: 'UTC' });

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function latestCode(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = messages.length >= count ? messages[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function signUp(request: APIRequestContext, email = uniqueEmail('account')): Promise<string> {
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  const code = await latestCode(request, email);
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', {
    data: { email, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(completed.ok()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

const photo = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg'));
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** A customer's order through POST /api/orders|subscriptions/create-with-payment, paid with 4242. */
async function orderCard(
  request: APIRequestContext,
  token: string,
  order: { front: string; plan?: 'essential' | 'plus'; totalPrice: string },
) {
  const plan = order.plan ?? 'none';
  const orderData = {
    checkoutData: {
      selectedOption: 0,
      selectedCardStyle: 'watercolor',
      cardOptions: [{ front: order.front, inside: 'Every sunset reminds me of you.', back: 'Love, Sam' }],
    },
    contextData: { selectedTone: 'sentimental', memoryDescription: 'Our trip to the beach at sunset' },
    customerDetails: {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@example.com',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      shippingType: 'standard',
    },
    totalPrice: order.totalPrice,
    shippingType: 'standard',
    subscriptionPlan: plan,
  };
  const url = plan === 'none' ? '/api/orders/create-with-payment' : '/api/subscriptions/create-with-payment';
  const placed = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      memoryFile: { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo },
      orderData: JSON.stringify(orderData),
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { clientSecret, orderNumber } = (await placed.json()) as { clientSecret: string | null; orderNumber: string };
  if (clientSecret) {
    const paid = await request.post('/api/payments/local/confirm', {
      headers: { authorization: `Bearer ${token}` },
      data: { clientSecret, card: visa },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
  return orderNumber;
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
}

const toast = (page: Page) => page.getByTestId('toast');
const cardsRemaining = (page: Page) => page.getByTestId('subscription-card').getByTestId('cards-remaining');

test.describe('the account area', () => {
  // Sign-up, two paid orders with their card renders, and a PDF on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a plan bought with a card: cards count down, cancel and reactivate, both orders, the invoice PDF', async ({
    page,
    request,
  }) => {
    const token = await signUp(request);
    const first = await orderCard(request, token, {
      front: 'To the best sister',
      plan: 'essential',
      totalPrice: '57.00',
    });
    await signedIn(page, token);

    await page.goto(paths.account);
    await expect(page.getByRole('heading', { name: accountScreenTexts.title, level: 1 })).toBeVisible();
    const profile = page.getByTestId('profile-card');
    await expect(profile.getByText('Ada Lovelace')).toBeVisible();
    await expect(profile.getByRole('link', { name: accountScreenTexts.editProfile })).toHaveAttribute(
      'href',
      paths.accountProfile,
    );
    const subscription = page.getByTestId('subscription-card');
    await expect(subscription.getByText('Essential Plan')).toBeVisible();
    // The plan's price covered the first card: 5 a year, 4 left.
    await expect(cardsRemaining(page)).toHaveText('4');
    await expect(subscription.getByText('$57.00')).toBeVisible();
    await expect(subscription.getByText(accountScreenTexts.nextBilling)).toBeVisible();
    await expect(page.getByTestId('recent-orders').getByRole('listitem')).toHaveCount(1);
    // Three orders or fewer: no 'View All Orders', but the quick action is there.
    await expect(page.getByRole('link', { name: accountScreenTexts.viewAllOrders })).toHaveCount(0);
    const quick = page.getByTestId('quick-actions-card');
    await expect(quick.getByRole('link', { name: accountScreenTexts.createNewCard })).toHaveAttribute(
      'href',
      paths.create,
    );
    await expect(quick.getByRole('link', { name: accountScreenTexts.viewOrderHistory })).toHaveAttribute(
      'href',
      paths.accountOrders,
    );
    await expect(quick.getByRole('link', { name: accountScreenTexts.billingSettings })).toHaveAttribute(
      'href',
      paths.accountBilling,
    );

    // A second card, paid from the plan ($0.00): one card fewer.
    const second = await orderCard(request, token, { front: 'Happy birthday, Ana', totalPrice: '0.00' });
    await page.reload();
    await expect(cardsRemaining(page)).toHaveText('3');
    await expect(page.getByTestId('recent-orders').getByRole('listitem')).toHaveCount(2);

    // Billing: cancel behind a confirmation, then the warning with the end date and Reactivate.
    await subscription.getByRole('link', { name: accountScreenTexts.manageBilling }).click();
    await expect(page).toHaveURL(paths.accountBilling);
    await expect(page.getByRole('heading', { name: billingScreenTexts.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: accountScreenTexts.backToAccount })).toHaveAttribute(
      'href',
      paths.account,
    );
    const billing = (await (
      await request.get('/api/user/billing', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { subscription: { currentPeriodEnd: string }; invoices: { id: string }[] };
    const endDate = formatDate(billing.subscription.currentPeriodEnd, { timeZone: 'UTC' });
    const current = page.getByTestId('current-subscription');
    await expect(current.getByText('Essential Plan')).toBeVisible();
    await expect(current.getByTestId('status-badge')).toHaveText('Active');
    await expect(page.getByTestId('payment-methods').getByText('VISA')).toBeVisible();
    await expect(page.getByTestId('payment-methods').getByText('•••• 4242')).toBeVisible();
    await expect(page.getByTestId('payment-methods').getByText('Expires 12/34')).toBeVisible();

    await current.getByRole('button', { name: billingScreenTexts.cancel }).click();
    const dialog = page.getByRole('dialog', { name: billingScreenTexts.confirmCancelTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(endDate);
    // Keeping the plan changes nothing.
    await dialog.getByRole('button', { name: billingScreenTexts.keepPlan }).click();
    await expect(dialog).toBeHidden();
    await expect(current.getByTestId('cancel-warning')).toHaveCount(0);

    await current.getByRole('button', { name: billingScreenTexts.cancel }).click();
    await dialog.getByRole('button', { name: billingScreenTexts.confirmCancel }).click();
    await expect(toast(page)).toContainText(accountMessages.subscriptionCancelled.title);
    await expect(toast(page)).toContainText(accountMessages.subscriptionCancelled.description);
    await expect(current.getByTestId('cancel-warning')).toContainText(endDate);
    await expect(current.getByRole('button', { name: billingScreenTexts.cancel })).toHaveCount(0);
    // Still active until the period ends.
    await expect(current.getByTestId('status-badge')).toHaveText('Active');

    await current.getByRole('button', { name: billingScreenTexts.reactivate }).click();
    await expect(toast(page)).toContainText(accountMessages.subscriptionReactivated.title);
    await expect(current.getByRole('button', { name: billingScreenTexts.cancel })).toBeVisible();
    await expect(current.getByTestId('cancel-warning')).toHaveCount(0);
    await expect(current.getByRole('button', { name: billingScreenTexts.reactivate })).toHaveCount(0);

    // Billing History: the plan's invoice, numbered by its id's last 8 characters, as a real PDF.
    const invoiceId = billing.invoices[0]!.id;
    const invoice = page
      .getByTestId('billing-history')
      .getByTestId('invoice')
      // Phones get a list and wider screens a table: the one on screen.
      .filter({ hasText: invoiceNumber(invoiceId), visible: true });
    await expect(invoice).toContainText('$57.00');
    await expect(invoice.getByTestId('status-badge')).toHaveText('Paid');
    const link = invoice.getByRole('link', { name: billingScreenTexts.downloadLabel(invoiceNumber(invoiceId)) });
    const pdf = await request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`keepsake-invoice-${invoiceNumber(invoiceId)}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Both orders, newest first, with their texts and totals; one opens to its details.
    await page.getByRole('link', { name: accountScreenTexts.backToAccount }).click();
    await page
      .getByTestId('quick-actions-card')
      .getByRole('link', { name: accountScreenTexts.viewOrderHistory })
      .click();
    await expect(page).toHaveURL(paths.accountOrders);
    const orders = page.getByTestId('order-item');
    await expect(orders).toHaveCount(2);
    await expect(orders.nth(0)).toContainText(second);
    await expect(orders.nth(0)).toContainText('Happy birthday, Ana');
    await expect(orders.nth(0).getByTestId('order-total')).toHaveText('$0.00');
    await expect(orders.nth(1)).toContainText(first);
    await expect(orders.nth(1)).toContainText('To the best sister');
    await expect(orders.nth(1).getByTestId('order-total')).toHaveText('$57.00');
    await expect(orders.nth(1).getByTestId('status-badge')).toHaveText('Pending');
    await expect(orders.nth(1).getByRole('img', { name: ordersScreenTexts.memoryOf(first) })).toBeVisible();

    await orders
      .nth(1)
      .getByRole('link', { name: `${ordersScreenTexts.viewDetails}: ${first}` })
      .click();
    await expect(page.getByRole('heading', { name: ordersScreenTexts.orderTitle(first) })).toBeVisible();
    // The envelope's lines, as the post reads them (formatAddressLines): the city in capitals.
    await expect(page.getByText('SPRINGFIELD, IL 62701')).toBeVisible();
    await expect(page.getByText('Our trip to the beach at sunset')).toBeVisible();
    await expect(page.getByTestId('order-design')).toBeVisible();
  });

  test('an order of another customer is not found', async ({ page, request }) => {
    const owner = await signUp(request);
    await orderCard(request, owner, { front: 'Mine alone', totalPrice: '12.99' });
    const { orders } = (await (
      await request.get('/api/user/orders', { headers: { authorization: `Bearer ${owner}` } })
    ).json()) as { orders: { id: string }[] };
    await signedIn(page, await signUp(request));
    await page.goto(paths.accountOrder.replace(':orderId', orders[0]!.id));
    await expect(page.getByText(ordersScreenTexts.notFound)).toBeVisible();
    await expect(page.getByText('Mine alone')).toHaveCount(0);
  });

  test('a new customer has no plan or orders, and buys the plan alone with Subscribe & Save', async ({
    page,
    request,
  }) => {
    await signedIn(page, await signUp(request));
    await page.goto(paths.account);
    const subscription = page.getByTestId('subscription-card');
    await expect(subscription.getByText(accountMessages.noActiveSubscription)).toBeVisible();
    await expect(page.getByTestId('recent-orders-card').getByText(accountMessages.noOrdersYet)).toBeVisible();
    await expect(page.getByRole('link', { name: accountScreenTexts.createFirstCard })).toHaveAttribute(
      'href',
      paths.create,
    );

    await page.goto(paths.accountBilling);
    await expect(
      page.getByTestId('current-subscription').getByText(accountMessages.noActiveSubscription),
    ).toBeVisible();
    await expect(page.getByText(billingScreenTexts.noPaymentMethods)).toBeVisible();
    await expect(page.getByText(billingScreenTexts.noInvoices)).toBeVisible();

    await page.goto(paths.account);
    await subscription.getByRole('link', { name: accountScreenTexts.subscribeAndSave }).click();
    await expect(page).toHaveURL(paths.accountSubscribe);
    await expect(page.getByRole('link', { name: subscribeScreenTexts.withCardAction })).toHaveAttribute(
      'href',
      paths.create,
    );
    await page.getByText('Plus Plan').click();
    await expect(page.getByRole('radio', { name: /Plus Plan/ })).toBeChecked();

    // A declined card fails inline; the same payment then succeeds with 4242.
    await page.getByLabel(checkoutScreenTexts.cardNumber).fill('4000 0000 0000 0002');
    await page.getByLabel(checkoutScreenTexts.cardExpiry).fill('12 / 34');
    await page.getByLabel(checkoutScreenTexts.cardCvc).fill('123');
    await page.getByRole('button', { name: subscribeScreenTexts.pay('$89.94') }).click();
    await expect(page.getByTestId('card-error')).not.toBeEmpty();
    await page.getByLabel(checkoutScreenTexts.cardNumber).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: subscribeScreenTexts.pay('$89.94') }).click();

    await expect(page).toHaveURL(paths.account);
    await expect(toast(page)).toContainText(subscribeScreenTexts.welcomeTitle('Plus Plan'));
    await expect(subscription.getByText('Plus Plan')).toBeVisible();
    await expect(cardsRemaining(page)).toHaveText('10');
    await expect(subscription.getByText('$89.94')).toBeVisible();

    await page.goto(paths.accountSubscribe);
    await expect(page.getByText(subscribeScreenTexts.alreadySubscribed('Plus Plan'))).toBeVisible();
  });

  test('more than three orders: the three newest, View All Orders, and pages of ten', async ({ page, request }) => {
    const token = await signUp(request);
    await page.route(
      (url) => url.pathname === '/api/user/orders',
      async (route) => {
        // Eleven orders are made here rather than bought: paging is about the list, not payments.
        const url = new URL(route.request().url());
        const pageNumber = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const all = Array.from({ length: 11 }, (_, index): OrderSummary => ({
          id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          orderNumber: `KS-TEST${String(11 - index).padStart(4, '0')}`,
          createdAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
          status: index === 0 ? 'shipped' : 'pending',
          paymentStatus: 'paid',
          totalCents: 1299,
          totalPrice: '12.99',
          coveredByPlan: false,
          planPurchased: null,
          firstName: 'Sam',
          lastName: 'Rivera',
          email: 'sam@example.com',
          selectedTone: 'playful',
          cardStyle: 'sketch',
          front: `Card ${11 - index}`,
          inside: 'Inside',
          back: 'Back',
          thumbnailUrl: null,
        }));
        const start = (pageNumber - 1) * pageSize;
        await route.fulfill({
          json: { orders: all.slice(start, start + pageSize), page: pageNumber, pageSize, total: all.length },
        });
      },
    );
    await signedIn(page, token);
    await page.goto(paths.account);
    await expect(page.getByTestId('recent-orders').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('recent-orders')).toContainText('Card 11');
    await page.getByRole('link', { name: accountScreenTexts.viewAllOrders }).click();
    await expect(page).toHaveURL(paths.accountOrders);
    await expect(page.getByTestId('order-item')).toHaveCount(10);
    await expect(page.getByText(ordersScreenTexts.pageOf(1, 2))).toBeVisible();
    await page.getByRole('link', { name: ordersScreenTexts.next }).click();
    await expect(page).toHaveURL(`${paths.accountOrders}?page=2`);
    await expect(page.getByTestId('order-item')).toHaveCount(1);
    await expect(page.getByTestId('order-item')).toContainText('Card 1');
    await expect(page.getByText(ordersScreenTexts.noPicture)).toBeVisible();
  });

  test('edits the names and changes the e-mail with a code sent to the new address', async ({ page, request }) => {
    await signedIn(page, await signUp(request));
    await page.goto(paths.accountProfile);
    await expect(page.getByRole('heading', { name: profileScreenTexts.title, level: 1 })).toBeVisible();
    await page.getByLabel(profileScreenTexts.firstName).fill(' ');
    await page.getByRole('button', { name: profileScreenTexts.save }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel(profileScreenTexts.firstName).fill('Grace');
    await page.getByLabel(profileScreenTexts.lastName).fill('Hopper');
    await page.getByRole('button', { name: profileScreenTexts.save }).click();
    await expect(toast(page)).toContainText(profileScreenTexts.saved);
    // The header greets the new name at once.
    await expect(page.locator('header').getByText('Welcome back, Grace!')).toBeVisible();

    const newEmail = uniqueEmail('moved');
    await page.getByRole('button', { name: profileScreenTexts.changeEmail }).click();
    await page.getByLabel(profileScreenTexts.newEmail).fill(newEmail);
    await page.getByRole('button', { name: profileScreenTexts.sendCode }).click();
    const code = await latestCode(request, newEmail);
    await page.getByLabel(profileScreenTexts.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: profileScreenTexts.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
    await page.getByLabel(profileScreenTexts.codeLabel).fill(code);
    await page.getByRole('button', { name: profileScreenTexts.confirm }).click();
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);

    await page.goto(paths.account);
    await expect(page.getByTestId('profile-card').getByText('Grace Hopper')).toBeVisible();
    await expect(page.getByTestId('profile-card').getByText(newEmail)).toBeVisible();
  });

  test('a signed-out visitor signs up on /signup and comes back to the page asked for', async ({ page, request }) => {
    await page.goto(paths.accountBilling);
    await expect(page).toHaveURL(paths.signup);
    const email = uniqueEmail('returning');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await page.getByLabel('Verification code').fill(await latestCode(request, email));
    await page.getByRole('button', { name: authScreenTexts.verifyCode }).click();
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(page).toHaveURL(paths.accountBilling);
    await expect(page.getByRole('heading', { name: billingScreenTexts.title, level: 1 })).toBeVisible();

    // Logging out from /account goes home, not back to /signup.
    await page.goto(paths.account);
    await page.getByRole('button', { name: accountScreenTexts.logOut }).click();
    await expect(page).toHaveURL(paths.home);
    expect(await page.evaluate(() => window.sessionStorage.getItem('returnTo'))).toBeNull();
  });
});
