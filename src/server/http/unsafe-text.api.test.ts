import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '../../shared/api/text';
import { bearer, postJson, signUp, uniqueEmail, uniqueIp } from '../../../tests/support/auth';
import { multipartBody, orderPayload, orderRequest, samplePhoto } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * PostgreSQL refuses NUL in text and a lone UTF-16 surrogate in jsonb. Every route that takes
 * text must refuse them itself with a 400 that names the field, never pass them to a query.
 */
let testApp: TestApp;
let customer: Awaited<ReturnType<typeof testCustomer>>;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: 'admin@keepsake.test' } });
  customer = await testCustomer(testApp);
  admin = bearer((await signUp(testApp.app, testApp.database, 'admin@keepsake.test')).token);
});
afterAll(() => testApp.close());

const unsafe = { nul: 'a\u0000b', 'lone surrogate': 'a\ud800b', escape: 'a\u001bb' } as const;
const cases = Object.entries(unsafe);

/**
 * A URL cannot carry a lone surrogate; its nearest form is the surrogate's UTF-8-style bytes,
 * which are not valid UTF-8: the query decoder makes them U+FFFD (a plain answer), a path
 * parameter that does not decode is a 400. Never a 500.
 */
function inUrl(text: string): string {
  return text.includes('\ud800') ? text.replace('\ud800', '%ED%A0%80') : encodeURIComponent(text);
}

function expectRefusedInUrl(response: { statusCode: number; json(): unknown }, text: string) {
  if (!text.includes('\ud800')) return expectRefused(response);
  expect(response.statusCode).toBeLessThan(500);
}

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { error: string }).error).toContain(unsafeTextMessage);
}

describe.each(cases)('%s in text is a 400, never a 500', (_label, bad) => {
  it('in the page view path and referrer (no sign-in needed)', async () => {
    const ip = uniqueIp();
    expectRefused(await postJson(testApp.app, '/api/analytics/pageview', { path: `/${bad}` }, { remoteAddress: ip }));
    expectRefused(
      await postJson(testApp.app, '/api/analytics/pageview', { path: '/', referrer: bad }, { remoteAddress: ip }),
    );
  });

  it('in profile names', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: bad, lastName: 'x' },
      ...bearer(customer.token),
    });
    expectRefused(response);
  });

  it('in sign-up names', async () => {
    const body = { email: uniqueEmail(), password: 'secret123', firstName: bad, lastName: 'Lovelace' };
    expectRefused(await postJson(testApp.app, '/api/auth/signup', body, { remoteAddress: uniqueIp() }));
  });

  it.each([
    [
      'firstName',
      (text: string) => orderPayload({ customerDetails: { ...orderPayload().customerDetails, firstName: text } }),
    ],
    ['city', (text: string) => orderPayload({ customerDetails: { ...orderPayload().customerDetails, city: text } })],
    [
      'description',
      (text: string) => orderPayload({ contextData: { selectedTone: 'playful', memoryDescription: text } }),
    ],
    [
      'card front',
      (text: string) =>
        orderPayload({
          checkoutData: {
            selectedOption: 0,
            selectedCardStyle: 'sketch',
            cardOptions: [{ front: text, inside: 'i', back: 'b' }],
          },
        }),
    ],
  ])('in orderData %s', async (_field, payloadWith) => {
    const { payload, headers } = orderRequest(payloadWith(bad));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...bearer(customer.token).headers },
    });
    expectRefused(response);
  });

  it('in a design change text', async () => {
    const { orderId } = await customer.buyCard();
    const response = await customer.post(`/api/orders/${orderId}/design/change`, {
      front: bad,
      inside: 'Inside',
      back: 'Back',
      style: 'sketch',
    });
    expectRefused(response);
  });

  it("in the admin's search", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders?q=${inUrl(bad)}`,
      ...admin,
    });
    expectRefusedInUrl(response, bad);
  });

  it("in a payment intent's id", async () => {
    const response = await customer.get(`/api/payments/local/intents/pi_${inUrl(bad)}`);
    expectRefusedInUrl(response, bad);
  });

  it('in the development mailbox filter', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${inUrl(bad)}` });
    expectRefusedInUrl(response, bad);
  });
});

describe('text that is allowed', () => {
  it('keeps tab and line breaks in card texts and the description', async () => {
    const placed = await customer.order(
      orderPayload({
        checkoutData: {
          selectedOption: 0,
          selectedCardStyle: 'sketch',
          cardOptions: [{ front: 'Dear\tSam', inside: 'Line one\nLine two\r\nLine three', back: 'Love 💛' }],
        },
        contextData: { selectedTone: 'playful', memoryDescription: 'A day\nat the sea' },
      }),
    );
    const order = (await customer.get(`/api/user/orders/${placed.orderId}`)).json().order;
    expect(order).toMatchObject({
      front: 'Dear\tSam',
      inside: 'Line one\nLine two\r\nLine three',
      back: 'Love 💛',
      memoryDescription: 'A day\nat the sea',
    });
  });

  it('stores an upload whose file name holds a NUL, without the NUL', async () => {
    const { payload, headers } = multipartBody([
      { name: 'memoryFile', filename: 'null\u0000byte.jpg', contentType: 'image/jpeg', content: samplePhoto },
      { name: 'orderData', value: JSON.stringify(orderPayload()) },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload,
      headers: { ...headers, ...bearer(customer.token).headers },
    });
    expect(response.statusCode).toBe(200);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/orders/${response.json().orderId}`, ...admin });
    expect(detail.json().order.memoryName).toBe('nullbyte.jpg');
  });
});
