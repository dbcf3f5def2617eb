import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { contactDocument, supportEmail, type LegalDocument } from '@shared/legal-texts';
import { privacyDocument } from '@shared/privacy-texts';
import { paths } from '@shared/routes';
import { termsDocument } from '@shared/terms-texts';
import { navigatedTo, renderScreen } from '@/test-support/render-screen';
import ContactPage from './contact';
import PrivacyPage from './privacy';
import TermsPage from './terms';

const pages = [
  { name: 'Terms', Page: TermsPage, path: paths.terms, document: termsDocument },
  { name: 'Privacy', Page: PrivacyPage, path: paths.privacy, document: privacyDocument },
  { name: 'Contact', Page: ContactPage, path: paths.contact, document: contactDocument },
] as const satisfies readonly { name: string; Page: () => ReactElement; path: string; document: LegalDocument }[];

/** The page's whole text, spaces collapsed: facts are read as a customer reads them. */
const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe.each(pages)('the $name page', ({ name, Page, path, document: legal }) => {
  it('shows its title and every section under its own heading', () => {
    renderScreen(<Page />, { at: path });
    screen.getByRole('heading', { level: 1, name });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(legal.sections.map((section) => section.heading));
    for (const section of legal.sections) {
      expect(screen.getByRole('region', { name: section.heading }).id).toBe(section.id);
    }
  });

  it('lets the reader write to support and go on to the other two pages', async () => {
    const { user } = renderScreen(<Page />, { at: path });
    const mailLinks = screen.getAllByRole('link', { name: new RegExp(`^(${supportEmail}|E-mail us)$`) });
    for (const link of mailLinks) expect(link.getAttribute('href')).toBe(`mailto:${supportEmail}`);
    expect(mailLinks.length).toBeGreaterThan(0);

    const more = screen.getByRole('navigation', { name: 'Terms, privacy and contact' });
    const others = pages.filter((page) => page.path !== path);
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(others.map((p) => p.name));
    const [next] = others;
    if (!next) throw new Error('three pages link to one another');
    await user.click(within(more).getByRole('link', { name: next.name }));
    expect(await navigatedTo()).toBe(next.path);
  });
});

describe('what the pages tell a customer', () => {
  it('Privacy: what is kept about recipients, for how long, and how to delete it', () => {
    renderScreen(<PrivacyPage />, { at: paths.privacy });
    const text = pageText();
    expect(text).toContain('their name, postal address, a phone number if you give one');
    expect(text).toContain('birthdays, anniversaries and other dates');
    expect(text).toContain('Saved recipients and their occasions: kept until you, or we at your request, delete');
    expect(text).toContain('deleted one hour after the upload began if you do not sign in');
    expect(text).toContain('Orders you did not pay for: deleted, with their photo or video, 24 hours after');
    expect(text).toContain('never the full number or the security code');
    const deleting = screen.getByRole('region', { name: 'Deleting recipients and your account' });
    const writeTo = within(deleting).getAllByRole('link', { name: supportEmail });
    expect(writeTo.map((link) => link.getAttribute('href'))).toContain(`mailto:${supportEmail}`);
    expect(deleting.textContent).toContain('no reminder is sent about them again');
    expect(deleting.textContent).toContain(
      'Deleting your account removes your name and e-mail address, your saved recipients',
    );
    // The page names the Account page's control and what it keeps; it has no button of its own.
    expect(deleting.textContent).toContain('use Delete my account on your Account page');
    expect(deleting.textContent).toContain('Your orders stay, because the law makes us keep each sale');
    expect(within(deleting).queryByRole('button')).toBeNull();
  });

  it('Privacy: names the one cookie and what sits in local and session storage', () => {
    renderScreen(<PrivacyPage />, { at: paths.privacy });
    const storage = screen.getByRole('region', { name: 'Cookies and storage in your browser' });
    expect(storage.textContent).toContain('One cookie, while you sign in');
    expect(storage.textContent).toContain('expires after 10 minutes');
    expect(storage.textContent).toContain('Local storage');
    expect(storage.textContent).toContain('Session storage, cleared when you close the tab');
  });

  it('Terms: the prices, plans, approval, rounds of changes and the guarantee as checkout applies them', () => {
    renderScreen(<TermsPage />, { at: paths.terms });
    const text = pageText();
    expect(text).toContain('One card costs $12.99');
    expect(text).toContain('express shipping costs $4.99 and takes about 2-3 days');
    expect(text).toContain('Essential Plan: $57 a year for 5 cards.');
    expect(text).toContain('Plus Plan: $89.94 a year for 10 cards.');
    expect(text).toContain('Nothing is printed until you approve it.');
    expect(text).toContain('ask for changes up to 3 times');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('nothing unlawful');
    expect(text).toContain('Twemoji graphics by Twitter, Inc and other contributors, licensed CC-BY 4.0');
  });

  it('Contact: the address to write to and what to put in the message', () => {
    renderScreen(<ContactPage />, { at: paths.contact });
    expect(screen.getByRole('link', { name: 'E-mail us' }).getAttribute('href')).toBe(`mailto:${supportEmail}`);
    const include = screen.getByRole('region', { name: 'What to include' });
    expect(include.textContent).toContain('it starts with KS-');
    expect(include.textContent).toContain('To delete a saved recipient');
    expect(pageText()).toContain('Never send a card number');
  });
});
