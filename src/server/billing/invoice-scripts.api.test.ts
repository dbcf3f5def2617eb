import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { orderPayload } from '../../../tests/support/order-request';
import { testCustomer } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Right-to-left text is drawn in visual order, so a PDF reader reads its letters reversed. */
const visual = (text: string, rtl: boolean) => (rtl ? [...text].reverse().join('') : text);

describe('invoices draw names and addresses in any script', () => {
  it.each([
    ['Иван', 'Петров', 'ул. Ленина 5', false],
    ['王小明', '王', '中山路 88 号', false],
    ['Ελένη', 'Παπαδοπούλου', 'Οδός Αθηνάς 3', false],
    ['שרה', 'כהן', 'רחוב הרצל', true],
    ['محمد', 'علي', 'شارع النيل', true],
    ['🎉', 'Party', '1 Main St', false],
  ] as const)('%s %s', async (firstName, lastName, streetAddress, rtl) => {
    const customer = await testCustomer(testApp);
    const details = { ...orderPayload().customerDetails, firstName, lastName, streetAddress };
    await customer.buyCard({ customerDetails: details });
    const [invoice] = (await customer.get('/api/user/billing')).json().invoices;
    const pdf = await testApp.app.inject({ method: 'GET', url: invoice.invoicePdf });
    expect(pdf.statusCode).toBe(200);
    const [text] = await pdfPageTexts(pdf.rawPayload);
    expect(text).toContain(visual(firstName, rtl));
    expect(text).toContain(visual(lastName, rtl));
    expect(text).toContain(visual(streetAddress.split(' ')[0]!, rtl));
  });

  it('draws a name with a zero-width joiner and a right-to-left override, without the invisible marks', async () => {
    const customer = await testCustomer(testApp);
    const details = { ...orderPayload().customerDetails, firstName: 'Jo\u200dse', lastName: '\u202eRivera' };
    await customer.buyCard({ customerDetails: details });
    const [invoice] = (await customer.get('/api/user/billing')).json().invoices;
    const pdf = await testApp.app.inject({ method: 'GET', url: invoice.invoicePdf });
    expect(pdf.statusCode).toBe(200);
    const [text] = await pdfPageTexts(pdf.rawPayload);
    expect(text).toContain('Jose Rivera');
  });

  it('draws a character no face has as a visible replacement', async () => {
    const customer = await testCustomer(testApp);
    await customer.buyCard({ customerDetails: { ...orderPayload().customerDetails, firstName: 'Ann\ue000' } });
    const [invoice] = (await customer.get('/api/user/billing')).json().invoices;
    const pdf = await testApp.app.inject({ method: 'GET', url: invoice.invoicePdf });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfPageTexts(pdf.rawPayload))[0]).toContain('Ann\ufffd Rivera');
  });
});
