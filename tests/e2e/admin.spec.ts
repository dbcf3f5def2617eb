import { expect, test, type APIRequestContext, type Page } from './support/test';
import { payCardOrder, placeCardOrder, type CardCustomer } from './support/card-order';
import { adminMessages } from '../../src/shared/admin-messages';
import { adminScreenTexts as texts } from '../../src/shared/admin-screen-texts';
import { authScreenTexts } from '../../src/shared/messages';
import { paths } from '../../src/shared/routes';

/**
 * The admin dashboard end to end. Admins are named by ADMIN_EMAILS (playwright.config.ts); each
 * test signs up its own admin address and its own customers through the code API, and buys
 * through the real order endpoints on the local test processor.
 */

interface MailMessage {
  subject: string;
  text: string;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** The code in the `count`-th message to `email` (the newest first). */
async function codeFor(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await mailbox(request, email);
      code = messages.length >= count ? messages[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function signUp(request: APIRequestContext, email: string, firstName = 'Sam', lastName = 'Rivera') {
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  const code = await codeFor(request, email);
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', { data: { email, firstName, lastName } });
  expect(completed.ok(), await completed.text()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

/** A card order through POST /api/orders/create-with-payment, paid with 4242 unless told not to. */
async function orderCard(
  request: APIRequestContext,
  customer: CardCustomer,
  options: { pay?: boolean; express?: boolean } = {},
) {
  const { clientSecret, orderId, orderNumber } = await placeCardOrder(request, customer, { express: options.express });
  if (options.pay !== false) await payCardOrder(request, customer.token, clientSecret);
  return { orderId, orderNumber };
}

async function newCustomer(request: APIRequestContext, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  return { email, firstName, lastName, token: await signUp(request, email, firstName, lastName) };
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
}

const toast = (page: Page) => page.getByTestId('toast');
const statusButton = (page: Page, orderNumber: string) =>
  page.getByRole('button', { name: new RegExp(`^${texts.statusOf(orderNumber)}: `) });

async function searchFor(page: Page, text: string) {
  await page.getByLabel(texts.search).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test.describe('the admin dashboard', () => {
  // Sign-ups, paid orders with their card renders, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('an admin logs in by code, sees the tiles, ships an order and the customer is e-mailed', async ({
    page,
    request,
  }) => {
    const adminEmail = 'admin@keepsake.test';
    await signUp(request, adminEmail, 'Ada', 'Admin');
    const customer = await newCustomer(request, 'Sam', 'Rivera');
    const { orderId, orderNumber } = await orderCard(request, customer);

    // Signed out, /admin sends the admin to log in and brings them back.
    await page.goto(paths.admin);
    await expect(page).toHaveURL(paths.login);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await expect(page).toHaveURL(paths.authVerify);
    const code = await codeFor(request, adminEmail, 2);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: authScreenTexts.continueWithLoginCode }).click();
    await expect(page).toHaveURL(paths.admin);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.backToApp })).toHaveAttribute('href', paths.home);

    for (const tile of ['total-orders', 'total-revenue', 'pending-count', 'average-order-value']) {
      await expect(page.getByTestId(`stat-${tile}`)).toContainText(/\d/);
    }
    await expect(page.getByTestId('stat-total-revenue')).toContainText('$');

    await searchFor(page, customer.email);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(orderNumber);
    await expect(rows.first()).toContainText('$12.99');

    // Shipped asks for the carrier and tracking number; the tiles are asked again after the change.
    await statusButton(page, orderNumber).click();
    await page.getByRole('menuitemradio', { name: 'Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: texts.shipTitle(orderNumber) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(texts.carrier).fill('USPS');
    await dialog.getByLabel(texts.trackingNumber).fill('9400 1000 0000');
    const statsAgain = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders/stats') && response.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: texts.markShipped }).click();
    await expect(toast(page)).toContainText(adminMessages.statusUpdated.title);
    await expect(toast(page)).toContainText(adminMessages.statusUpdated.description);
    await statsAgain;
    await expect(statusButton(page, orderNumber)).toHaveText(/Shipped/);

    await expect
      .poll(async () => (await mailbox(request, customer.email)).map((message) => message.subject).join('\n'))
      .toContain('is on its way');
    const shippedMail = (await mailbox(request, customer.email)).find((m) => m.subject.includes('is on its way'));
    expect(shippedMail?.text).toContain('9400 1000 0000');

    // The order's page: what was changed, by whom, and everything needed to print it.
    await page.getByRole('link', { name: texts.openOrder(orderNumber) }).click();
    await expect(page).toHaveURL(paths.adminOrder.replace(':orderId', orderId));
    await expect(page.getByTestId('order-number')).toHaveText(texts.orderTitle(orderNumber));
    const history = page.getByTestId('order-history');
    await expect(history).toContainText('Status: Pending → Shipped');
    await expect(history).toContainText(adminEmail);
    await expect(page.getByTestId('order-shipping')).toContainText('USPS');
    await expect(page.getByTestId('order-shipping')).toContainText('Standard (5-7 days)');
    await expect(page.getByTestId('order-texts')).toContainText('Every sunset reminds me of you.');
    await expect(page.getByRole('img', { name: texts.memoryOf(orderNumber) })).toBeVisible();
    await expect(page.getByTestId('order-design').getByRole('link', { name: texts.downloadPdf })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByTestId('print-warnings')).toBeVisible();
    await expect(page.getByTestId('change-requests')).toBeVisible();
    await page.getByRole('link', { name: texts.backToOrders }).click();
    await expect(page).toHaveURL(/\/admin\?q=/);

    // From anywhere in the app, the admin's account menu leads back to the dashboard.
    await page.goto(paths.account);
    await page.locator('header').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: authScreenTexts.accountMenuAdmin }).click();
    await expect(page).toHaveURL(paths.admin);
  });

  test('a customer opening /admin is refused plainly, and the admin API says no too', async ({ page, request }) => {
    const customer = await newCustomer(request, 'Casey', 'Jones');
    await signedIn(page, customer.token);
    await page.goto(paths.admin);
    await expect(page.getByRole('heading', { name: texts.notAllowedTitle })).toBeVisible();
    await expect(page.getByText(adminMessages.notAllowed)).toBeVisible();
    await expect(page.getByTestId('orders-table')).toHaveCount(0);
    await expect(page.getByTestId('stat-total-orders')).toHaveCount(0);
    const refused = await request.get('/api/orders', { headers: { authorization: `Bearer ${customer.token}` } });
    expect(refused.status()).toBe(403);

    // A customer's account menu has no way in.
    await page.goto(paths.account);
    await page.locator('header').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: authScreenTexts.accountMenuBilling })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: authScreenTexts.accountMenuAdmin })).toHaveCount(0);
  });

  test('filters, keyboard changes, a refused change, a refund, and the phone layout', async ({ page, request }) => {
    const adminToken = await signUp(request, 'ops@keepsake.test', 'Olu', 'Ops');
    const customer = await newCustomer(request, 'Zelda', 'Quintessa');
    const paid = await orderCard(request, customer, { express: true });
    const unpaid = await orderCard(request, customer, { pay: false });
    await signedIn(page, adminToken);

    await page.goto(paths.admin);
    await searchFor(page, customer.email);
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await page.getByLabel(texts.paymentFilter).selectOption('unpaid');
    await expect(page).toHaveURL(/payment=unpaid/);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('order-row')).toContainText(unpaid.orderNumber);

    // An unpaid order can only stay pending: the other choices are there but greyed out.
    await statusButton(page, unpaid.orderNumber).click();
    await expect(page.getByRole('menuitemradio', { name: 'Shipped' })).toBeDisabled();
    await expect(page.getByText(adminMessages.unpaidCannotMove)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: texts.clearFilters }).click();
    await searchFor(page, paid.orderNumber);
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    // A failed change says so, and the order keeps its status.
    await page.route('**/api/orders/*/status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    // The failure is followed by reading the table again; that read lands before the keyboard part
    // below, so a row redrawn from it cannot take the open menu away mid-way.
    const tableReadAgain = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/orders' && response.request().method() === 'GET',
    );
    await statusButton(page, paid.orderNumber).click();
    await page.getByRole('menuitemradio', { name: 'Delivered' }).click();
    await expect(toast(page)).toContainText(adminMessages.statusUpdateFailed);
    await expect(statusButton(page, paid.orderNumber)).toHaveText(/Pending/);
    await page.unroute('**/api/orders/*/status');
    await tableReadAgain;

    // By keyboard: Enter opens the menu, arrows move, Enter chooses. The change is confirmed as
    // soon as the server has saved it, not once the tiles have been read again (on a busy server
    // that took long enough for the old failure toast to be all the admin saw): their request is
    // held here until the confirmation has shown.
    let releaseStats = () => {};
    const statsHeld = new Promise<void>((resolve) => {
      releaseStats = resolve;
    });
    await page.route('**/api/orders/stats', async (route) => {
      await statsHeld;
      await route.continue();
    });
    await statusButton(page, paid.orderNumber).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Pending' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Processing' })).toBeFocused();
    // Names the server's answer if the change is refused, rather than only the toast it led to.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/status') && response.request().method() === 'PATCH',
    );
    await page.keyboard.press('Enter');
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(toast(page)).toContainText(adminMessages.statusUpdated.description);
    await expect(statusButton(page, paid.orderNumber)).toHaveText(/Processing/);
    await expect(statusButton(page, paid.orderNumber)).toBeFocused();
    releaseStats();
    await page.unrouteAll({ behavior: 'wait' });

    // Refund, behind a confirmation. A processing order is in the print queue too: open it from the orders table.
    await page
      .getByTestId('order-row')
      .getByRole('link', { name: texts.openOrder(paid.orderNumber) })
      .click();
    const payment = page.getByTestId('order-payment');
    await expect(payment).toContainText('$17.98');
    await payment.getByRole('button', { name: texts.refund }).click();
    const confirm = page.getByRole('dialog', { name: texts.refundTitle('$17.98') });
    await confirm.getByRole('button', { name: texts.confirmRefund }).click();
    await expect(toast(page)).toContainText(adminMessages.refunded);
    await expect(payment.getByTestId('payment-badge')).toHaveText('Refunded');
    await expect(payment.getByRole('button', { name: texts.refund })).toHaveCount(0);
    await expect(page.getByTestId('order-history')).toContainText('Payment: Paid → Refunded');
    await expect(page.getByTestId('order-history')).toContainText('Status: Pending → Processing');

    // On a phone the rows are cards, with the same dropdown.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${paths.admin}?q=${encodeURIComponent(customer.email)}`);
    const cards = page.getByTestId('order-cards');
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('orders-table')).toBeHidden();
    await expect(cards).toContainText('Refunded');
    await page.getByLabel(texts.sortLabel).selectOption('total-asc');
    await expect(page).toHaveURL(/sort=total&dir=asc/);
    await expect(cards.getByRole('listitem').first()).toContainText('$12.99');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
