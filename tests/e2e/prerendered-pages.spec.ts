import sharp from 'sharp';
import { cardPriceCents, formatUsd, toAmountString } from '../../src/shared/pricing';
import { landingTexts, siteDescription } from '../../src/shared/landing-texts';
import { noindexPaths, paths } from '../../src/shared/routes';
import { signInPages, signUpCustomer, uniqueEmail } from './support/customer';
import { expect, test, type Page } from './support/test';

/**
 * Issue 22: '/' and the pages that need no user are prerendered by the build (scripts/build/
 * prerender.mjs), served with the public address filled in, and hydrated without a change.
 */

const headline = `${landingTexts.headline.lead} ${landingTexts.headline.emphasis}`;
/** The headline as markup: its last word is emphasised. */
const headlineHtml = `${landingTexts.headline.lead} <em class="text-primary">${landingTexts.headline.emphasis}</em>`;
const price = formatUsd(cardPriceCents);

/** What the server sends, parsed as the browser would, before any script runs. */
async function serverRoot(page: Page, url: string): Promise<{ status: number; root: string; html: string }> {
  const response = await page.request.get(url);
  const html = await response.text();
  const root = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').getElementById('root')?.innerHTML ?? '',
    html,
  );
  return { status: response.status(), root, html };
}

/**
 * The markup without its comments. React's renderer separates neighbouring texts with `<!-- -->`
 * (and marks Suspense boundaries with `<!--$-->`); Preact, which hydrates '/' (vite.config.ts),
 * drops those comment nodes when it adopts the HTML. They are never shown, and the texts on
 * either side stay as they were, so what a visitor sees is still compared whole.
 */
const withoutComments = (markup: string) => markup.replace(/<!--[\s\S]*?-->/g, '');

