import { expect, test, type APIRequestContext } from './support/test';
import { approveDesign, paidCardOrder } from './support/card-order';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { afterSaleTexts } from '../../src/shared/after-sale-texts';

/**
 * Cancelling from the order page, end to end: a card is paid and approved through the API as
 * the checkout and the preview would do it, then the customer cancels it on a phone-sized page.
 */
async function approvedOrder(request: APIRequestContext) {
  const customer = { email: uniqueEmail('cancel'), firstName: 'Robin', lastName: 'Ortiz' };
  const token = await signUpCustomer(request, customer);
  const { orderId } = await paidCardOrder(
    request,
    { ...customer, token },
    {
      cardStyle: 'realistic',
      card: { front: 'Happy birthday, Jo!', inside: 'To many more sunsets.', back: 'Love, Robin' },
      memoryDescription: 'A sunset at the beach',
    },
  );
  await approveDesign(request, token, orderId);
  return { orderId, token, authorization: `Bearer ${token}` };
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
