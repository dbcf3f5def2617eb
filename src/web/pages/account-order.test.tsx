import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/api/account';
import type { CurrentUserResponse } from '@shared/api/user';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { statusLabel } from '@/lib/status-display';
import { designView } from '@/test-support/design-view';
import { fakeServer } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import AccountOrderPage from './account-order';

const orderId = '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';
const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
const order: OrderDetail = {
  id: orderId,
  orderNumber: 'KS-1001ABCD',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  paymentStatus: 'paid',
  totalCents: 1798,
  totalPrice: '17.98',
  coveredByPlan: false,
  planPurchased: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  selectedTone: 'playful',
  cardStyle: 'watercolor',
  front: 'To the best sister',
  inside: 'Happy birthday.',
  back: 'Love, Sam',
  thumbnailUrl: null,
  shippingType: 'standard',
  shipping: {
    sendTo: 'me',
    name: 'Ada Lovelace',
    address: {
      country: 'US',
      name: 'Ada Lovelace',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    },
    lines: ['Ada Lovelace', '1 Main St', 'SPRINGFIELD, IL 62701'],
    arriveBy: null,
    approveBy: null,
    dispatchBy: null,
  },
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  memoryDescription: 'The lake.',
  memoryUrl: null,
  memoryKind: null,
  cardPriceCents: 1299,
  shippingCents: 499,
  paidAt: '2026-11-20T10:01:00.000Z',
};

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
});