/** Console errors and warnings, and uncaught errors, from the moment the page opens. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own status is reported by Chromium as a failed resource; it is the point.
    if (message.text().includes('status of 404')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated: prerendered forms enable their fieldset only then. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Any scheduled hydration (the landing page waits one frame) has run after two more frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe('the landing page as the build prerendered it', () => {
  test('carries the headline, the price, link-preview tags and structured data', async ({ page, baseURL }) => {
    const { status, html, root } = await serverRoot(page, '/');
    expect(status).toBe(200);
    expect(root).toContain(headlineHtml);
    expect(root).toContain(price);
    // A phone must never download the video: the HTML names none.
    expect(html).not.toMatch(/<video/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/og-image-[0-9a-f]{10}\\.jpg">`));
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('%PUBLIC_URL%');
    // The description carries the price from src/shared, as the pricing section does.
    expect(html).toContain(`<meta name="description" content="${siteDescription}"`);
    expect(siteDescription).toContain(price);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(jsonLd ?? '{}') as {
      '@type'?: string;
      offers?: { price?: string; priceCurrency?: string };
    };
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({ price: toAmountString(cardPriceCents), priceCurrency: 'USD' });
  });

  test('shares a 1200x630 preview image', async ({ page }) => {
    const { html } = await serverRoot(page, '/');
    const image = /<meta property="og:image" content="[^"]*(\/og-image-[0-9a-f]+\.jpg)">/.exec(html)?.[1];
    expect(image).toBeDefined();
    const response = await page.request.get(image!);
    expect(response.status()).toBe(200);
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  test('lists the public pages for search engines, with the public address', async ({ page, baseURL }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /account');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`hydrates without changing the page or the console (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const problems = watchConsole(page);
      await page.goto('about:blank');
      const { root, html } = await serverRoot(page, '/');
      const servedTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      await page.goto('/');
      await hydrated(page);
      // The tab keeps the title the server sent (the share title is the same).
      expect(await page.title()).toBe(servedTitle);
      const live = withoutComments(await page.locator('#root').evaluate((element) => element.innerHTML));
      const served = withoutComments(root);
      // A wide screen swaps the photo for the video after hydration (it cannot know the width at
      // build time); everything else must be exactly what the server sent.
      const withoutHero = (markup: string) =>
        markup.replace(
          /<(img|video)[^>]*data-testid="hero-(photo|video)"[^>]*>(<\/video>)?(<button[\s\S]*?<\/button>)?/,
          '',
        );
      if (viewport.width < 768) expect(live).toBe(served);
      else expect(withoutHero(live)).toBe(withoutHero(served));
      expect(problems).toEqual([]);
    });
  }

  test('shows the headline, examples, how it works and pricing without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.locator('#examples')).toBeAttached();
    await expect(page.locator('#how-it-works')).toBeAttached();
    await expect(page.locator('#pricing')).toContainText(price);
    await context.close();
  });
});

test.describe('other prerendered pages', () => {
  for (const url of [paths.login, paths.signup, paths.forgotPassword]) {
    test(`${url} hydrates to the same page, its form enabled only then`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('about:blank');
      const { status, root } = await serverRoot(page, url);
      expect(status).toBe(200);
      // Until React handles the form, nothing in it can be typed or submitted (a native submit
      // would put the e-mail in the address).
      expect(root).toContain('<form novalidate="" class="flex flex-col gap-5" method="post"><fieldset disabled=""');
      await page.goto(url);
      await hydrated(page);
      const live = await page.locator('#root').evaluate((element) => element.innerHTML);
      // Only what waited for hydration changes: the form's fieldset and the sign-in switch enable.
      const enabled = (markup: string) => markup.replaceAll(' disabled=""', '');
      expect(live).not.toContain('disabled=""');
      expect(enabled(live)).toBe(enabled(root));
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEnabled();
      // The field the page autofocuses has the focus once it can take typing.
      await expect(page.locator('#root [autofocus]')).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  test('an unknown page is the prerendered 404 page, with status 404', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('about:blank');
    const { status, root, html } = await serverRoot(page, '/no-such-page');
    expect(status).toBe(404);
    expect(root).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('#root').evaluate((element) => element.innerHTML)).toBe(root);
    expect(problems).toEqual([]);
  });

  test('the password pages ask search engines not to list them; login and sign-up do not', async ({
    page,
    baseURL,
  }) => {
    const noindex = '<meta name="robots" content="noindex">';
    for (const url of [paths.forgotPassword, paths.resetPassword]) {
      const { status, html } = await serverRoot(page, url);
      expect(status, url).toBe(200);
      expect(html, url).toContain(noindex);
      expect(html, url).not.toContain('rel="canonical"');
    }
    for (const url of [paths.login, paths.signup]) {
      const { html } = await serverRoot(page, url);
      expect(html, url).not.toContain(noindex);
      expect(html, url).toContain(`<link rel="canonical" href="${baseURL}${url}">`);
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const url of noindexPaths) expect(sitemap, url).not.toContain(`${baseURL}${url}<`);
  });

  test('a form submitted before hydration never puts the e-mail in the address', async ({ page }) => {
    // The page as a phone has it before its script arrives: the app's scripts never load.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(paths.login);
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeDisabled();
    await expect(page.getByRole('button', { name: /send/i })).toBeDisabled();
    // Even a value that got in and a submit that got through (a password manager, an old browser).
    const navigated = page.waitForEvent('framenavigated');
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.querySelector('input')!.value = 'someone@example.com';
      form.requestSubmit();
    });
    await navigated;
    expect(page.url()).not.toContain('someone');
  });
});

test.describe('a visitor with a stored sign-in', () => {
  /** Every layout shift from the first paint on, as Chromium reports them for CLS. */
  async function watchLayoutShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }
  const layoutShift = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`sees the greeting appear without anything moving (${viewport.width} px)`, async ({ page, request }) => {
      const token = await signUpCustomer(request, {
        email: uniqueEmail('header-shift'),
        firstName: 'Dorothea',
        lastName: 'Hodgkin',
      });
      await signInPages(page, token);
      await watchLayoutShifts(page);
      await page.setViewportSize(viewport);
      // The app's web font in the cache first: on a first visit it can still arrive after a page's
      // first paint (the pages preload it, which does not always win) and re-flow its text,
      // whatever the header does.
      await page.goto(paths.login);
      await page.waitForLoadState('networkidle');
      for (const url of [paths.home, paths.forgotPassword, '/no-such-page']) {
        await page.goto(url);
        await expect(page.locator('header').getByTestId('greeting')).toHaveText('Welcome back, Dorothea!');
        await hydrated(page);
        expect({ url, shift: await layoutShift(page) }).toEqual({ url, shift: 0 });
      }
    });
  }
});
