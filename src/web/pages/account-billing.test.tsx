import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingResponse } from '@shared/api/account';
import type { CurrentUserResponse } from '@shared/api/user';
import { refundScreenTexts } from '@shared/refund-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { fakeServer } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import AccountBillingPage from './account-billing';

const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};

const invoice = (id: string, status: string, creditNotes: BillingResponse['invoices'][number]['creditNotes']) => ({
  id,
  created: '2026-11-20T10:00:00.000Z',
  total: 1299,
  status,
  invoicePdf: `/api/invoices/${id}/pdf?exp=1&sig=s`,
  description: 'Card KS-1001ABCD',
  creditNotes,
});

const note = (id: string, amountCents: number) => ({
  id,
  created: '2026-11-21T10:00:00.000Z',
  amountCents,
  reason: 'admin' as const,
  pdfUrl: `/api/user/credit-notes/${id}?exp=1&sig=s`,
});

const billing: BillingResponse = {
  subscription: null,
  paymentMethods: [],
  invoices: [
    invoice('00000000-0000-4000-8000-0000000000a1', 'paid', []),
    invoice('00000000-0000-4000-8000-0000000000b2', 'partially_refunded', [
      note('00000000-0000-4000-8000-0000000c0001', 500),
    ]),
    invoice('00000000-0000-4000-8000-0000000000c3', 'refunded', [
      note('00000000-0000-4000-8000-0000000c0002', 500),
      note('00000000-0000-4000-8000-0000000c0003', 799),
    ]),
  ],
};

describe('the billing page', () => {
  it('shows Paid, Partially refunded and Refunded invoices, with a credit note link per refund', async () => {
    localStorage.setItem(localKeys.authToken, 'token-1');
    fakeServer({
      'GET /api/auth/user': { body: account },
      'GET /api/user/billing': { body: billing },
    });
    renderScreen(<AccountBillingPage />, { at: paths.accountBilling, path: paths.accountBilling });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('invoice');
    const badges = rows.map((row) => within(row).getByTestId('status-badge'));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Paid', 'Partially refunded', 'Refunded']);
    // The spec's badge rule: only 'completed' and 'active' take the default style.
    expect(new Set(badges.map((badge) => badge.className)).size).toBe(1);

    expect(within(rows[0]!).queryByTestId('credit-notes')).toBeNull();
    const partial = within(rows[1]!).getAllByRole('link', { name: /credit note/i });
    expect(partial.map((link) => link.getAttribute('href'))).toEqual([billing.invoices[1]!.creditNotes![0]!.pdfUrl]);
    const full = within(rows[2]!).getAllByRole('link', { name: /credit note/i });
    expect(full).toHaveLength(2);
    expect(full[1]!.getAttribute('aria-label')).toBe(refundScreenTexts.creditNoteLabel('000c0003'));
    expect(full[1]!.textContent).toContain(refundScreenTexts.creditNote);
    expect(full[1]!.textContent).toContain('-$7.99');
  });
});
