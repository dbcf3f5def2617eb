import { checkoutScreenTexts } from '../../../src/shared/checkout-messages';
import { expect, type APIRequestContext, type Page } from './test';

/** An address no other test (or earlier run against the same server) has used. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest sign-in code the dev mailbox holds for `email`, waited for. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
      code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * A new customer through the code API, as the sign-up screens would make one; returns the
 * session token. Each spec signs up its own customer, so specs never share an account.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  customer: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const { email } = customer;
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  const code = await latestCode(request, email);
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', { data: customer });
  expect(completed.ok(), await completed.text()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

/** Every page this tab opens from now on is signed in with `token`. */
export async function signInPages(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
}

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  city: string;
  /** A US state's code, as the state list's values are. */
  state: string;
  zipCode: string;
}

/** The checkout form's customer fields, typed as a customer would. */
export async function fillShipping(page: Page, details: ShippingDetails): Promise<void> {
  for (const field of ['firstName', 'lastName', 'email', 'streetAddress', 'city', 'zipCode'] as const) {
    await page.getByLabel(checkoutScreenTexts.fields[field]).fill(details[field]);
  }
  await page.getByLabel(checkoutScreenTexts.fields.state).selectOption(details.state);
}

/** The local test processor's card field: `number` as typed, a future expiry and a CVC. */
export async function enterCard(page: Page, number = '4242424242424242'): Promise<void> {
  await page.getByLabel(checkoutScreenTexts.cardNumber).fill(number);
  await page.getByLabel(checkoutScreenTexts.cardExpiry).fill('12 / 34');
  await page.getByLabel(checkoutScreenTexts.cardCvc).fill('123');
}
