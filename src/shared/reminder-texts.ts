/**
 * The words of reminder e-mails (issue 19): the one-click unsubscribe page, the /account switch,
 * the footer every reminder carries, and a plan's renewal notice with its cancel page. Server
 * and web both read them from here.
 */

/** How many days before an annual plan renews its notice is mailed. */
export const renewalNoticeDays = 14;

export const unsubscribeTexts = {
  pageTitle: 'Reminder e-mails',
  title: 'Stop reminder e-mails?',
  description:
    'Reminder e-mails tell you about the occasions of the people in your address book, and when your plan is about to renew. Order and account e-mails keep coming.',
  confirm: 'Unsubscribe from reminders',
  working: 'Unsubscribing…',
  doneTitle: 'You will no longer get reminder e-mails',
  doneDescription: 'Changed your mind? You can turn reminder e-mails back on in your account.',
  accountLink: 'Go to your account',
  /** A link without a token, or one we did not sign. */
  invalidLink:
    'This unsubscribe link is not valid. Use the link in your newest reminder e-mail, or turn reminders off in your account.',
  /** The one-click answer to a mail client. */
  unsubscribed: 'You will no longer get reminder e-mails.',
} as const;

export const reminderSwitchTexts = {
  label: 'Reminder e-mails',
  description: `Occasion reminders for the people in your address book, and a notice ${renewalNoticeDays} days before your plan renews.`,
  turnedOn: 'Reminder e-mails are on.',
  turnedOff: 'Reminder e-mails are off.',
  failed: 'Your reminder setting could not be saved. Please try again.',
} as const;

export const reminderEmailTexts = {
  footer: 'You get this e-mail because reminder e-mails are on for your Keepsake account.',
  unsubscribe: 'Unsubscribe from reminders',
} as const;

export function renewalNoticeTexts(notice: {
  planName: string;
  /** The renewal date, already formatted. */
  date: string;
  /** The amount, already formatted ("$57.00"). */
  amount: string;
  cardsRemaining: number;
  cardsPerYear: number;
}) {
  const cardsLeft = notice.cardsRemaining === 1 ? '1 card' : `${notice.cardsRemaining} cards`;
  return {
    subject: `Your Keepsake ${notice.planName} renews on ${notice.date}`,
    heading: `Your plan renews in ${renewalNoticeDays} days`,
    paragraphs: [
      `Your ${notice.planName} renews on ${notice.date}, and we will charge ${notice.amount} to your saved card for another year with ${notice.cardsPerYear} cards.`,
      `You have ${cardsLeft} left to use before then. Cards you have not used when the plan renews do not carry over.`,
      'To keep your plan, do nothing. If you would rather it ended, cancel the renewal: your plan stays active, with its cards, until that date.',
    ],
    cancel: 'Cancel the renewal',
  };
}

export const cancelRenewalTexts = {
  pageTitle: 'Cancel your plan renewal',
  title: "Cancel your plan's renewal?",
  description: (planName: string, date: string, amount: string) =>
    `Your ${planName} renews on ${date} for ${amount}. If you cancel, it stays active, with its cards, until then and does not renew.`,
  confirm: 'Cancel the renewal',
  working: 'Cancelling…',
  doneTitle: 'Your plan will not renew',
  doneDescription: (date: string) =>
    `It stays active, with its cards, until ${date}. Changed your mind? You can reactivate it from your billing page.`,
  billingLink: 'Go to billing',
  invalidLink:
    'This cancel link is not valid. Use the link in your newest renewal e-mail, or cancel from your billing page.',
  /** The plan renewed or ended since the e-mail was sent. */
  staleLink:
    'This link is for a renewal that has already happened or a plan that has ended. See your billing page for your plan today.',
} as const;
