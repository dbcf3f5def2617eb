/**
 * "Ask them for it" (issue 19): a customer sends someone a personal link, and the address that
 * person types lands in the customer's address book. None of these words are the spec's;
 * screens, the server and the tests all read them from here.
 */

export const addressRequestRules = {
  /** A link works this many days, long enough for a relative who reads messages once a week. */
  lifetimeDays: 14,
  /** Links waiting to be filled in at once per account: a person asks a few people, not hundreds. */
  maxPendingPerAccount: 20,
  /** The optional name the customer gives the person they ask. */
  maxNameHintLength: 80,
  createPerUser: { max: 30, windowSeconds: 3600 },
  /** The public page: opening a link, and sending an address through it. */
  openPerClient: { max: 120, windowSeconds: 900 },
  submitPerClient: { max: 20, windowSeconds: 900 },
} as const;

/** Who asked, as the person with the link sees it: the first name only, or no name at all. */
export function askerName(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? name : 'Someone you know';
}

export const addressRequestMessages = {
  /** The same words for a used, an expired, a revoked and a made-up link: a stranger learns nothing. */
  linkInvalid: 'This link has already been used or has expired.',
  notFound: 'Link not found',
  tooManyPending: (max: number) =>
    `You have ${max} links waiting to be filled in. Cancel one you no longer need, then ask again.`,
  nameHintTooLong: (max: number) => `Keep the name to ${max} characters.`,
  /** To the person filling in the link, when the asker's address book has no room. */
  bookFull: (asker: string) =>
    `${asker}'s address book is full, so your address could not be saved. Let them know: once they make room, this link works again.`,
  tooManyRequests: (seconds: number) =>
    `Too many tries from here. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`,
} as const;

export const addressRequestScreenTexts = {
  // On /account/addresses, for the customer.
  ask: 'Ask someone for their address',
  askTitle: 'Ask someone for their address',
  askIntro:
    'We make a personal link for you to send them by message or e-mail. They type their own address, no account needed, and it lands in your address book.',
  nameHint: 'Their name (optional)',
  nameHintHelp: 'Fills in the name on their form; they can change it.',
  relationHint: 'Relation (optional)',
  relationHintHelp: 'Only for you, for example Mum or best friend. It is never shown to them.',
  create: 'Make the link',
  creating: 'Making the link…',
  cancel: 'Cancel',
  done: 'Done',
  linkReady: 'Your link is ready. Send it to them however you like.',
  linkRules: (days: number) => `It works once, for ${days} days.`,
  linkLabel: 'Personal link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  share: 'Share…',
  shareTitle: 'Your address, please',
  /** Sent by the customer themselves, so in their voice. */
  shareText: 'I would like to send you a card. Where should it go? Type your address here:',
  pendingTitle: 'Waiting for an answer',
  pendingFor: (name: string | null) => (name ? `Link for ${name}` : 'Link for someone'),
  expires: (date: string) => `Works until ${date}`,
  revoke: 'Cancel link',
  revoking: 'Cancelling…',
  revoked: 'The link was cancelled. It no longer works.',

  // The public page the link opens.
  pageTitle: 'Your address, please',
  loading: 'Opening the link…',
  heading: (asker: string) => `${asker} would like to send you a card. Where should it go?`,
  intro: 'Type the address the card should be posted to. Only they will see it, in their address book.',
  phone: 'Phone (optional)',
  phoneHint: 'Some couriers ask for one.',
  send: 'Send my address',
  sending: 'Sending…',
  thanks: (asker: string) => `Thank you! Your address is now in ${asker}'s address book.`,
  thanksHint: 'You can close this page.',
  invalidHint: 'Ask the person who sent it for a new link.',
} as const;

/** The e-mail to the customer when someone fills in their link. */
export const addressRequestEmailTexts = {
  subject: (name: string) => `${name} sent you their address`,
  heading: (name: string) => `${name} sent you their address`,
  body: (name: string) => `${name} filled in the link you sent, and their address is now in your address book.`,
  button: 'Open your address book',
} as const;
