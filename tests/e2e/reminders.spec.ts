import { reminderSwitchTexts, unsubscribeTexts } from '../../src/shared/reminder-texts';
import { paths } from '../../src/shared/routes';
import { expectNoSeriousViolations } from './support/axe';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test } from './support/test';

/** The reminder e-mails switch on /account and the unsubscribe page, in the built app (issue 19). */
test.use({ bypassCSP: true });

test('the Reminder e-mails switch on /account turns reminders off, and stays off after a reload', async ({
  page,
  request,
}) => {
  const token = await signUpCustomer(request, {
    email: uniqueEmail('reminders'),
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await signInPages(page, token);
  await page.goto(paths.account);
  const control = page.getByRole('switch', { name: reminderSwitchTexts.label });
  await expect(control).toHaveAttribute('aria-checked', 'true');
  await expect(control).toBeEnabled();
  await expectNoSeriousViolations(page, paths.account);

  await control.click();
  await expect(control).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('toast')).toContainText(reminderSwitchTexts.turnedOff);
  await page.reload();
  await expect(page.getByRole('switch', { name: reminderSwitchTexts.label })).toHaveAttribute('aria-checked', 'false');
  const settings = await request.get('/api/user/reminders', { headers: { authorization: `Bearer ${token}` } });
  expect(await settings.json()).toEqual({ remindersEnabled: false });
});

test('the unsubscribe page asks first, and says plainly when its link is not ours', async ({ page }) => {
  await page.goto(`${paths.remindersUnsubscribe}?token=forged.token`);
  await expect(page.getByRole('heading', { name: unsubscribeTexts.title })).toBeVisible();
  await expectNoSeriousViolations(page, paths.remindersUnsubscribe);
  await page.getByRole('button', { name: unsubscribeTexts.confirm }).click();
  await expect(page.getByRole('alert')).toHaveText(unsubscribeTexts.invalidLink);
});
