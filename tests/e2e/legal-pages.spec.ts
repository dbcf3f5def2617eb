import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { contactDocument, supportEmail } from '../../src/shared/legal-texts';
import { landingTexts } from '../../src/shared/landing-texts';
import { privacyDocument } from '../../src/shared/privacy-texts';
import { paths } from '../../src/shared/routes';
import { termsDocument } from '../../src/shared/terms-texts';

/**
 * The landing page's footer leads to Terms, Privacy and Contact (issue 19), on a wide screen and
 * on a phone: a visitor clicks the footer's link and lands on the page with its heading, and
 * axe finds nothing serious on it.
 */
const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const legalPages = [
  { link: landingTexts.footer.terms, path: paths.terms, document: termsDocument },
  { link: landingTexts.footer.privacy, path: paths.privacy, document: privacyDocument },
  { link: landingTexts.footer.contact, path: paths.contact, document: contactDocument },
] as const;

// The app's Content-Security-Policy admits same-origin scripts only; axe is injected inline.
test.use({ bypassCSP: true });

for (const screen of screens) {
  test.describe(`the footer's legal pages on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    for (const legal of legalPages) {
      test(`the footer's ${legal.link} link opens ${legal.path}`, async ({ page }) => {
        await page.goto(paths.home);
        const footer = page.getByRole('navigation', { name: 'Footer' });
        await footer.scrollIntoViewIfNeeded();
        await footer.getByRole('link', { name: legal.link, exact: true }).click();

        await expect(page).toHaveURL(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.document.title })).toBeVisible();
        await expect(page).toHaveTitle(`${legal.document.title} · Keepsake`);
        for (const section of legal.document.sections) {
          await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
        }
        await expect(page.getByRole('link', { name: supportEmail }).first()).toHaveAttribute(
          'href',
          `mailto:${supportEmail}`,
        );
        await expectNoSeriousViolations(page, legal.path);
      });
    }
  });
}

test('each legal page loads on its own, from its address', async ({ page }) => {
  for (const legal of legalPages) {
    const response = await page.goto(legal.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: legal.document.title })).toBeVisible();
  }
});
