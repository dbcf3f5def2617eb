import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminGuaranteeClaim } from '@shared/api/after-sale';
import type { PrintBatch, PrintQueueItem } from '@shared/api/print-batches';
import type { CurrentUserResponse } from '@shared/api/user';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { fakeServer, type FakeRoutes } from '@/test-support/fake-fetch';
import { renderScreen, toastText } from '@/test-support/render-screen';
import AdminPage from './admin';

// jsdom has no modal <dialog>; the confirmations only need it to open and close.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** The one dialog open now (the page holds several closed ones). */
function openDialog(): HTMLElement {
  const dialog = document.querySelector<HTMLElement>('dialog[open]');
  if (!dialog) throw new Error('no dialog is open');
  return dialog;
}

const admin: CurrentUserResponse = {
  user: { id: 'a1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
};

function queued(id: string, orderNumber: string, shipName: string, dispatchBy: string | null): PrintQueueItem {
  return {
    id,
    orderNumber,
    shipName,
    country: 'US',
    shippingType: 'standard',
    cardStyle: 'watercolor',
    approvedAt: '2026-11-20T10:00:00.000Z',
    dispatchBy,
    arriveBy: null,
  };
}

const first = queued('0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e41', 'KS-0001AAAA', 'Grace Hopper', '2026-11-21T22:00:00.000Z');
const second = queued('0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e42', 'KS-0002BBBB', 'Alan Turing', '2099-11-22T22:00:00.000Z');
const third = queued('0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e43', 'KS-0003CCCC', 'Ada Lovelace', null);

function batch(overrides: Partial<PrintBatch> = {}): PrintBatch {
  const id = overrides.id ?? '7d0f5c4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
  return {
    id,
    batchNumber: 7,
    createdAt: '2026-11-24T09:00:00.000Z',
    printedAt: null,
    orderIds: [first.id],
    printPdfUrl: `/api/admin/print-batches/${id}/print.pdf?exp=1795000000&sig=signed`,
    labelsPdfUrl: `/api/admin/print-batches/${id}/labels.pdf`,
    packingListUrl: `/api/admin/print-batches/${id}/packing-list.csv`,
    ...overrides,
  };
}

const claim: AdminGuaranteeClaim = {
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  orderId: '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e44',
  orderNumber: 'KS-0004DDDD',
  customerName: 'Mary Shelley',
  email: 'mary@example.com',
  createdAt: '2026-11-23T12:00:00.000Z',
  reason: 'The card arrived torn.',
  refundedAt: null,
  deliveredAt: '2026-11-20T12:00:00.000Z',
  refundableCents: 1798,
};

/** Every request the dashboard sends on opening, answered; a test replaces what it acts on. */
function dashboard(routes: FakeRoutes = {}) {
  localStorage.setItem(localKeys.authToken, 'token-1');
  return fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/orders/stats': {
      body: { totalOrders: 0, totalRevenueCents: 0, pendingCount: 0, averageOrderValueCents: 0 },
    },
    'GET /api/orders': { body: { orders: [], total: 0, totalCapped: false, page: 1, pageSize: 25 } },
    'GET /api/admin/print-queue': { body: { orders: [first, second, third] } },
    'GET /api/admin/print-batches': { body: { batches: [] } },
    'GET /api/admin/guarantee-claims': { body: { claims: [] } },
    ...routes,
  });
}

