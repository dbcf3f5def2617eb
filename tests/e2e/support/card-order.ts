import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from './test';

/**
 * A card order placed through the real order endpoints, as the checkout would place it, and paid
 * on the local test processor. Specs say only what their order is about (names, texts, photo).
 */
const sunset = readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'media', 'sunset.jpg'));
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

export interface CardCustomer {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface CardOrderOptions {
  cardStyle?: string;
  card?: { front: string; inside: string; back: string };
  memoryDescription?: string;
  /** The memory photo uploaded with the order; sunset.jpg unless a spec needs its own. */
  photo?: Buffer;
  express?: boolean;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/orders/create-with-payment with its photo; the order waits for its payment. */
export async function placeCardOrder(
  request: APIRequestContext,
  customer: CardCustomer,
  options: CardOrderOptions = {},
) {
  const shippingType = options.express ? 'express' : 'standard';
  const orderData = {
    checkoutData: {
      selectedOption: 0,
      selectedCardStyle: options.cardStyle ?? 'watercolor',
      cardOptions: [
        options.card ?? { front: 'To the best sister', inside: 'Every sunset reminds me of you.', back: 'Love, Sam' },
      ],
    },
    contextData: {
      selectedTone: 'sentimental',
      memoryDescription: options.memoryDescription ?? 'Our trip to the beach at sunset',
    },
    customerDetails: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      shippingType,
    },
    totalPrice: options.express ? '17.98' : '12.99',
    shippingType,
    subscriptionPlan: 'none',
  };
  const placed = await request.post('/api/orders/create-with-payment', {
    headers: bearer(customer.token),
    multipart: {
      memoryFile: { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: options.photo ?? sunset },
      orderData: JSON.stringify(orderData),
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { clientSecret: string; orderId: string; orderNumber: string };
}

/** Pays a placed order with the local processor's 4242 card. */
export async function payCardOrder(request: APIRequestContext, token: string, clientSecret: string) {
  const paid = await request.post('/api/payments/local/confirm', {
    headers: bearer(token),
    data: { clientSecret, card: visa },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** A card order placed and paid (4242); its design is then rendered by a job. */
export async function paidCardOrder(request: APIRequestContext, customer: CardCustomer, options?: CardOrderOptions) {
  const { clientSecret, orderId, orderNumber } = await placeCardOrder(request, customer, options);
  await payCardOrder(request, customer.token, clientSecret);
  return { orderId, orderNumber };
}

/** Waits for the paid order's design to be rendered, then approves it as its customer would. */
export async function approveDesign(request: APIRequestContext, token: string, orderId: string) {
  await expect
    .poll(
      async () => {
        const design = await request.get(`/api/orders/${orderId}/design`, { headers: bearer(token) });
        return ((await design.json()) as { state?: string }).state;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe('awaiting_approval');
  const approved = await request.post(`/api/orders/${orderId}/design/approve`, { headers: bearer(token), data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
}
