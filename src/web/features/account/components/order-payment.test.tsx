import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/api/account';
import { refundScreenTexts } from '@shared/refund-texts';
import { OrderPayment } from './order-payment';

const paid = {
  planPurchased: null,
  coveredByPlan: false,
  cardPriceCents: 1299,
  shippingCents: 0,
  totalCents: 1299,
  paidAt: '2026-11-20T10:01:00.000Z',
} as const;

describe("the order page's payment section", () => {
  it('lists each refund with its amount and date', () => {
    const refunds = [
      { amountCents: 500, createdAt: '2026-11-21T10:00:00.000Z', reason: 'admin' as const },
      { amountCents: 799, createdAt: '2026-11-22T10:00:00.000Z', reason: 'cancelled' as const },
    ];
    // Only the payment fields are read here; the rest of the order belongs to other sections.
    render(<OrderPayment order={{ ...paid, refunds } as unknown as OrderDetail} />);
    const lines = screen.getByTestId('order-refunds').querySelectorAll('li');
    expect([...lines].map((line) => line.textContent)).toEqual([
      refundScreenTexts.refundedOn(500, refunds[0]!.createdAt),
      refundScreenTexts.refundedOn(799, refunds[1]!.createdAt),
    ]);
    expect(lines[0]!.textContent).toMatch(/^Refunded \$5\.00 on Nov 2\d, 2026/);
  });

  it('shows no refund lines for an order nothing was given back for', () => {
    render(<OrderPayment order={{ ...paid } as unknown as OrderDetail} />);
    expect(screen.queryByTestId('order-refunds')).toBeNull();
  });
});