describe('the admin dashboard’s in-house printing', () => {
  it('lists the queue in dispatch-by order and batches the ticked cards, showing the new batch', async () => {
    const made = batch({ orderIds: [first.id, third.id] });
    const server = dashboard({
      'POST /api/admin/print-batches': () => {
        server.answer('GET /api/admin/print-queue', { body: { orders: [second] } });
        server.answer('GET /api/admin/print-batches', { body: { batches: [made] } });
        return { status: 201, body: { batch: made } };
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });

    const rows = await screen.findAllByTestId('queue-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      first.orderNumber,
      second.orderNumber,
      third.orderNumber,
    ]);
    expect(within(rows[0]!).getByText(texts.overdue)).toBeTruthy();
    expect(screen.getByTestId('batch-scope').textContent).toBe(texts.batchAll(3));

    await user.click(screen.getByRole('checkbox', { name: texts.selectOne(first.orderNumber) }));
    await user.click(screen.getByRole('checkbox', { name: texts.selectOne(third.orderNumber) }));
    expect(screen.getByTestId('batch-scope').textContent).toBe(texts.batchSelected(2));
    await user.click(screen.getByRole('button', { name: texts.createBatch }));

    expect(await toastText()).toContain(texts.batchCreated(7));
    expect(server.requests('POST /api/admin/print-batches').map((request) => request.json)).toEqual([
      { orderIds: [first.id, third.id] },
    ]);
    const shown = await screen.findByTestId('print-batch');
    expect(within(shown).getByRole('heading').textContent).toBe(texts.batchName(7));
    expect(within(shown).getByText(texts.cards(2))).toBeTruthy();
    expect((await screen.findAllByTestId('queue-row')).length).toBe(1);
  });

  it('sends every card on screen when none is ticked, and says when the queue is empty', async () => {
    const server = dashboard({
      'POST /api/admin/print-batches': () => {
        server.answer('GET /api/admin/print-queue', { body: { orders: [] } });
        return { status: 201, body: { batch: batch({ orderIds: [first.id, second.id, third.id] }) } };
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    await user.click(await screen.findByRole('button', { name: texts.createBatch }));
    expect(await screen.findByText(texts.queueEmpty)).toBeTruthy();
    expect(server.requests('POST /api/admin/print-batches')[0]?.json).toEqual({
      orderIds: [first.id, second.id, third.id],
    });
  });

  it('shows a refused batch in a toast', async () => {
    hushExpectedErrors();
    dashboard({
      'POST /api/admin/print-batches': {
        status: 409,
        body: { error: 'No approved cards are queued.', code: 'CONFLICT' },
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    await user.click(await screen.findByRole('button', { name: texts.createBatch }));
    const text = await toastText();
    expect(text).toContain(texts.batchFailed);
    expect(text).toContain('No approved cards are queued.');
  });

  it('links each batch’s print PDF, both label sheets and packing list as downloads, and marks it printed', async () => {
    const signed = batch({ labelsPdfUrl: '/api/admin/print-batches/x/labels.pdf?sig=abc' });
    const server = dashboard({
      'GET /api/admin/print-batches': { body: { batches: [signed] } },
      [`POST /api/admin/print-batches/${signed.id}/printed`]: () => {
        const printed = { ...signed, printedAt: '2026-11-24T15:00:00.000Z' };
        server.answer('GET /api/admin/print-batches', { body: { batches: [printed] } });
        return { body: { batch: printed } };
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    const item = await screen.findByTestId('print-batch');
    const link = (name: string) => within(item).getByRole('link', { name });
    expect(link(`${texts.printPdf}, ${texts.batchName(7)}`).getAttribute('href')).toBe(signed.printPdfUrl);
    expect(link(texts.labelsOn('Letter 30', 7)).getAttribute('href')).toBe(
      '/api/admin/print-batches/x/labels.pdf?sig=abc&sheet=letter-30',
    );
    expect(link(texts.labelsOn('A4 21', 7)).getAttribute('href')).toBe(
      '/api/admin/print-batches/x/labels.pdf?sig=abc&sheet=a4-21',
    );
    expect(link(`${texts.packingList}, ${texts.batchName(7)}`).getAttribute('href')).toBe(signed.packingListUrl);
    for (const anchor of within(item).getAllByRole('link')) expect(anchor.hasAttribute('download')).toBe(true);
    expect(screen.getByText(texts.labelsHint)).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: texts.markPrinted }));
    const dialog = openDialog();
    await user.click(within(dialog).getByRole('button', { name: texts.confirmPrinted, hidden: true }));
    expect(await toastText()).toContain(texts.batchPrinted(7));
    expect(server.requests(`POST /api/admin/print-batches/${signed.id}/printed`)).toHaveLength(1);
    expect(within(item).getByTestId('batch-printed').textContent).toMatch(/^Printed /);
    expect(within(item).queryByRole('button', { name: texts.markPrinted })).toBeNull();
  });
  it('downloads a label sheet with the admin’s token and names the labels marked CHECK', async () => {
    const shown = batch();
    dashboard({
      'GET /api/admin/print-batches': { body: { batches: [shown] } },
      [`GET /api/admin/print-batches/${shown.id}/labels.pdf`]: {
        body: '%PDF-1.7',
        headers: {
          'content-disposition': 'attachment; filename="keepsake-batch-7-labels-a4-21.pdf"',
          'x-labels-flagged': 'KS-0001AAAA, KS-0003CCCC',
        },
      },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    const item = await screen.findByTestId('print-batch');
    await user.click(within(item).getByRole('link', { name: texts.labelsOn('A4 21', 7) }));

    expect(await toastText()).toContain(texts.labelsFlaggedDetail('KS-0001AAAA, KS-0003CCCC'));
    await vi.waitFor(() => expect(saved).toEqual(['keepsake-batch-7-labels-a4-21.pdf']));
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/labels.pdf'));
    expect(String(sent?.[0])).toBe(`/api/admin/print-batches/${shown.id}/labels.pdf?sheet=a4-21`);
    expect((sent?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });
});

describe('the admin dashboard’s shipping', () => {
  it('lists every refused row of a tracking CSV and says nothing was applied', async () => {
    hushExpectedErrors();
    const server = dashboard({
      'POST /api/admin/shipments/csv': {
        status: 422,
        body: {
          error: 'Some rows could not be read.',
          code: 'UNPROCESSABLE',
          fields: { 'row 12': 'Enter the tracking number', 'row 3': 'No order KS-9999 was found' },
        },
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    const csv = 'order_number,carrier,tracking_number\nKS-9999,USPS,1Z\n';
    await user.upload(
      await screen.findByLabelText(texts.uploadCsv),
      new File([csv], 'tracking.csv', { type: 'text/csv' }),
    );

    const errors = await screen.findByTestId('csv-errors');
    expect(within(errors).getByText(texts.csvRefused)).toBeTruthy();
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3: No order KS-9999 was found', 'Row 12: Enter the tracking number']);
    expect(server.requests('POST /api/admin/shipments/csv')[0]?.json).toEqual({ csv });
  });

  it('says how many cards a good CSV shipped, and offers the template', async () => {
    dashboard({
      'POST /api/admin/shipments/csv': {
        body: {
          shipped: [
            { orderId: first.id, orderNumber: first.orderNumber },
            { orderId: second.id, orderNumber: second.orderNumber },
          ],
        },
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    const template = await screen.findByRole('link', { name: texts.csvTemplate });
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('order_number,carrier,tracking_number');
    await user.upload(screen.getByLabelText(texts.uploadCsv), new File(['x'], 'tracking.csv', { type: 'text/csv' }));
    expect(await toastText()).toContain(texts.shippedCount(2));
  });

  it('marks one card shipped with a carrier and tracking number', async () => {
    const server = dashboard({
      'POST /api/admin/shipments': { body: { shipped: [{ orderId: first.id, orderNumber: first.orderNumber }] } },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    await user.click(await screen.findByRole('button', { name: texts.markShipped }));
    const dialog = openDialog();
    await user.type(within(dialog).getByLabelText(texts.orderNumber), first.orderNumber);
    await user.selectOptions(within(dialog).getByLabelText(texts.carrier), 'Royal Mail');
    await user.type(within(dialog).getByLabelText(texts.trackingNumber), 'RM123456789GB');
    await user.click(within(dialog).getByRole('button', { name: texts.markShipped, hidden: true }));
    expect(await toastText()).toContain(texts.shippedCount(1));
    expect(server.requests('POST /api/admin/shipments')[0]?.json).toEqual({
      shipments: [{ orderNumber: first.orderNumber, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' }],
    });
  });
});

describe('the admin dashboard’s guarantee claims', () => {
  it('refunds a claim after confirmation and then shows it refunded', async () => {
    const refunded = { ...claim, refundedAt: '2026-11-24T16:00:00.000Z' };
    const server = dashboard({
      'GET /api/admin/guarantee-claims': { body: { claims: [claim] } },
      [`POST /api/admin/guarantee-claims/${claim.id}/refund`]: () => {
        server.answer('GET /api/admin/guarantee-claims', { body: { claims: [refunded] } });
        return { body: { claim: refunded } };
      },
    });
    const { user } = renderScreen(<AdminPage />, { at: paths.admin });
    const item = await screen.findByTestId('guarantee-claim');
    expect(within(item).getByRole('link', { name: `Open order ${claim.orderNumber}` })).toBeTruthy();
    expect(within(item).getByText(claim.reason)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: texts.refundClaim('$17.98') }));
    const dialog = openDialog();
    await user.click(within(dialog).getByRole('button', { name: texts.confirmRefund, hidden: true }));

    expect(await toastText()).toContain(texts.claimRefundedToast);
    expect(server.requests(`POST /api/admin/guarantee-claims/${claim.id}/refund`)).toHaveLength(1);
    expect((await within(item).findByTestId('claim-refunded')).textContent).toMatch(/^Refunded Nov 24, 2026/);
    expect(within(item).queryByRole('button', { name: texts.refundClaim('$17.98') })).toBeNull();
  });
});

describe('the admin dashboard’s orders', () => {
  it('marks a cancelled order and offers no status menu for it', async () => {
    const row = {
      id: claim.orderId,
      orderNumber: claim.orderNumber,
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'processing' as const,
      paymentStatus: 'refunded' as const,
      totalCents: 1299,
      totalPrice: '12.99',
      firstName: 'Mary',
      lastName: 'Shelley',
      email: 'mary@example.com',
      selectedTone: 'playful',
      coveredByPlan: false,
      planPurchased: null,
      shippingType: 'standard' as const,
      dispatchBy: null,
      cancelledAt: '2026-11-21T12:00:00.000Z',
    };
    dashboard({
      'GET /api/orders': { body: { orders: [row], total: 1, totalCapped: false, page: 1, pageSize: 25 } },
    });
    renderScreen(<AdminPage />, { at: paths.admin });
    // The table and the phone's cards both hold the row.
    const menus = await screen.findAllByTestId('status-menu');
    expect(menus.map((menu) => (menu as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(screen.getAllByTestId('order-cancelled').map((note) => note.textContent)).toEqual([
      texts.cancelled,
      texts.cancelled,
    ]);
  });
});
