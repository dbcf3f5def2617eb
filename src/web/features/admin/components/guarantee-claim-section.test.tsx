import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClaimTexts as texts } from '@shared/after-sale-texts';
import type { AdminGuaranteeClaim } from '@shared/api/after-sale';
import { fakeServer } from '@/test-support/fake-fetch';
import { orderId, paidOrder } from '@/test-support/order-detail';
import { renderScreen, toastText } from '@/test-support/render-screen';
import type { AdminOrderView } from '../api/get-admin-order';
import { GuaranteeClaimSection } from './guarantee-claim-section';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const claim = { createdAt: '2026-11-25T10:00:00.000Z', reason: 'The card was torn', refundedAt: null };
// The section reads only the order's id and its claim; the rest of the admin's view does not matter here.
const order = { ...paidOrder, guarantee: { claimableUntil: null, claim } } as unknown as AdminOrderView;
const listed: AdminGuaranteeClaim = {
  ...claim,
  id: '7d1c0f7e-2a7b-4c55-9d1e-0f4b7e9a1c22',
  orderId,
  orderNumber: paidOrder.orderNumber,
  customerName: 'Ada Lovelace',
  email: 'ada@example.com',
  deliveredAt: '2026-11-24T10:00:00.000Z',
  refundableCents: 1798,
};

describe("the admin's guarantee claim section", () => {
  it('shows the reason and refunds the open claim after a confirmation', async () => {
    let refunds = 0;
    fakeServer({
      'GET /api/admin/guarantee-claims': { body: { claims: [listed] } },
      [`POST /api/admin/guarantee-claims/${listed.id}/refund`]: () => {
        refunds += 1;
        return { body: { claim: { ...listed, refundedAt: '2026-11-25T11:00:00.000Z', refundableCents: 0 } } };
      },
    });
    const { user } = renderScreen(<GuaranteeClaimSection order={order} />);
    expect(screen.getByTestId('order-guarantee-claim').textContent).toContain('The card was torn');
    await user.click(await screen.findByRole('button', { name: texts.refund }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirm }));
    expect(await toastText()).toContain(texts.refunded);
    expect(refunds).toBe(1);
  });

  it('offers no refund for a refunded claim, and shows nothing without a claim', () => {
    fakeServer({});
    const refunded = {
      ...order,
      guarantee: { claimableUntil: null, claim: { ...claim, refundedAt: claim.createdAt } },
    };
    const { unmount } = renderScreen(<GuaranteeClaimSection order={refunded} />);
    expect(screen.queryByRole('button', { name: texts.refund })).toBeNull();
    unmount();
    renderScreen(<GuaranteeClaimSection order={{ ...order, guarantee: { claimableUntil: null, claim: null } }} />);
    expect(screen.queryByTestId('order-guarantee-claim')).toBeNull();
  });
});
