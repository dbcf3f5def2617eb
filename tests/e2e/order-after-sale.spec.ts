import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { afterSaleTexts } from '../../src/shared/after-sale-texts';

/**
 * Cancelling from the order page, end to end: a card is paid and approved through the API as
 * the checkout and the preview would do it, then the customer cancels it on a phone-sized page.
 */
const photo = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg'));

async function waitForPreview(request: APIRequestContext, email: string) {
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await mailbox.json()) as { messages: { subject: string }[] };
        return messages.some((message) => /ready for your approval/.test(message.subject));
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
}

async function approvedOrder(request: APIRequestContext) {
  const email = uniqueEmail('cancel');
  const token = await signUpCustomer(request, { email, firstName: 'Robin', lastName: 'Ortiz' });
  const authorization = `Bearer ${token}`;
  const orderData = {
    checkoutData: {
      selectedOption: 0,
      selectedCardStyle: 'realistic',
      cardOptions: [{ front: 'Happy birthday, Jo!', inside: 'To many more sunsets.', back: 'Love, Robin' }],
    },
    contextData: { selectedTone: 'sentimental', memoryDescription: 'A sunset at the beach' },
    customerDetails: {
      firstName: 'Robin',
      lastName: 'Ortiz',
      email,
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      shippingType: 'standard',
    },
    totalPrice: '12.99',
    shippingType: 'standard',
    subscriptionPlan: 'none',
  };
  const created = await request.post('/api/orders/create-with-payment', {
    headers: { authorization },
    multipart: {
      memoryFile: { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo },
      orderData: JSON.stringify(orderData),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { orderId, clientSecret } = (await created.json()) as { orderId: string; clientSecret: string };
  const paid = await request.post('/api/payments/local/confirm', {
    headers: { authorization },
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await waitForPreview(request, email);
  const approved = await request.post(`/api/orders/${orderId}/design/approve`, {
    headers: { authorization },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { orderId, token, authorization };
}

test.describe('after the sale', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 390, height: 844 } });

  test('the customer cancels an approved order from its page and sees it refunded', async ({ page, request }) => {
    const { orderId, token, authorization } = await approvedOrder(request);
    await signInPages(page, token);
    await page.goto(`/account/orders/${orderId}`);

    const progress = page.getByTestId('order-progress');
    await expect(progress.getByRole('listitem')).toHaveCount(5);
    await expect(progress.getByRole('listitem').nth(1)).not.toContainText(afterSaleTexts.upcoming);
    await progress.getByRole('button', { name: afterSaleTexts.cancelButton }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(afterSaleTexts.cancelConfirmBody);
    await dialog.getByRole('button', { name: afterSaleTexts.cancelConfirm }).click();

    await expect(page.getByTestId('toast')).toContainText(afterSaleTexts.cancelledToast);
    await expect(progress).toContainText('Cancelled on');
    await expect(page.getByTestId('status-badge')).toHaveText(afterSaleTexts.cancelledBadge);
    await expect(progress.getByRole('button', { name: afterSaleTexts.cancelButton })).toHaveCount(0);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const order = await request.get(`/api/user/orders/${orderId}`, { headers: { authorization } });
    expect(await order.json()).toMatchObject({ order: { paymentStatus: 'refunded' } });
  });
});
