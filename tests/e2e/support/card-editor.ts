import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { enterCard, fillShipping, signInPages, signUpCustomer, uniqueEmail } from './customer';
import { expect } from './test';
import type { DesignView } from '../../../src/shared/api/card-design';
import { cardEditorTexts } from '../../../src/shared/card-editor-texts';
import { designScreenTexts } from '../../../src/shared/card-design-texts';
import type { CardTexts } from '../../../src/shared/card-layout/layout-card-texts';
import { checkoutScreenTexts } from '../../../src/shared/checkout-messages';
import { contextScreenTexts, uploadScreenTexts } from '../../../src/shared/creation-screen-texts';
import { paths } from '../../../src/shared/routes';

const photo = path.join(import.meta.dirname, '..', '..', 'fixtures', 'memory-photo.jpg');

/**
 * The lines a drawn page shows, as the layout set them (each line's glyphs are a group named by
 * its text): polls until they equal `lines`.
 */
export async function expectDrawnLines(page: Locator, lines: string[]): Promise<void> {
  await expect
    .poll(() => page.locator('[data-line]').evaluateAll((drawn) => drawn.map((line) => line.getAttribute('data-line'))))
    .toEqual(lines);
}

/** A page of the card, as an image named after the page and its words. */
export const pageImage = (scope: Page | Locator, page: string, words: string) =>
  scope.getByRole('img', { name: designScreenTexts.pageImageName(page, words), exact: true });

export interface EditorCustomer {
  email: string;
  token: string;
  firstName: string;
  lastName: string;
}

/**
 * A new customer through the creation flow to the editor: a photo uploaded, a few words, the
 * second written option chosen. Answers the editor and the option's words as written.
 */
export async function openEditor(
  page: Page,
  request: APIRequestContext,
  label: string,
  names: { firstName: string; lastName: string },
): Promise<{ customer: EditorCustomer; editor: Locator; written: CardTexts }> {
  const email = uniqueEmail(label);
  const token = await signUpCustomer(request, { email, ...names });
  await signInPages(page, token);

  await page.goto(paths.create);
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(photo);
  await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
  await page.getByLabel(contextScreenTexts.descriptionLabel).fill('Ana and me on the pier at sunset.');
  await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
  await expect(page).toHaveURL(paths.createOptions);
  await expect(page.getByTestId('card-option')).toHaveCount(3, { timeout: 30_000 });

  // Choosing an option opens the editor on its words.
  await page.getByTestId('card-option').nth(1).click();
  const editor = page.getByTestId('card-editor');
  await expect(editor.getByRole('heading', { name: cardEditorTexts.heading })).toBeVisible();
  const field = (part: keyof CardTexts) => editor.getByRole('textbox', { name: cardEditorTexts.textLabel(part) });
  const written = {
    front: await field('front').inputValue(),
    inside: await field('inside').inputValue(),
    back: await field('back').inputValue(),
  };
  return { customer: { email, token, ...names }, editor, written };
}

/** At checkout: the customer's address, the 4242 card, and the order placed; answers its id. */
export async function payAtCheckout(page: Page, customer: EditorCustomer): Promise<string> {
  await fillShipping(page, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    streetAddress: '1 Pier Road',
    city: 'Santa Cruz',
    state: 'CA',
    zipCode: '95060',
  });
  await enterCard(page);
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/orders/create-with-payment'));
  await page.getByRole('button', { name: checkoutScreenTexts.completeOrder('$12.99') }).click();
  const { orderId } = (await (await ordered).json()) as { orderId: string };
  await expect(page).toHaveURL(paths.orderConfirmation, { timeout: 30_000 });
  return orderId;
}

/** The order's design once its preview is rendered and waits for approval. */
export async function renderedDesign(
  request: APIRequestContext,
  customer: EditorCustomer,
  orderId: string,
  timeout: number,
): Promise<DesignView> {
  let design: DesignView | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/orders/${orderId}/design`, {
          headers: { authorization: `Bearer ${customer.token}` },
        });
        design = (await response.json()) as DesignView;
        return design.state;
      },
      { timeout },
    )
    .toBe('awaiting_approval');
  return design!;
}
