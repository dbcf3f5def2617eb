import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountServerMessages } from '../../shared/account-messages';
import { invoiceNumber } from '../../shared/format-date';
import { listOutbox } from '../mail/outbox-mailer';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { testCards, testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let now = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
const days = (count: number) => count * 86_400_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const runRenewals = () =>
  testApp.jobs
    .runAll(testApp.jobRegistry, (job) => job.name !== 'order-paid')
    .then(() => testApp.jobRegistry.handlers.get('renew-plans')!({}));

async function mailSubjects(email: string) {
  return (await listOutbox(testApp.database.db, { to: email, limit: 10 })).map((mail) => mail.subject).join('\n');
}

function yearsLater(from: number, years: number): string {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

describe('account endpoints answer only for the signed-in user', () => {
  it.each([
    ['GET', '/api/user/orders'],
    ['GET', '/api/user/subscription'],
    ['GET', '/api/user/billing'],
    ['POST', '/api/subscription/cancel'],
    ['POST', '/api/subscription/reactivate'],
  ] as const)('%s %s is 401 without a token', async (method, url) => {
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });

  it('shows a new customer no plan, no cards and no invoices', async () => {
    const customer = await testCustomer(testApp);
    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    expect((await customer.get('/api/user/billing')).json()).toEqual({
      subscription: null,
      paymentMethods: [],
      invoices: [],
    });
  });
});

describe('a plan bought with a card order', () => {
  it('shows the plan, the saved card and the invoice, whose PDF shows the total', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential');

    expect((await customer.get('/api/user/subscription')).json()).toEqual({
      plan: 'essential',
      status: 'active',
      cardsRemaining: 4,
      cardsPerYear: 5,
      renewalDate: yearsLater(now, 1),
      cancelAtPeriodEnd: false,
      priceCents: 5700,
    });
    const billing = (await customer.get('/api/user/billing')).json();
    expect(billing.subscription).toMatchObject({
      plan: 'essential',
      price: 5700,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(billing.paymentMethods).toEqual([
      { id: expect.any(String), last4: '4242', brand: 'visa', expMonth: 12, expYear: 2034, isDefault: true },
    ]);
    expect(billing.invoices).toHaveLength(1);
    const [invoice] = billing.invoices;
    expect(invoice).toMatchObject({ total: 5700, status: 'paid' });

    const pdf = await testApp.app.inject({ method: 'GET', url: invoice.invoicePdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [text] = await pdfPageTexts(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoiceNumber(invoice.id)}`);
    expect(text).toContain('Essential Plan (1 year, 5 cards)');
    expect(text).toContain('$57.00');
    expect(text).toContain('sam@example.com');
  });

  it("keeps one customer's orders, invoices and plan from another", async () => {
    const owner = await testCustomer(testApp);
    const stranger = await testCustomer(testApp);
    const { orderId } = await owner.buyPlanWithCard('plus');
    const [invoice] = (await owner.get('/api/user/billing')).json().invoices;

    expect((await stranger.get(`/api/user/orders/${orderId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    const forged = invoice.invoicePdf.replace(/sig=[^&]+/, 'sig=forged');
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    expect((await stranger.post('/api/subscription/cancel')).statusCode).toBe(404);
    expect((await owner.get('/api/user/billing')).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await owner.get(`/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
  });
});

describe('cancel, reactivate and the end of a period', () => {
  it('cancel keeps the plan and its cards until the period ends; reactivate undoes it', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential');
    const cancelled = await customer.post('/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await customer.post('/api/subscription/cancel')).statusCode).toBe(409);

    const planCard = await customer.order({ totalPrice: '0.00' });
    expect(planCard.clientSecret).toBeNull();
    expect((await customer.get('/api/user/subscription')).json().cardsRemaining).toBe(3);

    const reactivated = await customer.post('/api/subscription/reactivate');
    expect(reactivated.json().subscription.cancelAtPeriodEnd).toBe(false);
    const again = await customer.post('/api/subscription/reactivate');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: accountServerMessages.notCancelled, code: expect.any(String) });
  });

  it('renews an active plan at its end: a new charge, a new invoice, all its cards back', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential');
    await customer.order({ totalPrice: '0.00' });
    const start = now;
    now += days(366);
    await runRenewals();
    await customer.logInAgain();
    const summary = (await customer.get('/api/user/subscription')).json();
    expect(summary).toMatchObject({ status: 'active', cardsRemaining: 5 });
    expect(summary.renewalDate).toBe(yearsLater(start, 2));
    const billing = (await customer.get('/api/user/billing')).json();
    expect(
      billing.invoices.map((invoice: { total: number; status: string }) => [invoice.total, invoice.status]),
    ).toEqual([
      [5700, 'paid'],
      [5700, 'paid'],
    ]);
    expect(await mailSubjects(customer.email)).toContain('has renewed');

    await runRenewals();
    expect((await customer.get('/api/user/billing')).json().invoices).toHaveLength(2);
  });

  it('ends a cancelled plan at its end: canceled, no cards left', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('plus');
    await customer.post('/api/subscription/cancel');
    now += days(366);
    await runRenewals();
    await customer.logInAgain();
    expect((await customer.get('/api/user/subscription')).json()).toBeNull();
    expect((await customer.get('/api/user/billing')).json().subscription).toBeNull();
    expect(await mailSubjects(customer.email)).toContain('has ended');
    expect((await customer.order()).amountCents).toBe(1299);
    expect((await customer.post('/api/subscription/reactivate')).statusCode).toBe(404);
  });

  it('a declined renewal leaves the plan past due, resets nothing, and e-mails the customer', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyPlanWithCard('essential', testCards.laterDeclined);
    await customer.order({ totalPrice: '0.00' });
    now += days(366);
    await runRenewals();
    await customer.logInAgain();
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({
      status: 'past_due',
      cardsRemaining: 3,
    });
    const invoices = (await customer.get('/api/user/billing')).json().invoices;
    expect(invoices[0]).toMatchObject({ total: 5700, status: 'open' });
    expect(await mailSubjects(customer.email)).toContain('could not renew');
    // A past-due plan's cards wait for the payment: a new card costs full price.
    expect((await customer.order()).amountCents).toBe(1299);
  });
});

describe('a plan on its own (Subscribe & Save)', () => {
  it('starts with all its cards once paid', async () => {
    const customer = await testCustomer(testApp);
    const bought = await customer.post('/api/subscriptions/create', { plan: 'plus', totalPrice: '89.94' });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ amountCents: 8994 });
    expect((await customer.pay(bought.json().clientSecret)).statusCode).toBe(200);
    expect((await customer.get('/api/user/subscription')).json()).toMatchObject({ plan: 'plus', cardsRemaining: 10 });
    expect((await customer.get('/api/user/billing')).json().invoices[0]).toMatchObject({ total: 8994, status: 'paid' });
  });

  it('refuses a tampered price and a second plan', async () => {
    const customer = await testCustomer(testApp);
    expect((await customer.post('/api/subscriptions/create', { plan: 'plus', totalPrice: '1.00' })).statusCode).toBe(
      409,
    );
    await customer.buyPlanWithCard('essential');
    expect((await customer.post('/api/subscriptions/create', { plan: 'plus', totalPrice: '89.94' })).statusCode).toBe(
      409,
    );
  });
});
