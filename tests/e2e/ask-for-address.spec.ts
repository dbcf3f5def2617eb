import { randomInt } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { addressBookScreenTexts } from '../../src/shared/address-book-texts';
import { addressRequestMessages, addressRequestScreenTexts as texts } from '../../src/shared/address-request-texts';
import { paths } from '../../src/shared/routes';

// The app's Content-Security-Policy admits same-origin scripts only; axe is injected inline.
test.use({ bypassCSP: true });

test('a customer asks for an address; someone with no account types a Japanese one, and it is in the book', async ({
  page,
  context,
  browser,
  request,
}) => {
  const token = await signUpCustomer(request, {
    email: uniqueEmail('ask-them'),
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await signInPages(page, token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(paths.accountAddresses);
  await expect(page.getByText(addressBookScreenTexts.empty)).toBeVisible();
  await page.getByRole('button', { name: texts.ask }).click();
  await page.getByLabel(texts.nameHint).fill('Taro');
  await page.getByLabel(texts.relationHint).fill('Pen friend');
  await page.getByRole('button', { name: texts.create }).click();
  const linkBox = page.getByLabel(texts.linkLabel);
  await expect(linkBox).toHaveValue(/\/address-for\/[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  await page.getByRole('button', { name: texts.copy }).click();
  await expect(page.getByText(texts.copied).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByTestId('pending-address-requests')).toContainText(texts.pendingFor('Taro'));

  // Someone else, in a browser that has never signed in.
  const stranger = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const theirs = await stranger.newPage();
    await theirs.goto(link);
    await expect(theirs.getByRole('heading', { name: texts.heading('Ada') })).toBeVisible();
    // Nothing else of the customer's: not their surname, not their e-mail address.
    await expect(theirs.locator('main')).not.toContainText('Lovelace');
    await expect(theirs.getByLabel('Full name')).toHaveValue('Taro');
    await theirs.getByLabel('Country').selectOption('JP');
    await theirs.getByLabel('Full name').fill('Taro Yamada');
    // Japan's own fields: a postal code and a prefecture, no separate city.
    await theirs.getByLabel('Postal code').fill('100-0001');
    await theirs.getByLabel('Prefecture').selectOption('13');
    await theirs.getByLabel('Street address').fill('1-1 Chiyoda, Chiyoda-ku');
    await expectNoSeriousViolations(theirs, 'the ask-them-for-it page');
    await theirs.getByRole('button', { name: texts.send }).click();
    await expect(theirs.getByRole('heading', { name: texts.thanks('Ada') })).toBeVisible();

    // The link works once.
    await theirs.goto(link);
    await expect(theirs.getByRole('heading', { name: addressRequestMessages.linkInvalid })).toBeVisible();
  } finally {
    await stranger.close();
  }

  await page.reload();
  const taro = page.getByTestId('recipient');
  await expect(taro).toHaveCount(1);
  await expect(taro).toContainText('Taro Yamada');
  await expect(taro).toContainText('Pen friend');
  await expect(taro.locator('address')).toContainText('100-0001');
  await expect(page.getByTestId('pending-address-requests')).toHaveCount(0);
});
