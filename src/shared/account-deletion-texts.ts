/**
 * Deleting an account (issue 19, Privacy). None of these words are the spec's; the /account
 * control, the server and the tests read them from here, and the Privacy page says the same.
 */

export const accountDeletionMessages = {
  emailMismatch: 'Type the e-mail address of this account exactly to confirm.',
  livePlan: 'You have an active plan. Cancel it under Billing first, then delete your account.',
  orderInProgress:
    'An order of yours is still being made or on its way. Once it has shipped, you can delete your account.',
  deleted: 'Your account was deleted.',
} as const;

export const accountDeletionScreenTexts = {
  title: 'Delete my account',
  intro:
    'This removes your name and e-mail address, your address book with its occasions and waiting links, and your saved cards for payment, and signs you out everywhere. It cannot be undone.',
  keptNote:
    'We keep what the law makes us keep of each sale: your orders and invoices (what was bought, when, for how much, and the name, e-mail and address given at checkout) and the payment records.',
  start: 'Delete my account',
  confirmLabel: 'Type your e-mail address to confirm',
  confirm: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
} as const;
