import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/api/account';
import { afterSaleMessages, afterSaleTexts as texts } from '@shared/after-sale-texts';
import { formatDate } from '@shared/format-date';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { designView } from '@/test-support/design-view';
import { fakeServer } from '@/test-support/fake-fetch';
import { account, orderId, paidOrder } from '@/test-support/order-detail';
import { renderScreen, toastText } from '@/test-support/render-screen';
import AccountOrderPage from './account-order';

// jsdom has <dialog> without its modal methods; these do what the browser's do to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const progress = paidOrder.progress;
const shipped: OrderDetail = {
  ...paidOrder,
  status: 'shipped',
  progress: {
    ...progress,
    approvedAt: '2026-11-20T12:00:00.000Z',
    printStartedAt: '2026-11-21T09:00:00.000Z',
    printedAt: '2026-11-21T15:00:00.000Z',
    shippedAt: '2026-11-22T08:30:00.000Z',
    carrier: 'USPS',
    trackingNumber: '9400 1000',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000',
  },
};
const deliveredAt = '2026-11-24T16:00:00.000Z';
const delivered: OrderDetail = {
  ...shipped,
  status: 'delivered',
  progress: { ...shipped.progress, deliveredAt },
  guarantee: { claimableUntil: '2026-12-24T16:00:00.000Z', claim: null },
};

function openPage(order: OrderDetail, routes: Parameters<typeof fakeServer>[0] = {}) {
  localStorage.setItem(localKeys.authToken, 'token-1');
  const server = fakeServer({
    'GET /api/auth/user': { body: account },
    [`GET /api/user/orders/${orderId}`]: { body: { order } },
    [`GET /api/orders/${orderId}/design`]: { body: designView({ state: 'approved', canApprove: false }) },
    ...routes,
  });
  const screenParts = renderScreen(<AccountOrderPage />, {
    at: paths.accountOrder.replace(':orderId', orderId),
    path: paths.accountOrder,
  });
  return { ...screenParts, server };
}

const steps = async () => within(await screen.findByTestId('order-steps')).getAllByRole('listitem');

describe("the order page's progress", () => {
  it('lists every step in order with its time, the upcoming ones too, and links to the tracking page', async () => {
    openPage(shipped);
    const items = await steps();
    expect(items.map((item) => item.textContent)).toEqual([
      `${texts.steps.ordered}${formatDate(paidOrder.paidAt!)}`,
      `${texts.steps.approved}${formatDate(shipped.progress.approvedAt!)}`,
      `${texts.steps.printed}${formatDate(shipped.progress.printedAt!)}`,
      `${texts.steps.shipped}${formatDate(shipped.progress.shippedAt!)}`,
      `${texts.steps.delivered}${texts.upcoming}`,
    ]);
    expect(items[3]!.querySelector('time')?.getAttribute('dateTime')).toBe(shipped.progress.shippedAt);
    const progressCard = screen.getByTestId('order-progress');
    expect(progressCard.textContent).toContain('USPS');
    expect(progressCard.textContent).toContain('9400 1000');
    const track = within(progressCard).getByRole('link', { name: texts.trackLink });
    expect(track.getAttribute('href')).toBe(shipped.progress.trackingUrl);
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    // Printing has started: it can no longer be cancelled.
    expect(within(progressCard).queryByRole('button', { name: texts.cancelButton })).toBeNull();
  });

  it('cancels after a confirmation, then shows the cancelled order and a toast', async () => {
    const processing: OrderDetail = {
      ...paidOrder,
      status: 'processing',
      progress: { ...progress, approvedAt: '2026-11-20T12:00:00.000Z' },
    };
    const cancelledAt = '2026-11-20T13:00:00.000Z';
    const cancelled: OrderDetail = {
      ...processing,
      paymentStatus: 'refunded',
      progress: { ...processing.progress, cancelledAt },
    };
    let cancels = 0;
    const { user } = openPage(processing, {
      [`POST /api/orders/${orderId}/cancel`]: () => {
        cancels += 1;
        return { body: { order: cancelled } };
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.cancelButton }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(texts.cancelConfirmBody);
    await user.click(within(dialog).getByRole('button', { name: texts.cancelConfirm }));

    expect(await toastText()).toContain(texts.cancelledToast);
    expect(cancels).toBe(1);
    expect(screen.getByTestId('status-badge').textContent).toBe(texts.cancelledBadge);
    expect((await steps()).map((item) => item.textContent)).toEqual([
      `${texts.steps.ordered}${formatDate(paidOrder.paidAt!)}`,
      `${texts.steps.approved}${formatDate(processing.progress.approvedAt!)}`,
      texts.cancelledOn(formatDate(cancelledAt)),
    ]);
    expect(screen.queryByRole('button', { name: texts.cancelButton })).toBeNull();
  });

  it('shows the refusal when the card started printing meanwhile', async () => {
    const { user } = openPage(paidOrder, {
      [`POST /api/orders/${orderId}/cancel`]: {
        status: 409,
        body: { error: afterSaleMessages.notCancellable, code: 'CONFLICT' },
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.cancelButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.cancelConfirm }));
    expect(await toastText()).toContain(afterSaleMessages.notCancellable);
  });
});

describe('the 30-day money-back guarantee on the order page', () => {
  it('takes a claim with its reason, then says it was received', async () => {
    const sent: unknown[] = [];
    const { user } = openPage(delivered, {
      [`POST /api/orders/${orderId}/guarantee-claim`]: (request) => {
        sent.push(request.json);
        const claim = { createdAt: '2026-11-25T10:00:00.000Z', reason: 'Torn', refundedAt: null };
        return { status: 201, body: { order: { ...delivered, guarantee: { ...delivered.guarantee, claim } } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.guaranteeOffer }));
    await user.click(screen.getByRole('button', { name: texts.guaranteeSubmit }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(texts.guaranteeReasonLabel), 'Torn');
    await user.click(screen.getByRole('button', { name: texts.guaranteeSubmit }));
    expect(await screen.findByText(texts.claimReceived)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Torn' }]);
  });

  it('says when the guarantee ended, and a refunded claim', async () => {
    const long: OrderDetail = {
      ...delivered,
      progress: { ...delivered.progress, deliveredAt: '2026-01-02T10:00:00.000Z' },
      guarantee: { claimableUntil: '2026-02-01T10:00:00.000Z', claim: null },
    };
    openPage(long);
    expect(await screen.findByText(texts.guaranteeEnded(formatDate('2026-02-01T10:00:00.000Z')))).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.guaranteeOffer })).toBeNull();
  });

  it('shows a refunded claim', async () => {
    const refundedAt = '2026-11-26T09:00:00.000Z';
    openPage({
      ...delivered,
      guarantee: { ...delivered.guarantee, claim: { createdAt: deliveredAt, reason: 'Torn', refundedAt } },
    });
    expect(await screen.findByText(texts.claimRefunded(formatDate(refundedAt)))).toBeTruthy();
  });
});
