import { addressRequestRules } from './address-request-texts.js';
import { authRules } from './auth-rules.js';
import { cardDesignRules } from './card-design-rules.js';
import { retentionFacts, supportEmail, type LegalDocument } from './legal-texts.js';

const hours = (count: number) => (count === 1 ? 'one hour' : `${count} hours`);

export const privacyDocument: LegalDocument = {
  title: 'Privacy',
  summary:
    'What Keepsake keeps about you and about the people you send cards to, why, for how long, and how to have it deleted.',
  updated: 'Nov 24, 2026',
  sections: [
    {
      id: 'collect',
      heading: 'What we keep',
      paragraphs: ['We keep only what it takes to write, print and deliver your cards, and to run your account:'],
      points: [
        'Your account: your e-mail address and the name you give us. You sign in with a code we e-mail you; if you ever set a password, we keep only a one-way hash of it.',
        'Your photo or video: the file you upload, and the smaller copies we make from it to show and print the card (a resized photo, a still frame and a short silent clip of a video).',
        'What you write and choose: the description of the memory, the tone, the card texts written for you, your edits, the style and the crop.',
        "Your orders: the name, e-mail address and shipping address given at checkout, the shipping choice, the price, and the order's history (status changes, approvals, change requests, refunds).",
        "Payments: our payment processor takes the payment from your card. We keep the card's brand, last four digits and expiry date, to show them under Billing, and never the full number or the security code.",
        'Recipients: when you send a card to someone else, or save them in your address book, we keep their name, postal address, a phone number if you give one for the courier, how they relate to you, and the occasions you add for them (birthdays, anniversaries and other dates), with your reminder settings.',
        'Asking someone for their address: when you make a personal link for someone to type their own address, we keep a fingerprint of the link (never the link itself), when it expires and whether it was used, and the name and relation you typed for them until their address arrives. What they type (their name, address and, if they like, a phone number) goes into your address book as a recipient; the page shows them only your first name.',
        'Pages visited: the page, the page before it and the time, with no query string and nothing that names you or your account. We use no third-party analytics or advertising.',
      ],
    },
    {
      id: 'use',
      heading: 'What we use it for',
      paragraphs: [
        'To write your card options, print the card you approve and post it; to e-mail you about your order (the confirmation, the design preview, a reminder to approve it, shipping) and about your plan (such as a renewal payment that failed); to send the occasion reminders you ask for; and to answer you when you write to us.',
        "We do not sell or rent anyone's data, and we do not use it for advertising.",
      ],
    },
    {
      id: 'writer',
      heading: 'The card writer and the safety filter',
      paragraphs: [
        'Your description, the tone and your picture (for a video, one still frame) are given to the card writer to write your options. The writer is either our own built-in writer, which runs on our servers, or an AI model service we have chosen; when a model service writes, it receives what you entered to make that card (the picture, your words and the tone), never your e-mail address, postal address or payment details.',
        'Every option passes our safety filter before you see it. An option it stops (slurs, threats, jokes about identity or bodies) is replaced by one our built-in writer makes. You choose and may edit the words; nothing is printed until you approve the design.',
      ],
    },
    {
      id: 'share',
      heading: 'Who else sees it',
      paragraphs: ['Each sees only what its part needs:'],
      points: [
        'Our payment processor: your card and the payment.',
        'The people and services that print and deliver the card: the card itself and the name, address and (if given) phone number on the envelope.',
        'Our e-mail service: the messages we send you and their addresses.',
        'The AI model service, when it writes: as described above.',
        'Keepsake staff who make and ship orders and answer your e-mails: your orders and what you sent us.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [],
      points: [
        `Uploads before you sign in: deleted ${hours(retentionFacts.unclaimedUploadHours)} after the upload began if you do not sign in to keep them.`,
        `Uploads you did not order with: deleted ${hours(retentionFacts.unorderedUploadHours)} after the upload began.`,
        `Orders you did not pay for: deleted, with their photo or video, ${hours(retentionFacts.unpaidOrderHours)} after they were placed.`,
        'Paid orders, with their photo or video, texts, design and shipping address: kept while your account is open, so you can see them under Orders and we can help with delivery, reprints and refunds; after you delete your account, as described below.',
        `Links asking someone for their address: they work once, for ${addressRequestRules.lifetimeDays} days; a used or expired link is deleted the next time you make one, and you can cancel one that is waiting in your address book.`,
        'Saved recipients and their occasions: kept until you, or we at your request, delete the recipient or your account.',
        'Invoices and payment records: kept as long as tax and accounting law requires, also after your account is deleted.',
        `Sign-in: a code works for ${authRules.codeTtlMinutes} minutes; a sign-in lasts ${authRules.sessionTtlDays} days on a device unless you log out.`,
        `Links in the design e-mails: they work for ${cardDesignRules.linkLifetimeDays} days.`,
      ],
    },
    {
      id: 'delete',
      heading: 'Deleting recipients and your account',
      paragraphs: [
        `To delete a saved recipient, use Delete beside them in your address book (Account, Address book). To delete your whole account, use Delete my account on your Account page and type your e-mail address to confirm. You can also e-mail ${supportEmail} from your account's e-mail address (see Contact for what to include). You can change your name and e-mail address yourself under Account, Edit Profile.`,
        'Deleting a recipient removes their name, address, phone number, relation and occasions, and no reminder is sent about them again. A card already ordered for them keeps its shipping address as part of that order.',
        'Deleting your account removes your name and e-mail address, your saved recipients and their occasions, your reminders, the links you made to ask someone for their address, our record of the cards you saved for payment, and your sign-in on every device, at once. The payment processor keeps its own record of a card you saved, under its own privacy policy; write to us and we ask it to delete it. Uploads that are not part of an order are deleted at our next clean-up, within about an hour. A plan that still renews has to be cancelled under Billing first, and an order still being printed or shipped is finished first: until then the page tells you so, and nothing is deleted.',
        'Your orders stay, because the law makes us keep each sale: what was bought, when and for how much, the name, e-mail address and shipping address given at checkout, and the card as it was printed with its photo or video, together with the invoices and payment records. They are no longer linked to any name or e-mail address of an account, and nobody can sign in to see them. To have the photo or video of a delivered order deleted as well, write to us.',
        `You can also ask us for a copy of what we hold about you, or to correct it, at ${supportEmail}.`,
      ],
    },
    {
      id: 'reminders',
      heading: 'Reminder e-mails',
      paragraphs: [
        'We send an occasion reminder only for a date you saved, to your own e-mail address, never to the recipient. To stop them, use the unsubscribe link in any reminder, or delete the occasion or the recipient.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and storage in your browser',
      paragraphs: ['No advertising or tracking cookies. What we store in your browser, and why:'],
      points: [
        `One cookie, while you sign in: it proves you typed the right code, can be read only by our server, and expires after ${authRules.proofTtlMinutes} minutes.`,
        'Local storage, kept across visits: your sign-in, until you log out or it expires; a random key that links what you upload before signing in to you; and, while an upload is under way, the address to resume it, removed when it finishes.',
        'Session storage, cleared when you close the tab: the card you are making (the description, tone, options and choices), the e-mail address between the sign-in steps, the page to return to after signing in, and a payment in progress.',
      ],
    },
  ],
};
