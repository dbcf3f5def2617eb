import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { accountScreenTexts } from '../../src/shared/account-screen-texts';
import { addressBookScreenTexts as texts } from '../../src/shared/address-book-texts';
import { paths } from '../../src/shared/routes';

// The app's Content-Security-Policy admits same-origin scripts only; axe is injected inline.
test.use({ bypassCSP: true });

test('a new customer saves a UK recipient in the address book, sees them listed, and deletes them', async ({
  page,
  request,
}) => {
  const token = await signUpCustomer(request, {
    email: uniqueEmail('address-book'),
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await signInPages(page, token);

  await page.goto(paths.account);
  await page.getByTestId('quick-actions-card').getByRole('link', { name: accountScreenTexts.addressBook }).click();
  await expect(page).toHaveURL(paths.accountAddresses);
  await expect(page.getByText(texts.empty)).toBeVisible();

  await page.getByRole('button', { name: texts.addRecipient }).click();
  const form = page.getByTestId('recipient-form');
  await expect(form.getByLabel('Country')).toHaveValue('US');
  await form.getByLabel('Country').selectOption('GB');
  await form.getByLabel('Full name').fill('Jane Smith');
  await form.getByLabel('Street address').fill('10 Downing Street');
  await form.getByLabel('Town/City').fill('London');
  await form.getByLabel('Postcode').fill('sw1a 2aa');
  await form.getByLabel(texts.relation).fill('Sister');
  await expectNoSeriousViolations(page, 'the add-a-recipient form');
  await form.getByRole('button', { name: texts.save }).click();

  const jane = page.getByTestId('recipient');
  await expect(jane).toHaveCount(1);
  await expect(jane).toContainText('Jane Smith');
  await expect(jane).toContainText('Sister');
  // As the envelope will read: the post town in capitals, the postcode tidied, the country last.
  await expect(jane.locator('address')).toHaveText(/10 Downing Street\s*LONDON\s*SW1A 2AA\s*UNITED KINGDOM/);

  // Still there after a reload: it was saved, not just shown.
  await page.reload();
  await expect(page.getByTestId('recipient')).toContainText('Jane Smith');

  await page.getByRole('button', { name: `${texts.delete} Jane Smith` }).click();
  await page.getByRole('button', { name: texts.confirmDeleteButton }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: accountScreenTexts.backToAccount })).toBeVisible();
});
