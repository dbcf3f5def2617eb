import { expect, test, type APIRequestContext, type Page } from './support/test';
import { authMessages, authScreenTexts, authServerMessages, validationMessages } from '../../src/shared/messages';
import { paths } from '../../src/shared/routes';

/**
 * Accounts, end to end: every test reads its codes and links from the development mailbox, as a
 * person reads their inbox, and uses its own address because all tests share one server.
 */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface MailMessage {
  id: string;
  subject: string;
  text: string;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** Waits for the `count`-th message to `email` and returns the newest. */
async function waitForMail(request: APIRequestContext, email: string, count = 1): Promise<MailMessage> {
  let messages: MailMessage[] = [];
  await expect
    .poll(async () => {
      messages = await mailbox(request, email);
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return messages[0] as MailMessage;
}

function codeIn(message: MailMessage): string {
  const code = message.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

function linkIn(message: MailMessage): string {
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in "${message.subject}"`);
  return link.replace(/[\]).,]+$/, '');
}

/** Creates an account through the code flow's API, as another browser would have. */
async function createCodeAccount(request: APIRequestContext, email: string, firstName = 'Grace', lastName = 'Hopper') {
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  const code = codeIn(await waitForMail(request, email));
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', { data: { email, firstName, lastName } });
  expect(completed.ok()).toBe(true);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('keepsake.authToken'));
}

const toast = (page: Page) => page.getByTestId('toast');

/**
 * Opens a mailed confirmation link and clicks to confirm, as a person does. A mail scanner that
 * fetched the link first has used nothing up.
 */
async function confirmByClick(page: Page, request: APIRequestContext, link: string) {
  const scanned = await request.get(link, { maxRedirects: 0 });
  expect(scanned.status()).toBeLessThan(400);
  expect(scanned.headers()['location'] ?? '').not.toContain('access_token');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: authScreenTexts.confirmPrompt })).toBeVisible();
  // Nothing is confirmed, and the link's token has left the address bar, before the click.
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: authScreenTexts.confirmButton }).click();
  await expect(page.getByRole('heading', { name: authScreenTexts.confirmed })).toBeVisible();
}

test.describe('sign-up on /signup (three steps)', () => {
  test('signs up with the mailed code, logs out, and logs in again with a login code', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto(paths.signup);
    await expect(page.getByText(authScreenTexts.signupStep1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login);

    // A bad address is refused on the spot with the spec's sign-up message.
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(page.getByText(validationMessages.signupEmailInvalid)).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(page.getByText(authScreenTexts.signupStep2)).toBeVisible();
    const verify = page.getByRole('button', { name: authScreenTexts.verifyCode });
    await expect(verify).toBeDisabled();
    // Resend waits out the server's cooldown.
    await expect(page.getByRole('button', { name: authScreenTexts.resendCode })).toBeDisabled();

    const code = codeIn(await waitForMail(request, email));
    await page.getByLabel('Verification code').fill(`${code.slice(0, 3)} ${code.slice(3)}x`);
    await expect(page.getByLabel('Verification code')).toHaveValue(code);
    await verify.click();

    await expect(page.getByText(authScreenTexts.signupStep3)).toBeVisible();
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(page.getByText(validationMessages.nameRequired)).toBeVisible();
    await page.getByLabel('Your name').fill('Ada King Lovelace');
    await page.getByRole('button', { name: authScreenTexts.continue }).click();

    await expect(page).toHaveURL(paths.create);
    const header = page.locator('header');
    await expect(header.getByText('Welcome back, Ada!')).toBeVisible();
    await expect(header.getByTestId('cart-badge')).toHaveText('0');
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', paths.account);
    await expect(header.getByTestId('avatar')).toHaveText('A');
    expect(await storedToken(page)).toBeTruthy();

    // The menu, opened from the keyboard: full name (first word / rest), e-mail, Account, Billing, Log out.
    await header.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ada King Lovelace')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', paths.account);
    await expect(menu.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', paths.accountBilling);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(paths.home);
    await expect(toast(page)).toContainText(authMessages.loggedOut);
    await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', paths.login);
    expect(await storedToken(page)).toBeNull();

    // Log in again: /login -> /auth/verify -> back into the creation flow.
    await page.goto(paths.login);
    await expect(page.getByText(authScreenTexts.loginStep1)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await expect(page).toHaveURL(paths.authVerify);
    const loginCode = codeIn(await waitForMail(request, email, 2));
    await typeCode(page, loginCode);
    await page.getByRole('button', { name: authScreenTexts.continueWithLoginCode }).click();
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.locator('header').getByText('Welcome back, Ada!')).toBeVisible();
  });

  test('an address that already has an account is sent to login with the address kept', async ({ page, request }) => {
    const email = uniqueEmail('existing');
    await createCodeAccount(request, email);

    await page.goto(paths.signup);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(toast(page)).toContainText(authMessages.existingAccountRedirect.title);
    await expect(toast(page)).toContainText(authMessages.existingAccountRedirect.description);
    await expect(page).toHaveURL(paths.login);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // Restored once, then cleared: the form shows it first and removes it in an effect just after.
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('login_email'))).toBeNull();
  });
});

test.describe('the shared auth screens (/auth/email -> /auth/verify -> /auth/profile)', () => {
  test('a wrong code shows Invalid Code; the right one, pasted, leads to the profile and the options', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reading-b');
    await page.goto(paths.authEmail);
    await expect(page.getByText(authScreenTexts.signupStep1)).toBeVisible();
    await expect(page.getByRole('link', { name: authScreenTexts.back })).toHaveAttribute('href', paths.createContext);
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.continue }).click();

    await expect(page).toHaveURL(paths.authVerify);
    await expect(page.getByText(authScreenTexts.signupStep2)).toBeVisible();
    const submit = page.getByRole('button', { name: authScreenTexts.continueWithLoginCode });
    await expect(submit).toBeDisabled();
    const code = codeIn(await waitForMail(request, email));

    // Digits only, and Backspace in an empty box steps back and clears the one before.
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('1a2');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('2');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('');
    await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();

    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page)).toContainText(authMessages.invalidCodeTitle);
    await expect(page).toHaveURL(paths.authVerify);

    // A pasted code fills every box.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', `Your code: ${text}`);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(5));
    await submit.click();

    await expect(page).toHaveURL(paths.authProfile);
    await expect(page.getByText(authScreenTexts.signupStep3)).toBeVisible();
    await expect(page.getByText(authScreenTexts.designReadyNote)).toBeVisible();
    const generate = page.getByRole('button', { name: authScreenTexts.generateCardCopy });
    await expect(generate).toBeDisabled();
    await page.getByLabel('First name').fill('   ');
    await page.getByLabel('Last name').fill('Curie');
    await expect(page.getByText(validationMessages.firstNameRequired)).toBeVisible();
    await expect(generate).toBeDisabled();
    await page.getByLabel('First name').fill('Marie');
    await expect(generate).toBeEnabled();
    await generate.click();

    // complete-signup leads to /create/options (which sends a visitor without an upload on to /create/upload).
    await expect(page).toHaveURL(/\/create\/(options|upload)$/);
    await expect(page.locator('header').getByText('Welcome back, Marie!')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('signup_email'))).toBeNull();
  });

  test('a known address gets a login code and is logged in', async ({ page, request }) => {
    const email = uniqueEmail('known');
    await createCodeAccount(request, email, 'Katherine', 'Johnson');

    await page.goto(paths.authEmail);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.continue }).click();
    await expect(toast(page)).toContainText(authMessages.existingAccountCodeSent.description);
    await expect(page).toHaveURL(paths.authVerify);
    await expect(page.getByText(authScreenTexts.loginStep2)).toBeVisible();

    await typeCode(page, codeIn(await waitForMail(request, email, 2)));
    await page.getByRole('button', { name: authScreenTexts.continueWithLoginCode }).click();
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.locator('header').getByText('Welcome back, Katherine!')).toBeVisible();
  });

  test('the verify and profile steps send a visitor without a stored address back to /auth/email', async ({ page }) => {
    await page.goto(paths.authVerify);
    await expect(page).toHaveURL(paths.authEmail);
    await page.goto(paths.authProfile);
    await expect(page).toHaveURL(paths.authEmail);
  });
});

test.describe('/login', () => {
  test('a bad address is a Validation Error toast and an unknown one a Login Error', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await expect(toast(page)).toContainText(authMessages.validationErrorTitle);
    await expect(toast(page)).toContainText(validationMessages.emailInvalid);

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await expect(toast(page)).toContainText(authMessages.loginErrorTitle);
    await expect(toast(page)).toContainText(authServerMessages.noAccount);
    await expect(page).toHaveURL(paths.login);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signup);
  });
});

test.describe('password accounts', () => {
  test('sign up with a password, confirm by the e-mailed link, log in with the password', async ({ page, request }) => {
    // A whole account's life in one test (sign up, confirm, four log-ins): past 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail('password');
    await page.goto(paths.signup);
    await page.getByRole('button', { name: authScreenTexts.passwordSignupInstead }).click();
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(validationMessages.passwordTooShort)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('enigma-1912');
    await page.getByLabel('Confirm password').fill('enigma-1912');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: authScreenTexts.checkYourEmail })).toBeVisible();

    // Not confirmed yet: the password alone does not log in.
    await page.goto(paths.login);
    await page.getByRole('button', { name: authScreenTexts.passwordLoginInstead }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('enigma-1912');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page)).toContainText(authServerMessages.emailNotConfirmed);

    await confirmByClick(page, request, linkIn(await waitForMail(request, email)));
    await expect(page.getByText(authScreenTexts.redirectingToCreate)).toBeVisible();
    // The tokens leave the address bar at once.
    expect(new URL(page.url()).hash).toBe('');
    await expect(page).toHaveURL(paths.create);
    await expect(page.locator('header').getByText('Welcome back, Alan!')).toBeVisible();

    await page.locator('header').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(paths.home);

    await page.goto(paths.login);
    await page.getByRole('button', { name: authScreenTexts.passwordLoginInstead }).click();
    await expect(page.getByRole('link', { name: authScreenTexts.forgotPasswordLink })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page)).toContainText(authMessages.loginErrorTitle);
    await expect(toast(page)).toContainText(authServerMessages.wrongPassword);
    await page.getByLabel('Password').fill('enigma-1912');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(paths.createUpload);
    await expect(page.locator('header').getByText('Welcome back, Alan!')).toBeVisible();
  });

  test('forgot password, then reset it from the e-mailed link', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    const signup = await request.post('/api/auth/signup', {
      data: { email, password: 'first-pass', firstName: 'Rosalind', lastName: 'Franklin', username: email },
    });
    expect(signup.ok()).toBe(true);

    await page.goto(paths.forgotPassword);
    await page.getByRole('button', { name: authScreenTexts.sendResetLink }).click();
    await expect(toast(page)).toContainText(validationMessages.forgotEmailRequiredTitle);
    await expect(toast(page)).toContainText(validationMessages.forgotEmailRequired);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.sendResetLink }).click();
    await expect(toast(page)).toContainText(authMessages.resetLinkSent.title);
    await expect(page.getByRole('heading', { name: authScreenTexts.checkYourEmail })).toBeVisible();
    await expect(page.getByRole('link', { name: authScreenTexts.backToLogin })).toHaveAttribute('href', paths.login);
    await page.getByRole('button', { name: authScreenTexts.tryDifferentEmail }).click();
    await expect(page.getByRole('button', { name: authScreenTexts.sendResetLink })).toBeVisible();

    // The newest message is the reset link (the first was the confirmation).
    const resetMail = await waitForMail(request, email, 2);
    await page.goto(linkIn(resetMail));
    await expect(page).toHaveURL(paths.resetPassword);
    const update = page.getByRole('button', { name: authScreenTexts.updatePassword });
    await update.click();
    await expect(toast(page)).toContainText(validationMessages.passwordRequired);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await update.click();
    await expect(toast(page)).toContainText(validationMessages.passwordTooShort);
    await page.getByLabel('New password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm new password').fill('second-pas');
    await update.click();
    await expect(toast(page)).toContainText(validationMessages.passwordsMismatch);
    await page.getByLabel('Confirm new password').fill('second-pass');
    await update.click();
    await expect(toast(page)).toContainText(authMessages.passwordResetSuccess);
    await expect(page).toHaveURL(paths.login);

    // The new password works (following the link also confirmed the address). The names typed at
    // the unconfirmed sign-up are forgotten: whoever typed them had not proven the address.
    await page.getByRole('button', { name: authScreenTexts.passwordLoginInstead }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('second-pass');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('header').getByText(`Welcome back, ${email}!`)).toBeVisible();

    // The same link does not work twice: opening it again goes to /login with the spec's message.
    await page.goto(linkIn(resetMail));
    await expect(page).toHaveURL(paths.login);
    await expect(toast(page)).toContainText(authMessages.invalidResetLink.title);
    await expect(toast(page)).toContainText(authMessages.invalidResetLink.description);
  });

  test('a reset page without a token says the link is invalid and goes to login', async ({ page }) => {
    await page.goto(paths.resetPassword);
    await expect(toast(page)).toContainText(authMessages.invalidResetLink.title);
    await expect(toast(page)).toContainText(authMessages.invalidResetLink.description);
    await expect(page).toHaveURL(paths.login);
  });
});

test.describe('the header on a phone', () => {
  test('the greeting is shown whole at 390 px, on the landing page and the others', async ({ page, request }) => {
    const email = uniqueEmail('phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await createCodeAccount(request, email, 'Dorothea', 'Hodgkin');
    await page.goto(paths.login);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await expect(page).toHaveURL(paths.authVerify);
    await typeCode(page, codeIn(await waitForMail(request, email, 2)));
    await page.getByRole('button', { name: authScreenTexts.continueWithLoginCode }).click();
    await expect(page).toHaveURL(paths.createUpload);
    const greeting = page.locator('header').getByTestId('greeting');
    for (const path of [paths.account, paths.home]) {
      await page.goto(path);
      await expect(greeting).toHaveText('Welcome back, Dorothea!');
      await page.screenshot({ path: test.info().outputPath(`greeting-390${path.replaceAll('/', '-')}.png`) });
      await expect(greeting).toBeInViewport({ ratio: 1 });
      // Not cut short: the text needs no more room than it has.
      const fits = await greeting.evaluate(
        (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
      );
      expect(fits).toBe(true);
    }
  });
});

test.describe("the landing page's account area", () => {
  test("on '/' the account menu opens, leads to the account, and logs out", async ({ page, request }) => {
    // '/' hydrates with Preact's React compatibility layer (vite.config.ts): the account area,
    // TanStack Query, React Router and the Radix menu, loaded for a stored sign-in, run on it too.
    const email = uniqueEmail('landing-menu');
    await createCodeAccount(request, email, 'Katherine', 'Johnson');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(paths.login);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: authScreenTexts.sendLoginCode }).click();
    await typeCode(page, codeIn(await waitForMail(request, email, 2)));
    await page.getByRole('button', { name: authScreenTexts.continueWithLoginCode }).click();
    await expect(page).toHaveURL(paths.createUpload);

    await page.goto(paths.home);
    const header = page.locator('header');
    await expect(header.getByTestId('greeting')).toHaveText('Welcome back, Katherine!');
    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeFocused();
    await header.getByRole('button', { name: 'Account menu' }).click();
    await menu.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(paths.account);

    await page.goto(paths.home);
    await header.getByRole('button', { name: 'Account menu' }).click();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    // '/' has no toaster (only the app does): the header going back to signed out is the sign.
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', paths.login);
    expect(await storedToken(page)).toBeNull();
    expect(problems).toEqual([]);
  });
});

test.describe('/confirm-email and the session', () => {
  test('a failed or foreign link shows Confirmation failed with the ways on', async ({ page }) => {
    await page.goto(`${paths.confirmEmail}#error=access_denied&error_description=Link+expired`);
    await expect(page.getByRole('heading', { name: authScreenTexts.confirmationFailed })).toBeVisible();
    await expect(page.getByText(authMessages.invalidConfirmationLink)).toBeVisible();
    await expect(page.getByRole('link', { name: authScreenTexts.signUpAgain })).toHaveAttribute('href', paths.signup);
    await expect(page.getByRole('link', { name: authScreenTexts.goToLogin })).toHaveAttribute('href', paths.login);

    // Only a sign-up link is acted on.
    await page.goto(`${paths.confirmEmail}#access_token=a&refresh_token=b&expires_in=3600&type=recovery`);
    await expect(page.getByRole('heading', { name: authScreenTexts.confirmationFailed })).toBeVisible();

    // Tokens the server does not know.
    await page.goto(`${paths.confirmEmail}#access_token=forged&refresh_token=forged&expires_in=3600&type=signup`);
    await expect(page.getByRole('heading', { name: authScreenTexts.confirmationFailed })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a session near expiry is refreshed; a used refresh token ends it', async ({ page, request }) => {
    const email = uniqueEmail('refresh');
    const signup = await request.post('/api/auth/signup', {
      data: { email, password: 'refresh-me', firstName: 'Hedy', lastName: 'Lamarr', username: email },
    });
    expect(signup.ok()).toBe(true);
    await confirmByClick(page, request, linkIn(await waitForMail(request, email)));

    const readSession = () =>
      page.evaluate(
        () => JSON.parse(window.localStorage.getItem('keepsake.session') ?? 'null') as { refresh_token: string } | null,
      );
    const first = await readSession();
    expect(first?.refresh_token).toBeTruthy();

    // Pretend the access token expires in 10 seconds: the next start refreshes before asking who we are.
    const expireSoon = () =>
      page.evaluate(() => {
        const session = JSON.parse(window.localStorage.getItem('keepsake.session') ?? '{}') as Record<string, unknown>;
        session.expires_at = Math.floor(Date.now() / 1000) + 10;
        window.localStorage.setItem('keepsake.session', JSON.stringify(session));
      });
    await expireSoon();
    await page.goto(paths.login);
    await expect(page.locator('header').getByText('Welcome back, Hedy!')).toBeVisible();
    const second = await readSession();
    expect(second?.refresh_token).toBeTruthy();
    expect(second?.refresh_token).not.toBe(first?.refresh_token);

    // One more rotation, so the first token is two generations old (a second tab may still
    // present the token just traded, for a few seconds; an older one can only be a stolen copy).
    await expireSoon();
    await page.goto(paths.account);
    await expect(page.locator('header').getByText('Welcome back, Hedy!')).toBeVisible();
    await expect.poll(async () => (await readSession())?.refresh_token).not.toBe(second?.refresh_token);

    // Refresh tokens rotate: the first one, used again, is refused and the browser forgets everything.
    await page.evaluate((old) => {
      const session = JSON.parse(window.localStorage.getItem('keepsake.session') ?? '{}') as Record<string, unknown>;
      session.refresh_token = old;
      session.expires_at = Math.floor(Date.now() / 1000) + 10;
      window.localStorage.setItem('keepsake.session', JSON.stringify(session));
    }, first?.refresh_token);
    await page.goto(paths.login);
    // /login is prerendered signed out, so its header shows the cart before the refresh is even
    // tried: wait for the browser to forget the session, then for the header it leaves.
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect.poll(() => readSession()).toBeNull();
    await expect(page.locator('header').getByRole('link', { name: 'Cart' })).toBeVisible();
  });
});
