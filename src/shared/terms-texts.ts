import { cardDesignRules } from './card-design-rules.js';
import { artworkCredits } from './credits.js';
import { retentionFacts, supportEmail, type LegalDocument } from './legal-texts.js';
import { cardPriceCents, formatUsd, plans, shippingOptions } from './pricing.js';

const { essential, plus } = plans;
const planLine = (plan: typeof essential) =>
  `${plan.name}: ${formatUsd(plan.priceCents, { dropZeroCents: true })} a year for ${plan.cardsPerYear} cards.`;

/**
 * The card typefaces (@fontsource packages, card-renderer/card-fonts.ts). Their licences ask for
 * no credit on the site; naming them is a courtesy. Kept here, not in credits.ts, whose module
 * the landing page loads: its JavaScript budget has no room for words it does not show.
 */
const typefaceCredit =
  'Cards are set in Playfair Display, Lora, Dancing Script, Caveat, Special Elite, Inter and the Noto family, used under the SIL Open Font License (Special Elite under the Apache License 2.0).';

/**
 * The terms of sale, in plain words. Prices, plans, shipping and the rounds of changes come
 * from the constants the server charges and enforces, so the page cannot disagree with checkout.
 */
export const termsDocument: LegalDocument = {
  title: 'Terms',
  summary:
    'The terms on which Keepsake writes, prints and posts your cards. They are short on purpose; if anything is unclear, ask us.',
  updated: 'Nov 24, 2026',
  sections: [
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        'You sign in with a code we send to your e-mail address, so whoever can read that mailbox can use your account: keep it to yourself. Give us a name and address that are true, and tell us if someone else has got into your account.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and prices',
      paragraphs: [
        `One card costs ${formatUsd(cardPriceCents)}, which includes the written text, printing and standard shipping. Standard shipping is free and takes about ${shippingOptions.standard.days}; express shipping costs ${formatUsd(shippingOptions.express.priceCents)} and takes about ${shippingOptions.express.days}. Times are estimates from posting, not promises.`,
        `Prices are in US dollars. The total at checkout is what you pay, charged when you place the order; we start on the card once the payment has gone through. An order that is not paid is deleted ${retentionFacts.unpaidOrderHours} hours after it was placed.`,
      ],
    },
    {
      id: 'plans',
      heading: 'Plans',
      paragraphs: [
        'A plan is a year of cards paid up front:',
        'A plan renews every year, charged to your saved card, until you cancel it. Cancel any time under Account, Billing: the plan and its cards stay usable until the end of the year you paid for, and then it ends. Unused cards do not carry over into the next year. Cards from a plan ship by standard post at no charge; express costs the same as for a single card.',
      ],
      points: [planLine(essential), planLine(plus)],
    },
    {
      id: 'approval',
      heading: 'Your design, and your approval',
      paragraphs: [
        'Within 24 hours of your order we e-mail you a preview of the printed card. Nothing is printed until you approve it.',
        `Before approving you may ask for changes up to ${cardDesignRules.maxChangeRounds} times. The links in our e-mails work for ${cardDesignRules.linkLifetimeDays} days; after that, sign in and open the order under Account, Orders. Once you approve, the card goes to print and can no longer be changed, so please read the words and check the address first.`,
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and changes',
      paragraphs: [
        `Every order carries a 30-day money-back guarantee: if you are not happy with a card or a plan, write to ${supportEmail} within 30 days of paying, and we refund it to the card you paid with.`,
        'To change a shipping address, write to us with the order number before the card is printed. To change the design, use the preview page before you approve it (see above).',
      ],
    },
    {
      id: 'content',
      heading: 'What you upload and write',
      paragraphs: [
        'Your photos, videos and words stay yours. You let us use them only to write, show, print and deliver your card, and to help you with it.',
        'Upload only what you have the right to use, and nothing unlawful. Do not use Keepsake to threaten, harass or demean anyone, to show someone in a way they have not agreed to, or for hateful or sexually explicit content. We may refuse or cancel an order that breaks this, and refund it.',
      ],
    },
    {
      id: 'writer',
      heading: 'The card writer',
      paragraphs: [
        'Card texts are written by a computer from your description, tone and picture. They can be wrong, odd or not to your taste, and a roast can land harder than you meant. Our safety filter stops the worst, but you choose the words, may edit them, and approve them before anything is printed: the card you approve is yours to send.',
      ],
    },
    {
      id: 'responsibility',
      heading: 'Our responsibility',
      paragraphs: [
        'We make and post each card with care. If something goes wrong, tell us, and the money-back guarantee above applies. Nothing in these terms takes away rights you have by law as a consumer.',
        'We may update these terms; the date at the top says when they last changed. An order is governed by the terms shown when it was placed.',
      ],
    },
    {
      id: 'credits',
      heading: 'Credits',
      paragraphs: [`${artworkCredits.twemoji.text}.`, typefaceCredit],
    },
  ],
};
