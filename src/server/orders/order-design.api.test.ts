import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp } from '../../../tests/support/auth';
import { orderPayload, orderRequest } from '../../../tests/support/order-request';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { CardDesign } from '../../shared/api/order-design';
import type { OrderPayload } from '../../shared/api/orders';
import { cardTextMessages } from '../../shared/card-text-rules';
import { cardDesigns } from '../db/schema-cards';
import { orders } from './schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const visa = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const written = orderPayload().checkoutData.cardOptions[1]!;

function withDesign(cardDesign: unknown, overrides: Partial<OrderPayload> = {}) {
  const base = orderPayload(overrides);
  return { ...base, checkoutData: { ...base.checkoutData, cardDesign } };
}

async function placeOrder(payload: unknown) {
  const { token, email } = await signUp(testApp.app, testApp.database);
  const auth = bearer(token);
  const { payload: body, headers } = orderRequest(
    JSON.parse(JSON.stringify(payload, (key, value) => (key === 'email' ? email : value))),
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders/create-with-payment',
    payload: body,
    headers: { ...headers, ...auth.headers },
  });
  return { response, auth };
}

async function orderRow(orderId: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe("the editor's design on an order", () => {
  const design: CardDesign = {
    texts: { front: written.front, inside: 'We still owe the lighthouse keeper an apology.', back: 'Love, Sam' },
    crop: { x: 0.2, y: 0.4, zoom: 1.5 },
    textScale: { inside: 0.75 },
  };

  it('is stored with the order and printed: the edited text is in the design and its PDF', async () => {
    const { response, auth } = await placeOrder(withDesign(design));
    expect(response.statusCode).toBe(200);
    const { orderId, clientSecret, textWarnings } = response.json();
    expect(textWarnings).toEqual([]);
    const row = await orderRow(orderId);
    expect(row.cardInside).toBe(design.texts.inside);
    expect(row.cardOptions[1]).toEqual(written);
    expect(row.designChoices).toEqual({ crop: design.crop, textScale: design.textScale });

    expect(
      (await postJson(testApp.app, '/api/payments/local/confirm', { clientSecret, card: visa }, auth)).statusCode,
    ).toBe(200);
    await testApp.jobs.runAll(testApp.jobRegistry);
    const [revision] = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
    expect(revision).toMatchObject({ status: 'ready', inside: design.texts.inside, designChoices: row.designChoices });

    const view = await testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/design`, ...auth });
    expect(view.json().texts).toMatchObject(design.texts);
    const pdf = await testApp.app.inject({ method: 'GET', url: view.json().pdfUrl });
    const pages = (await pdfPageTexts(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(pages).toContain(design.texts.inside);
    expect(pages).not.toContain(written.inside);

    // A change request after payment keeps the crop and sizes with its new texts.
    const change = { ...design.texts, inside: 'New words inside.', style: 'sketch' };
    expect((await postJson(testApp.app, `/api/orders/${orderId}/design/change`, change, auth)).statusCode).toBe(200);
    const revisions = await testApp.database.db.select().from(cardDesigns).where(eq(cardDesigns.orderId, orderId));
    expect(revisions.find((one) => one.revision === 2)).toMatchObject({
      inside: 'New words inside.',
      designChoices: row.designChoices,
    });
  }, 60_000);

  it("is optional: without it the chosen option prints as written, cut at the picture's subject, at the style's sizes", async () => {
    const { response } = await placeOrder(orderPayload());
    expect(response.statusCode).toBe(200);
    const row = await orderRow(response.json().orderId);
    expect({ front: row.cardFront, inside: row.cardInside, back: row.cardBack }).toEqual(written);
    // Found on checkout's small copy (front-picture.api.test.ts holds it to the editor's suggestion).
    expect(row.designChoices).toEqual({ crop: { x: expect.any(Number), y: expect.any(Number), zoom: 1 } });

    // A design that names sizes but no crop gets the subject too; without a picture there is none.
    const sized = await placeOrder(withDesign({ texts: written, textScale: { back: 0.9 } }));
    expect(sized.response.json()).toMatchObject({ orderId: expect.any(String) });
    expect((await orderRow(sized.response.json().orderId)).designChoices).toEqual({
      crop: row.designChoices!.crop,
      textScale: { back: 0.9 },
    });
    const { payload: body, headers } = orderRequest(orderPayload(), null);
    const { token } = await signUp(testApp.app, testApp.database);
    const bare = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/create-with-payment',
      payload: body,
      headers: { ...headers, ...bearer(token).headers },
    });
    expect(bare.statusCode).toBe(200);
    expect((await orderRow(bare.json().orderId)).designChoices).toBeNull();
  });

  it('refuses an edited text that is too long, empty or holds control characters, saying which and why', async () => {
    const cases = [
      [{ ...design.texts, inside: 'x'.repeat(601) }, cardTextMessages.tooLong('inside')],
      [{ ...design.texts, back: '' }, cardTextMessages.missing('back')],
      [{ ...design.texts, front: ' \n ' }, cardTextMessages.missing('front')],
      [{ ...design.texts, front: 'Hi\u0000there' }, cardTextMessages.unsafeCharacters('front')],
    ] as const;
    for (const [texts, message] of cases) {
      const { response } = await placeOrder(withDesign({ ...design, texts }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it('refuses a crop or text size outside its limits', async () => {
    for (const bad of [
      { crop: { x: 0.5, y: 0.5, zoom: 9 } },
      { crop: { x: -1, y: 0.5, zoom: 1 } },
      { textScale: { front: 2 } },
    ]) {
      const { response } = await placeOrder(withDesign({ ...design, ...bad }));
      expect(response.statusCode).toBe(400);
    }
  });

  it("takes the customer's own roast words the safety filter flags, and warns about them", async () => {
    const texts = { ...design.texts, inside: 'Happy birthday to your nose, which arrives everywhere first.' };
    const { response } = await placeOrder(
      withDesign({ texts }, { contextData: { selectedTone: 'roast', memoryDescription: 'His nose' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().textWarnings).toEqual([
      { part: 'inside', message: cardTextMessages.flagged('inside', 'your nose') },
    ]);
    expect((await orderRow(response.json().orderId)).cardInside).toBe(texts.inside);
  });
});
