/** The card's design and approval rules, shared by the server and the screens. */
export const cardDesignRules = {
  /** Under this many dots per inch at print size the preview warns that the picture may print soft. */
  lowResolutionDpi: 150,
  /** How many times a customer may ask for changes before approving. */
  maxChangeRounds: 3,
  /** Approval links in the e-mails work this long, and once. */
  linkLifetimeDays: 14,
  /** With no answer this long after a preview, one reminder is sent. */
  reminderAfterHours: 48,
} as const;

export const printCheckCodes = [
  'low-resolution',
  'small-text',
  'text-cut',
  'characters-replaced',
  'no-picture',
] as const;
export type PrintCheckCode = (typeof printCheckCodes)[number];

export const designPageLabels = {
  front: 'Front',
  insideLeft: 'Inside Left',
  insideRight: 'Inside Right',
  back: 'Back',
} as const;
export type DesignPageName = keyof typeof designPageLabels;
export const designPageNames = Object.keys(designPageLabels) as DesignPageName[];

export type TextPart = 'front' | 'inside' | 'back';
const partLabels: Record<TextPart, string> = { front: 'front', inside: 'inside', back: 'back' };

/** A check names at most this many characters; a text of hundreds would fill the e-mail. */
const maxNamedCharacters = 10;

/**
 * A character as the check names it: quoted when it shows on its own, as U+XXXX when it would
 * not (controls, separators, combining marks) or would reorder the sentence (right-to-left letters).
 */
function nameCharacter(char: string): string {
  if (/[\p{C}\p{Z}\p{M}\p{Script=Hebrew}\p{Script=Arabic}]/u.test(char)) {
    return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${char}"`;
}

/** The pre-print checks' words, as the customer reads them on the preview. */
export const printCheckMessages = {
  lowResolution: (dpi: number) =>
    `Low resolution: your picture prints at about ${dpi} dpi, under the ${cardDesignRules.lowResolutionDpi} dpi a sharp print needs, so it may look soft or blurry. A larger original will print sharper.`,
  smallText: (part: TextPart, size: number) =>
    `The ${partLabels[part]} text had to shrink to ${size} pt to fit and may be hard to read. Shorter text prints larger.`,
  textCut: (part: TextPart) =>
    `The ${partLabels[part]} text is too long to fit, even at the smallest size, so its end is cut off. Please shorten it.`,
  charactersLeftOut: (part: TextPart, characters: readonly string[]) => {
    const shown = characters.slice(0, maxNamedCharacters).map(nameCharacter).join(', ');
    const more = characters.length - maxNamedCharacters;
    return `Some characters in the ${partLabels[part]} text cannot be printed and were left out: ${shown}${more > 0 ? ` and ${more} more` : ''}.`;
  },
  noPicture: 'We could not find your picture for this order, so the front shows a plain design. Contact us to add it.',
} as const;

/** What the approval pages and the card API say. */
/** The order history's note on an approval, by where the approval came from. */
export const approvalNotes = {
  link: 'Design approved from the preview e-mail',
  account: 'Design approved from the account',
  admin: 'Design approved by an admin',
} as const;

export const designMessages = {
  linkExpired: 'This link has expired. Sign in and open your orders to review your card.',
  linkUsed: 'This link has already been used. Sign in and open your orders to see your card.',
  linkInvalid: 'This link is not valid for this order.',
  staleLink: 'There is a newer preview of this card. Please use the links in the newest e-mail.',
  notFound: 'We could not find that card.',
  notReady: 'Your card preview is still being made. Please try again in a minute.',
  alreadyApproved: 'This card is already approved and on its way to print.',
  noRoundsLeft: `You have used all ${cardDesignRules.maxChangeRounds} rounds of changes. Please approve the card, or contact us.`,
  changeInProgress: 'Your new preview is still being made. Please wait for it before asking for another change.',
  unpaid: 'This order is not paid yet.',
  textsRequired: 'Please fill in the front, inside and back text.',
  pictureUnreadable:
    'We could not read the picture for your card, so we cannot make its preview. Please upload a new photo or video on your order page and we will make your card again.',
  pictureNotNeeded: 'This card is not waiting for a new picture.',
  pictureFailedAdmin:
    "The order's picture cannot be decoded, so the card was not rendered. The customer has been asked for a new one.",
} as const;
