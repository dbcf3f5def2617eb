import { expect, test } from './support/test';
import { uploadScreenTexts } from '../../src/shared/creation-screen-texts';
import { appShellTexts } from '../../src/shared/messages';
import { appRoutePatterns, paths } from '../../src/shared/routes';

test.describe('the app shell', () => {
  for (const route of appRoutePatterns) {
    test(`renders ${route}`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: 'Keepsake home' })).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText(appShellTexts.errorTitle)).toHaveCount(0);
      await expect(page.getByText(appShellTexts.pageNotFound)).toHaveCount(0);
    });
  }

  test('shows Page Not Found with status 404 for any other path', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: appShellTexts.pageNotFound })).toBeVisible();
    await page.getByRole('link', { name: appShellTexts.backHome }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows the error fallback when a page fails to load, and Try again recovers', async ({ page }) => {
    let failPageCode = true;
    await page.route(/\/assets\/create-context-[^/]+\.js$/, (route) =>
      failPageCode ? route.abort('internetdisconnected') : route.continue(),
    );
    // The context page needs step 1's upload; without one it sends the visitor back to upload.
    await page.addInitScript(() => {
      const upload = {
        name: 'a.png',
        type: 'image/png',
        size: 3,
        data: 'data:image/png;base64,AAAA',
        timestamp: Date.now(),
      };
      const flags = {
        dataUrl: true,
        isLargeFile: false,
        useGlobalFile: false,
        isMobileUpload: false,
        requiresReupload: false,
      };
      window.sessionStorage.setItem('uploadedFile', JSON.stringify({ ...upload, ...flags }));
    });
    await page.goto(paths.createContext);
    await expect(page.getByRole('heading', { name: appShellTexts.errorTitle })).toBeVisible();
    await expect(page.getByText(appShellTexts.errorDescription)).toBeVisible();
    // The header still works while the page is broken.
    await expect(page.getByRole('link', { name: 'Keepsake home' })).toBeVisible();

    failPageCode = false;
    await page.getByRole('button', { name: appShellTexts.tryAgain }).click();
    await expect(page.getByRole('heading', { name: 'Add Context' })).toBeVisible();
    await expect(page.getByText(appShellTexts.errorTitle)).toHaveCount(0);
  });
});

test.describe('the shared header, signed out', () => {
  test('the logo leads home and the cart leads to login', async ({ page }) => {
    await page.goto(paths.account);
    // Signed out, the account page sends the visitor to sign up; the header stays.
    await expect(page).toHaveURL(paths.signup);
    await page.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(paths.login);
    await page.getByRole('link', { name: 'Keepsake home' }).click();
    await expect(page).toHaveURL(paths.home);
  });

  test('offers Login and Sign up on the create pages only', async ({ page }) => {
    await page.goto(paths.createUpload);
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: appShellTexts.login })).toHaveAttribute('href', paths.login);
    await expect(header.getByRole('link', { name: appShellTexts.signUp })).toHaveAttribute('href', paths.signup);
    await page.goto(paths.home);
    await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: appShellTexts.signUp })).toHaveCount(0);
  });

  test('shows a pulsing placeholder while the user is loading', async ({ page }) => {
    let answerUser = () => {};
    await page.route('**/api/auth/user', async (route) => {
      await new Promise<void>((resolve) => {
        answerUser = resolve;
      });
      await route.fulfill({ status: 401, json: { error: 'Not signed in' } });
    });
    await page.addInitScript(() => window.localStorage.setItem('keepsake.authToken', 'stale-token'));
    await page.goto(paths.home);
    await expect(page.getByTestId('user-loading')).toBeVisible();
    answerUser();
    await expect(page.getByTestId('user-loading')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
    // A 401 from the current-user call clears the stored token.
    expect(await page.evaluate(() => window.localStorage.getItem('keepsake.authToken'))).toBeNull();
  });
});

test.describe('page views', () => {
  test('a row is written for every route change, with the previous page as referrer', async ({ page, request }) => {
    const marker = `/create?visit=${Date.now()}`;
    await page.goto(paths.home);
    await page.locator('header').getByRole('link', { name: 'Create Card' }).click();
    await expect(page).toHaveURL(paths.create);
    // A view is recorded once the page has rendered, not when the address changes.
    await expect(page.getByRole('heading', { name: uploadScreenTexts.heading })).toBeVisible();
    await page.goto(marker);

    await expect
      .poll(async () => {
        const body = (await (await request.get('/api/dev/page-views?limit=500')).json()) as {
          pageViews: { path: string; referrer: string | null }[];
        };
        return body.pageViews.filter((view) => view.path === paths.create && view.referrer === paths.home).length;
      })
      .toBeGreaterThan(0);
  });
});
