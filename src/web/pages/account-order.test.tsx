import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/api/account';
import { arriveByTexts } from '@shared/arrive-by-texts';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { deliveryMessages } from '@shared/delivery-texts';
import { orderShippingTexts } from '@shared/order-shipping-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { statusLabel } from '@/lib/status-display';
import { designView } from '@/test-support/design-view';
import { fakeServer } from '@/test-support/fake-fetch';
import { account, orderId, paidOrder as order } from '@/test-support/order-detail';
import { renderScreen } from '@/test-support/render-screen';
import AccountOrderPage from './account-order';

describe('an order page', () => {
  it("shows the order's new status as soon as its design is approved, without a reload", async () => {
    localStorage.setItem(localKeys.authToken, 'token-1');
    const server = fakeServer({
      'GET /api/auth/user': { body: account },
      [`GET /api/user/orders/${orderId}`]: { body: { order } },
      [`GET /api/orders/${orderId}/design`]: { body: designView() },
      [`POST /api/orders/${orderId}/design/approve`]: () => {
        // The server has moved the order on; the page must learn it from the approval alone.
        server.answer(`GET /api/user/orders/${orderId}`, { body: { order: { ...order, status: 'processing' } } });
        return { body: designView({ state: 'approved', orderStatus: 'processing', canApprove: false }) };
      },
    });
    const { user } = renderScreen(<AccountOrderPage />, {
      at: paths.accountOrder.replace(':orderId', orderId),
      path: paths.accountOrder,
    });
    const badge = () => screen.getByTestId('status-badge');
    await user.click(await screen.findByRole('button', { name: texts.approve }));
    expect(badge().textContent).toBe(statusLabel('pending'));
    expect(await screen.findByText(texts.approvedHeading)).toBeTruthy();
    expect(badge().textContent).toBe(statusLabel('processing'));
  });

  it('says whom the card goes to, prints the envelope in its country’s order, and the approval deadline while it waits', async () => {
    localStorage.setItem(localKeys.authToken, 'token-1');
    const approveBy = '2026-12-21T14:00:00.000Z';
    const toTokyo: OrderDetail = {
      ...order,
      shipping: {
        sendTo: 'someone-else',
        name: '山田太郎',
        phone: null,
        address: { country: 'JP', name: '山田太郎', postalCode: '100-0001', state: '13', streetAddress: '千代田1-1' },
        lines: ['〒100-0001', '東京都', '千代田1-1', '山田太郎', 'JAPAN'],
        arriveBy: '2027-01-20',
        approveBy,
        dispatchBy: '2026-12-21T22:00:00.000Z',
      },
    };
    fakeServer({
      'GET /api/auth/user': { body: account },
      [`GET /api/user/orders/${orderId}`]: { body: { order: toTokyo } },
      [`GET /api/orders/${orderId}/design`]: { body: designView() },
    });
    renderScreen(<AccountOrderPage />, {
      at: paths.accountOrder.replace(':orderId', orderId),
      path: paths.accountOrder,
    });
    const shipTo = await screen.findByTestId('ship-to');
    expect(shipTo.textContent).toContain(orderShippingTexts.sendingTo('山田太郎'));
    const envelope = screen.getByRole('group', { name: orderShippingTexts.sendingTo('山田太郎') });
    expect([...envelope.querySelectorAll('span')].map((line) => line.textContent)).toEqual(toTokyo.shipping.lines);
    expect(screen.getByTestId('approve-by').textContent).toBe(
      arriveByTexts.approveBy(new Date(approveBy), '2027-01-20'),
    );
    expect(screen.getByTestId('approve-by').textContent).toContain('for it to arrive by Jan 20, 2027');
  });

  it('corrects the address until the card is printed, and shows a refusal on its field', async () => {
    localStorage.setItem(localKeys.authToken, 'token-1');
    const sent: unknown[] = [];
    const corrected = { ...order.shipping, lines: ['Ada Lovelace', '2 Main St', 'SPRINGFIELD, IL 62701'] };
    const server = fakeServer({
      'GET /api/auth/user': { body: account },
      [`GET /api/user/orders/${orderId}`]: { body: { order } },
      [`GET /api/orders/${orderId}/design`]: { body: designView() },
      [`PATCH /api/orders/${orderId}/shipping-address`]: (request) => {
        sent.push(request.json);
        if (sent.length === 1) {
          const message = deliveryMessages.expressNotOffered('United States');
          return { status: 400, body: { error: message, code: 'BAD_REQUEST', fields: { 'address.country': message } } };
        }
        server.answer(`GET /api/user/orders/${orderId}`, { body: { order: { ...order, shipping: corrected } } });
        return { body: { shipping: corrected } };
      },
    });
    const { user } = renderScreen(<AccountOrderPage />, {
      at: paths.accountOrder.replace(':orderId', orderId),
      path: paths.accountOrder,
    });
    await user.click(await screen.findByRole('button', { name: orderShippingTexts.correct }));
    const street = screen.getByLabelText(/street address/i);
    await user.clear(street);
    await user.type(street, '2 Main St');
    await user.click(screen.getByRole('button', { name: orderShippingTexts.save }));
    expect(await screen.findByText(deliveryMessages.expressNotOffered('United States'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: orderShippingTexts.save }));
    expect(sent[1]).toEqual({
      address: {
        country: 'US',
        name: 'Ada Lovelace',
        streetAddress: '2 Main St',
        addressLine2: '',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
      },
    });
    expect(await screen.findByText('2 Main St')).toBeTruthy();
    expect(screen.queryByTestId('correct-address-form')).toBeNull();
  });
});
