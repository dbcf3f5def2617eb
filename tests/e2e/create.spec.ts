import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { creationMessages, fileReuploadRequired } from '../../src/shared/creation-messages';
import { cardStyleIds, uploadLimits } from '../../src/shared/creation-rules';
import { contextScreenTexts, optionsScreenTexts, uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { creationSessionKeys } from '../../src/shared/creation-session';
import { paths } from '../../src/shared/routes';

/**
 * The creation flow end to end: a real photo, the real server and its offline card writer.
 * Each test signs up its own customer through the code API, as the accounts screens would.
 */
const photo = path.join(import.meta.dirname, '..', 'fixtures', 'memory-photo.jpg');
const description = 'My sister Ana and me on the Brighton pier at sunset, the summer she beat me at air hockey.';

async function signIn(request: APIRequestContext, page: Page): Promise<void> {
  const email = uniqueEmail('creator');
  await signInPages(page, await signUpCustomer(request, { email, firstName: 'Maya', lastName: 'Chen' }));
}

function sessionItem(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = window.sessionStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

async function uploadAndDescribe(page: Page, file: string | Parameters<Page['setInputFiles']>[1] = photo) {
  await page.goto(paths.create);
  await expect(page.getByRole('heading', { name: uploadScreenTexts.heading })).toBeVisible();
  await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(file);
  await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
  await expect(page).toHaveURL(paths.createContext);
  await page.getByLabel(contextScreenTexts.descriptionLabel).fill(description);
}

const optionCards = (page: Page) => page.getByTestId('card-option');
/** The visible toast (Radix also repeats its text in a screen-reader announcement). */
const toastBox = (page: Page) => page.getByTestId('toast');

test.describe('creating a card', () => {
  // Each test signs up, uploads and waits for the writer (twice for Load More) on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  test('upload a photo, add context, pick from written options, load more once and reach checkout', async ({
    page,
    request,
  }) => {
    await signIn(request, page);
    await page.goto(paths.create);
    const continueToContext = page.getByRole('button', { name: uploadScreenTexts.continue });
    await expect(page.getByText(uploadScreenTexts.acceptedFormats)).toBeVisible();
    await expect(continueToContext).toHaveCount(0);

    await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Preview of memory-photo.jpg' })).toBeVisible();
    const stored = (await sessionItem(page, creationSessionKeys.uploadedFile)) as Record<string, unknown>;
    expect(stored).toMatchObject({ name: 'memory-photo.jpg', type: 'image/jpeg', dataUrl: true, useGlobalFile: false });
    expect(String(stored.data)).toMatch(/^data:image\/jpeg;base64,/);
    await continueToContext.click();

    // Context: the description is required, counted live, and the tone starts as sentimental.
    await expect(page).toHaveURL(paths.createContext);
    await expect(page.getByText(`0/${uploadLimits.descriptionMaxLength} characters`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sentimental/ })).toBeChecked();
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
    await expect(toastBox(page)).toContainText(creationMessages.descriptionRequired.description);
    await expect(page).toHaveURL(paths.createContext);
    await page.getByLabel(contextScreenTexts.descriptionLabel).fill(description);
    await expect(page.getByText(`${description.length}/500 characters`)).toBeVisible();
    await page.getByText('Playful', { exact: true }).click();
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();

    // Options: three written by the offline writer, the second recommended.
    await expect(page).toHaveURL(paths.createOptions);
    await expect(optionCards(page)).toHaveCount(3, { timeout: 20_000 });
    expect(await sessionItem(page, creationSessionKeys.contextData)).toEqual({
      selectedTone: 'playful',
      memoryDescription: description,
    });
    await expect(page.getByText(optionsScreenTexts.offlineWriter)).toBeVisible();
    await expect(optionCards(page).nth(1).getByText(optionsScreenTexts.recommended)).toBeVisible();
    await expect(page.getByText(optionsScreenTexts.recommended)).toHaveCount(1);
    // Three in a row on a desktop (three columns), one per row on a phone (one column).
    const columns = async () =>
      new Set(await Promise.all([0, 1, 2].map(async (index) => (await optionCards(page).nth(index).boundingBox())!.x)))
        .size;
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });

    const continueWithCard = page.getByRole('button', { name: optionsScreenTexts.continue });
    await expect(continueWithCard).toBeDisabled();
    await continueWithCard.focus();
    await page.keyboard.press('Enter');
    await expect(toastBox(page)).toContainText(creationMessages.selectionRequired.description);
    await expect(page).toHaveURL(paths.createOptions);

    // One Load More: three more are appended, the button goes and the hint appears.
    const firstFronts = await optionCards(page).locator('p.font-serif').allTextContents();
    await page.getByRole('button', { name: optionsScreenTexts.loadMore }).click();
    await expect(optionCards(page)).toHaveCount(6, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: optionsScreenTexts.loadMore })).toHaveCount(0);
    await expect(page.getByRole('link', { name: optionsScreenTexts.changeHintLink })).toBeVisible();
    const allFronts = await optionCards(page).locator('p.font-serif').allTextContents();
    expect(allFronts.slice(0, 3)).toEqual(firstFronts);
    // The writer was shown what it wrote before, so the new three are new.
    for (const front of allFronts.slice(3)) expect(firstFronts).not.toContain(front);

    // Every style tile shows the card front the server drew on this very photo.
    for (const style of cardStyleIds) {
      await expect(page.getByTestId(`drawn-front-${style}`)).toHaveAttribute('src', /^data:image\/webp;base64,/, {
        timeout: 30_000,
      });
    }

    // Pick the fifth option and a style; the style defaults to realistic.
    await expect(page.getByRole('radio', { name: 'Realistic' })).toBeChecked();
    await optionCards(page).nth(4).click();
    await expect(page.getByRole('radio', { name: 'Option 5' })).toBeChecked();
    // The radio is visually hidden inside its picture card: the customer clicks the card.
    const watercolor = page.getByRole('radio', { name: 'Watercolor' });
    await page.locator('label').filter({ has: watercolor }).click();
    await expect(watercolor).toBeChecked();
    await expect(continueWithCard).toBeEnabled();
    await continueWithCard.click();

    await expect(page).toHaveURL(paths.createCheckout);
    const checkout = (await sessionItem(page, creationSessionKeys.checkoutData)) as {
      selectedOption: number;
      selectedCardStyle: string;
      cardOptions: { front: string; inside: string; back: string }[];
    };
    expect(checkout.selectedOption).toBe(4);
    expect(checkout.selectedCardStyle).toBe('watercolor');
    expect(checkout.cardOptions).toHaveLength(6);
    expect(checkout.cardOptions.slice(0, 3).map((option) => option.front)).toEqual(firstFronts);
  });

  test('following the hint to change the words sets the flag; the composer then hides Upload & Describe', async ({
    page,
    request,
  }) => {
    await signIn(request, page);
    await uploadAndDescribe(page);
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
    await expect(optionCards(page)).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: optionsScreenTexts.uploadAndDescribe })).toBeVisible();
    await page.getByRole('button', { name: optionsScreenTexts.loadMore }).click();
    await expect(optionCards(page)).toHaveCount(6, { timeout: 20_000 });

    await page.getByRole('link', { name: optionsScreenTexts.changeHintLink }).click();
    await expect(page).toHaveURL(paths.createContext);
    expect(
      await page.evaluate((key) => window.sessionStorage.getItem(key), creationSessionKeys.memoryOrVibeUpdated),
    ).toBe('true');
    // The words typed before are still there to edit.
    const field = page.getByLabel(contextScreenTexts.descriptionLabel);
    await expect(field).toHaveValue(description);
    await field.fill('Grandpa teaching the twins to fish at the lake, all three soaked by noon.');
    await page.getByText('Roast', { exact: true }).click();
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();

    await expect(page).toHaveURL(paths.createOptions);
    await expect(optionCards(page)).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByText(optionsScreenTexts.memoryUpdatedNotice)).toBeVisible();
    await expect(page.getByRole('link', { name: optionsScreenTexts.uploadAndDescribe })).toHaveCount(0);
    // The one Load More was spent: the customer picks from the options on screen.
    await expect(page.getByRole('button', { name: optionsScreenTexts.loadMore })).toHaveCount(0);
  });

  test('a failed generation says why in a toast titled Error and offers to try again', async ({ page, request }) => {
    await signIn(request, page);
    await page.route('**/api/generate-messages', (route) =>
      route.fulfill({ status: 503, json: { error: 'Our card writer is unavailable right now.' } }),
    );
    await uploadAndDescribe(page);
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
    await expect(toastBox(page).getByText(creationMessages.errorTitle, { exact: true })).toBeVisible();
    await expect(toastBox(page)).toContainText('Our card writer is unavailable right now.');

    await page.unroute('**/api/generate-messages');
    await page.getByRole('button', { name: optionsScreenTexts.tryAgain }).click();
    await expect(optionCards(page)).toHaveCount(3, { timeout: 20_000 });
  });
});

