import { expect, test } from './support/test';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { accountDeletionMessages, accountDeletionScreenTexts as texts } from '../../src/shared/account-deletion-texts';
import { paths } from '../../src/shared/routes';

test('a customer deletes their account from /account, and their address book goes with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('delete-me');
  const token = await signUpCustomer(request, { email, firstName: 'Ada', lastName: 'Lovelace' });
  const auth = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/account/recipients', {
    headers: auth,
    data: {
      address: { country: 'GB', name: 'Jane Smith', streetAddress: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' },
    },
  });
  expect(saved.status()).toBe(201);
  await signInPages(page, token);

  await page.goto(paths.account);
  const card = page.getByTestId('delete-account-card');
  await card.getByRole('button', { name: texts.start }).click();
  await card.getByLabel(texts.confirmLabel).fill('not-me@example.com');
  await card.getByRole('button', { name: texts.confirm }).click();
  await expect(card.getByText(accountDeletionMessages.emailMismatch)).toBeVisible();

  await card.getByLabel(texts.confirmLabel).fill(email);
  await card.getByRole('button', { name: texts.confirm }).click();
  await expect(page).toHaveURL(paths.home);
  await expect(page.getByText(accountDeletionMessages.deleted).first()).toBeVisible();

  // The old sign-in is dead, so nobody reaches the account or its address book again.
  expect((await request.get('/api/auth/user', { headers: auth })).status()).toBe(401);
  expect((await request.get('/api/account/recipients', { headers: auth })).status()).toBe(401);
});
