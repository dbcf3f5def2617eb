import { expect, test, type Page, type Request } from '@playwright/test';
import { artworkCredits } from '../../src/shared/credits';
import { landingTexts } from '../../src/shared/landing-texts';

/** The landing page, on a wide screen and on a phone. */

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const isVideo = (request: Request) =>
  request.resourceType() === 'media' || /\.(mp4|webm|mov)(\?|$)/.test(request.url());

/** Where an element's top comes to rest once a (smooth) scroll has stopped moving. */
async function restingTop(page: Page, selector: string): Promise<number> {
  const top = () => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // A smooth scroll on a loaded machine can miss a frame or two: at rest means the same
  // reading three times running, 100 ms apart, not twice.
  let previous = await top();
  let same = 0;
  for (let i = 0; i < 50; i += 1) {
    await page.waitForTimeout(100);
    const current = await top();
    same = current === previous ? same + 1 : 0;
    if (same === 2) return current;
    previous = current;
  }
  throw new Error(`${selector} kept moving`);
}

test.describe('the landing page on a desktop (1280 px)', () => {
  test.use({ viewport: screens[0].viewport });

  test('plays the hero video, with the photo as its poster', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (isVideo(request)) videoRequests.push(request.url());
    });
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeVisible();
    await expect(page.getByTestId('hero-photo')).toHaveCount(0);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    expect(videoRequests.some((url) => /\/assets\/hero-[^/]+\.mp4$/.test(url))).toBe(true);

    // Looping motion can be stopped (WCAG 2.2.2).
    await page.getByRole('button', { name: 'Pause the video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play the video' })).toBeVisible();
  });
});

test.describe('the landing page on a phone (390 px)', () => {
  test.use({ viewport: screens[1].viewport });

  test('shows the hero photo and never requests a video', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (isVideo(request)) videoRequests.push(request.url());
    });
    await page.goto('/');
    const photo = page.getByTestId('hero-photo');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/assets\/hero-\d+-[^/]+\.webp$/,
    );
    // Down the whole page and back, so anything lazy would have loaded by now.
    for (let y = 0; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    }
    await page.waitForLoadState('networkidle');
    await expect(page.locator('video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });
});

for (const screen of screens) {
  test.describe(`the landing page's parts on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the header anchors scroll to their sections', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Page sections' });
      for (const [name, id] of [
        ['Pricing', 'pricing'],
        ['How it works', 'how-it-works'],
        ['Examples', 'examples'],
      ] as const) {
        await nav.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        // The section comes to rest just under the sticky header.
        const top = await restingTop(page, `#${id}`);
        expect(top, name).toBeGreaterThanOrEqual(0);
        expect(top, name).toBeLessThan(130);
        await expect(page.locator(`#${id} h2`)).toBeInViewport();
      }
    });

    test('the header changes once the page is scrolled more than 20 px', async ({ page }) => {
      const header = page.locator('header').first();
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      const atTop = await background();

      await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
      await page.waitForTimeout(100);
      await expect(header).toHaveAttribute('data-scrolled', 'false');

      await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(background).not.toBe(atTop);
      await expect(header).toBeInViewport();

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });

    test('the tone toggle swaps the examples', async ({ page }) => {
      const sentimental = page.getByRole('button', { name: landingTexts.tones.sentimental, exact: true });
      const roast = page.getByRole('button', { name: landingTexts.tones.roast });
      await expect(sentimental).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: 'Forty years of sunsets' })).toBeVisible();

      await roast.click();
      await expect(roast).toHaveAttribute('aria-pressed', 'true');
      await expect(sentimental).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('heading', { name: 'Happy birthday to the Grill Master (allegedly)' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'To the loudest voice at karaoke night' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Forty years of sunsets' })).toHaveCount(0);

      await sentimental.click();
      await expect(page.getByRole('heading', { name: 'Forty years of sunsets' })).toBeVisible();
    });

    test('the flipbook turns four pages and its ends disable the buttons', async ({ page }) => {
      const flipbook = page.getByRole('group', { name: 'Card pages: Forty years of sunsets' });
      const previous = flipbook.getByRole('button', { name: 'Previous page' });
      const next = flipbook.getByRole('button', { name: 'Next page' });
      await flipbook.scrollIntoViewIfNeeded();

      const [front, insideLeft, insideRight, back] = landingTexts.flipbookPages;
      await expect(flipbook.getByText(front)).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      for (const name of [insideLeft, insideRight, back]) {
        await next.click();
        await expect(flipbook.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(flipbook.getByText('page 4 of 4')).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      // A disabled end does nothing, and keeps focus for keyboard users.
      await next.click({ force: true });
      await expect(flipbook.getByText(back, { exact: true })).toBeVisible();
      await expect(next).toBeFocused();

      for (const name of [insideRight, insideLeft, front]) {
        await previous.click();
        await expect(flipbook.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });

    test('the video preview opens, plays, and closes with Esc and with its close button', async ({ page }) => {
      const opener = page.getByRole('button', { name: /Watch the video preview.*Forty years of sunsets/ });
      const dialog = page.getByRole('dialog', { name: 'Video preview: Forty years of sunsets' });
      const playing = () =>
        dialog.locator('video').evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);

      await opener.click();
      await expect(dialog).toBeVisible();
      await expect.poll(playing).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await expect.poll(playing).toBe(true);
      await dialog.getByRole('button', { name: 'Close video preview' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('shows the price, the plans and the promises, and links to create and account', async ({ page }) => {
      const pricing = page.locator('#pricing');
      await expect(pricing.getByText('$12.99', { exact: true })).toBeVisible();
      for (const item of ['AI-written content', 'Premium printing', 'Free worldwide shipping']) {
        await expect(pricing.getByText(item)).toBeVisible();
      }
      await expect(pricing.getByRole('heading', { name: 'Essential Plan' })).toBeVisible();
      await expect(pricing.getByText('24% SAVINGS')).toBeVisible();
      await expect(pricing.getByRole('heading', { name: 'Plus Plan' })).toBeVisible();
      await expect(pricing.getByText('MOST POPULAR')).toBeVisible();
      await expect(pricing.getByText('$89.94')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your design preview within 24 hours' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '30-day money-back guarantee' })).toBeVisible();
      const steps = page.locator('#how-it-works');
      for (const title of Object.values(landingTexts.steps)) {
        await expect(steps.getByRole('heading', { name: title })).toBeVisible();
      }

      // The licence of the emoji artwork card texts are drawn with asks for this credit.
      await expect(page.getByRole('link', { name: artworkCredits.twemoji.text })).toHaveAttribute(
        'href',
        artworkCredits.twemoji.licenceUrl,
      );
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link', { name: landingTexts.footer.contact })).toBeVisible();
      await expect(footer.getByRole('link', { name: landingTexts.footer.faq })).toBeVisible();
      await footer.getByRole('link', { name: landingTexts.footer.account }).click();
      await expect(page).toHaveURL(/\/(account|signup)$/);

      await page.goto('/');
      await page.locator('header').first().getByRole('link', { name: landingTexts.createCard }).click();
      await expect(page).toHaveURL(/\/create$/);
    });
  });
}