test.describe('the upload screen and stored uploads', () => {
  test('refuses other file types with the spec alert, and asks for an upload when none is stored', async ({ page }) => {
    await page.goto(paths.createUpload);
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page
      .getByLabel(uploadScreenTexts.fileInputLabel)
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect.poll(() => alerts).toEqual([creationMessages.invalidFileType]);
    await expect(page.getByRole('button', { name: uploadScreenTexts.continue })).toHaveCount(0);

    await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Preview of memory-photo.jpg' })).toBeVisible();
    // As if the tab's storage had been wiped meanwhile.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
    await expect(toastBox(page)).toContainText(creationMessages.uploadRequired.description);
    await expect(page).toHaveURL(paths.createUpload);
  });

  test('signed out, Continue leads to sign-in; Back from context shows the chosen file again', async ({ page }) => {
    await uploadAndDescribe(page);
    await page.getByRole('button', { name: contextScreenTexts.back, exact: true }).click();
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.getByRole('img', { name: 'Preview of memory-photo.jpg' })).toBeVisible();
    await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
    // The words typed before going back are kept.
    await expect(page.getByLabel(contextScreenTexts.descriptionLabel)).toHaveValue(description);
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
    await expect(page).toHaveURL(paths.authEmail);
  });

  test('an upload older than 10 minutes is cleared and the customer goes back to upload', async ({ page }) => {
    await page.goto(paths.createUpload);
    await page.getByLabel(uploadScreenTexts.fileInputLabel).setInputFiles(photo);
    await page.getByRole('button', { name: uploadScreenTexts.continue }).click();
    await expect(page.getByRole('heading', { name: contextScreenTexts.heading })).toBeVisible();

    await page.evaluate(
      ({ key, age }) => {
        const upload = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { timestamp: number };
        upload.timestamp = Date.now() - age;
        window.sessionStorage.setItem(key, JSON.stringify(upload));
      },
      { key: creationSessionKeys.uploadedFile, age: uploadLimits.storedUploadTtlMs + 60_000 },
    );
    await page.reload();
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.getByRole('heading', { name: uploadScreenTexts.heading })).toBeVisible();
    expect(await sessionItem(page, creationSessionKeys.uploadedFile)).toBeNull();
  });

  test('invalid stored data is cleared and the customer goes back to upload', async ({ page }) => {
    await page.goto(paths.createUpload);
    await page.evaluate(
      (key) => window.sessionStorage.setItem(key, '{"name":"x.jpg","data":42}'),
      creationSessionKeys.uploadedFile,
    );
    await page.goto(paths.createContext);
    await expect(page).toHaveURL(paths.createUpload);
    expect(await sessionItem(page, creationSessionKeys.uploadedFile)).toBeNull();
  });

  test('a large photo is written from memory, and asked for again by name once a reload loses it and its upload expired', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(request, page);
    // Noise does not compress: a real photo past the 4 MB threshold, so only its record is stored.
    const noise = randomBytes(1300 * 1100 * 3);
    const big = {
      name: 'big-moment.png',
      mimeType: 'image/png',
      buffer: await sharp(noise, { raw: { width: 1300, height: 1100, channels: 3 } })
        .png()
        .toBuffer(),
    };
    expect(big.buffer.length).toBeGreaterThan(uploadLimits.sessionStorageThresholdBytes);
    await uploadAndDescribe(page, big);
    expect(await sessionItem(page, creationSessionKeys.uploadedFile)).toMatchObject({
      name: 'big-moment.png',
      size: big.buffer.length,
      data: '',
      isLargeFile: true,
      useGlobalFile: true,
    });
    await page.getByRole('button', { name: contextScreenTexts.continue, exact: true }).click();
    await expect(page).toHaveURL(paths.createOptions);
    await expect(optionCards(page)).toHaveCount(3, { timeout: 30_000 });

    // The server no longer has the upload (past its lifetime): the spec's re-upload path.
    await page.route('**/api/uploads/*/preview', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"gone","code":"NOT_FOUND"}' }),
    );
    await page.reload();
    await expect(toastBox(page)).toContainText(creationMessages.pleaseReupload.description);
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.getByText(fileReuploadRequired('big-moment.png').description)).toBeVisible();
  });
});
