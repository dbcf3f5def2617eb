import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shared/api/admin';
import type { OrderProgress } from '@shared/api/order-progress';
import type { CurrentUserResponse } from '@shared/api/user';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { designView } from '@/test-support/design-view';
import { orderId, paidOrder } from '@/test-support/order-detail';
import { fakeServer } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import AdminOrderPage from './admin-order';

const admin: CurrentUserResponse = {
  user: { id: 'a1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
};
function detail(progress: Partial<OrderProgress>, history: AdminOrderDetail['history']): AdminOrderDetail {
  return {
    order: {
      ...paidOrder,
      status: 'processing',
      totalCents: 1299,
      totalPrice: '12.99',
      shippingCents: 0,
      progress: { ...paidOrder.progress, ...progress },
      userId: 'u1',
      carrier: null,
      trackingNumber: null,
      refundedAt: null,
      refundedCents: 0,
      memoryMime: null,
      memoryName: null,
      cardOptions: [],
      selectedOption: 0,
    },
    history,
  };
}

function line(id: string, action: string, toValue: string | null, note: string | null = null) {
  return {
    id,
    action,
    fromValue: null,
    toValue,
    note,
    actorEmail: 'admin@example.com',
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

function openOrder(answer: AdminOrderDetail) {
  localStorage.setItem(localKeys.authToken, 'token-1');
  fakeServer({
    'GET /api/auth/user': { body: admin },
    [`GET /api/orders/${orderId}`]: { body: answer },
    [`GET /api/orders/${orderId}/design`]: { body: designView({ state: 'approved', orderStatus: 'processing' }) },
  });
  return renderScreen(<AdminOrderPage />, {
    at: paths.adminOrder.replace(':orderId', orderId),
    path: paths.adminOrder,
  });
}

describe('an order’s page for the admin', () => {
  it('lists the print steps in its history in words', async () => {
    openOrder(
      detail({ printStartedAt: '2026-11-21T10:00:00.000Z' }, [
        line('h1', 'print', 'in a batch', 'Batch 7'),
        line('h2', 'print', 'printed'),
        line('h3', 'print', 'back in the print queue'),
      ]),
    );
    const history = await screen.findByTestId('order-history');
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual([
      'In a print batch',
      'Printed',
      'Back in the print queue',
    ]);
    expect(within(items[0]!).getByText('Batch 7')).toBeTruthy();
  });

  it('says a cancelled order was cancelled by its customer and does not offer its status menu', async () => {
    openOrder(detail({ cancelledAt: '2026-11-21T12:00:00.000Z' }, []));
    const menu = await screen.findByTestId('status-menu');
    expect((menu as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('order-cancelled').textContent).toBe(texts.cancelled);
  });

  it('keeps the status menu for an order that was not cancelled', async () => {
    openOrder(detail({}, []));
    const menu = await screen.findByTestId('status-menu');
    expect((menu as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('order-cancelled')).toBeNull();
  });
});
