import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { approveDesign, paidCardOrder } from './support/card-order';
import { latestCode, signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import type { PrintBatch } from '../../src/shared/api/print-batches';
import { printAdminTexts as texts } from '../../src/shared/print-admin-texts';
import { paths } from '../../src/shared/routes';

/**
 * In-house printing end to end (issue 20): a customer's paid card is approved, the admin batches
 * it from the print queue, downloads the batch's print PDF, marks it printed and ships it with
 * a tracking number, and the customer's order page shows that number. The admin is one of
 * ADMIN_EMAILS (playwright.config.ts); the order goes through the real order endpoints on the
 * local test processor, as in admin.spec.ts.
 */
// This spec's own admin address (admin.spec.ts signs up admin@ and ops@); a rerun against the same server signs in.
const adminEmail = 'print@keepsake.test';

/** The admin's token: a sign-up the first time the address is used on this server, a login code after. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const signUpCode = await request.post('/api/auth/send-verification', { data: { email: adminEmail } });
  expect(signUpCode.ok()).toBe(true);
  let verified = await request.post('/api/auth/verify-code', {
    data: { email: adminEmail, code: await latestCode(request, adminEmail) },
  });
  if (!verified.ok()) {
    // The account exists (a rerun against the same data folder): sign in with a login code.
    expect((await request.post('/api/auth/send-login-code', { data: { email: adminEmail } })).ok()).toBe(true);
    verified = await request.post('/api/auth/verify-code', {
      data: { email: adminEmail, code: await latestCode(request, adminEmail) },
    });
  }
  expect(verified.ok(), await verified.text()).toBe(true);
  const { isExistingUser } = (await verified.json()) as { isExistingUser: boolean };
  const completed = isExistingUser
    ? await request.post('/api/auth/complete-login', { data: { email: adminEmail } })
    : await request.post('/api/auth/complete-signup', {
        data: { email: adminEmail, firstName: 'Olu', lastName: 'Ops' },
      });
  expect(completed.ok(), await completed.text()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

/** The toast saying `text`: an earlier one may still be on screen above it. */
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test.describe('printing in-house', () => {
  // A sign-up, a paid order with its card render and a batch PDF, on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('an approved card is batched, its PDF downloaded, printed, shipped, and the customer sees the tracking number', async ({
    page,
    request,
    browser,
  }) => {
    const customer = { email: uniqueEmail('print'), firstName: 'Sam', lastName: 'Rivera' };
    const customerToken = await signUpCustomer(request, customer);
    // Paid (4242) and its design approved by the customer: it is now queued to print.
    const { orderId, orderNumber } = await paidCardOrder(request, { ...customer, token: customerToken });
    await approveDesign(request, customerToken, orderId);
    await signInPages(page, await adminToken(request));

    // The queue lists the approved card; earlier tests' cards may be queued too, so only ours is ticked.
    await page.goto(paths.admin);
    const queue = page.getByTestId('print-queue-section');
    const row = queue.getByTestId('queue-row').filter({ has: page.getByRole('link', { name: orderNumber }) });
    await expect(row).toBeVisible({ timeout: 20_000 });

    // At 390 px the queue's table scrolls in its own box and Create batch stays reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    await queue.getByRole('button', { name: texts.createBatch }).scrollIntoViewIfNeeded();
    await expect(queue.getByRole('button', { name: texts.createBatch })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('checkbox', { name: texts.selectOne(orderNumber) }).check();
    await expect(queue.getByTestId('batch-scope')).toHaveText(texts.batchSelected(1));
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/print-batches') && response.request().method() === 'POST',
    );
    await queue.getByRole('button', { name: texts.createBatch }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { batch } = (await response.json()) as { batch: PrintBatch };
    expect(batch.orderIds).toEqual([orderId]);
    await expect(toast(page, texts.batchCreated(batch.batchNumber))).toBeVisible();
    await expect(row).toHaveCount(0);

    // The batch is listed with its files; the print PDF downloads as a PDF.
    const item = page
      .getByTestId('print-batch')
      .filter({ has: page.getByRole('heading', { name: texts.batchName(batch.batchNumber), exact: true }) });
    await expect(item).toContainText(texts.cards(1));
    await expect(item).toContainText(texts.notPrinted);
    const downloading = page.waitForEvent('download');
    await item.getByRole('link', { name: `${texts.printPdf}, ${texts.batchName(batch.batchNumber)}` }).click();
    const download = await downloading;
    expect(await download.failure()).toBeNull();
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(item.getByRole('link', { name: texts.labelsOn('A4 21', batch.batchNumber) })).toHaveAttribute(
      'href',
      /[?&]sheet=a4-21(&|$)/,
    );

    // Mark printed, confirmed.
    await item.getByRole('button', { name: texts.markPrinted }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.confirmPrinted }).click();
    await expect(toast(page, texts.batchPrinted(batch.batchNumber))).toBeVisible();
    await expect(item.getByTestId('batch-printed')).toContainText('Printed ');
    await expect(item.getByRole('button', { name: texts.markPrinted })).toHaveCount(0);

    // Mark shipped with a carrier and tracking number.
    const trackingNumber = `1Z${Date.now()}`;
    await page.getByTestId('shipping-section').getByRole('button', { name: texts.markShipped }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.orderNumber).fill(orderNumber);
    await dialog.getByLabel(texts.carrier).selectOption('UPS');
    await dialog.getByLabel(texts.trackingNumber).fill(trackingNumber);
    await dialog.getByRole('button', { name: texts.markShipped }).click();
    await expect(toast(page, texts.shippedCount(1))).toBeVisible();

    // The order's history tells the print steps in words.
    await page.goto(paths.adminOrder.replace(':orderId', orderId));
    const history = page.getByTestId('order-history');
    await expect(history).toContainText(texts.printSteps['in a batch']!);
    await expect(history).toContainText(texts.printSteps.printed!);

    // The customer's order page shows the tracking number.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signInPages(customerPage, customerToken);
    await customerPage.goto(new URL(paths.accountOrder.replace(':orderId', orderId), page.url()).href);
    await expect(customerPage.getByText(trackingNumber)).toBeVisible({ timeout: 20_000 });
    await customerContext.close();
  });
});
