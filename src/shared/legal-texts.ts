/**
 * The shape of the Terms, Privacy and Contact pages (issue 19), and the facts more than one of
 * them states. The texts themselves live in privacy-texts.ts, terms-texts.ts and here (Contact);
 * the pages and their tests import them, so a change lands in both.
 */

/**
 * The address customers write to. It is also the sender of the e-mails (the server's default
 * MAIL_FROM) and the seller's address on invoices, so a reply to any of them reaches us.
 */
export const supportEmail = 'hello@keepsake.local';

/**
 * How long the server keeps what it deletes on its own. The server's own constants decide; a
 * test (src/server/legal-facts.test.ts) fails when these stop matching them, so the
 * Privacy page never states a period the code does not keep.
 */
export const retentionFacts = {
  /** An upload made before signing in, never claimed (server: resumableUploadRules.unclaimedTtlMs). */
  unclaimedUploadHours: 1,
  /** An upload claimed at sign-in that no order took (server: resumableUploadRules.claimedTtlMs). */
  unorderedUploadHours: 24,
  /** An unpaid order with its file (server: orderLimits.unpaidExpiryHours). */
  unpaidOrderHours: 24,
} as const;

export interface LegalSection {
  /** The section's anchor, so a page or an e-mail can link to it (/privacy#delete). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs; a point's words before a colon are its label. */
  points?: readonly string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  /** Shown as "Last updated …"; change it with the words. */
  updated: string;
  sections: readonly LegalSection[];
}

export const legalPageTexts = {
  lastUpdated: 'Last updated',
  /** The links at the foot of each of the three pages, to the other two. */
  moreNav: 'Terms, privacy and contact',
  linkNames: { terms: 'Terms', privacy: 'Privacy', contact: 'Contact' },
  writeToUs: 'E-mail us',
} as const;

export const contactDocument: LegalDocument = {
  title: 'Contact',
  summary: `Questions about a card, an order, a plan or your data: e-mail ${supportEmail}.`,
  updated: 'Nov 24, 2026',
  sections: [
    {
      id: 'how',
      heading: 'How to reach us',
      paragraphs: [
        `E-mail ${supportEmail}. Please write from the e-mail address of your Keepsake account: it is how we know the account and its orders are yours, and we answer only the account's owner about them.`,
        'Never send a card number or its security code. We never ask for them: payments are handled by our payment processor, and we never see the full number.',
      ],
    },
    {
      id: 'include',
      heading: 'What to include',
      paragraphs: ['Telling us these at the start saves a round of e-mails:'],
      points: [
        'About an order: its order number (it starts with KS-; it is on the confirmation page, in the order e-mails and under Orders in your account) and what went wrong. For a damaged or misprinted card, a photo of it helps.',
        'To correct a shipping address: the order number and the full new address, before the card is printed.',
        'About the design: the order number and what you would like changed. You can also ask for changes on the design preview page, until you approve it.',
        'For a refund: the order number, or the plan and when you bought it. A reason is welcome but not needed.',
        'To delete a saved recipient: their name as it appears in your address book.',
        'To delete your account: say so plainly. The Privacy page says what deleting removes and what the law makes us keep.',
        'About a plan: which plan, and whether you want to cancel, reactivate or ask about a charge.',
      ],
    },
  ],
};
