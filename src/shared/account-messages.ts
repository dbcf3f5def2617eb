import type { ToastText } from './messages.js';

/** Account and subscription texts, word for word. */
export const accountMessages = {
  subscriptionCancelled: {
    title: 'Subscription Cancelled',
    description: 'Your subscription will remain active until the end of the current billing period.',
  },
  subscriptionReactivated: {
    title: 'Subscription Reactivated',
    description: 'Your subscription has been reactivated successfully.',
  },
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  errorTitle: 'Error',
  notProvided: 'Not provided',
  noActiveSubscription: 'No active subscription',
  noOrdersYet: 'No orders yet',
} as const satisfies Record<string, string | ToastText>;

/** Texts the spec leaves to us. */
export const accountServerMessages = {
  noLivePlan: 'You have no active plan.',
  notCancelled: 'Your plan is not set to cancel.',
  alreadyCancelled: 'Your plan is already set to end at the end of this period.',
  periodOver: 'This plan has already ended.',
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  emailTaken: 'An account with this email already exists.',
  emailUnchanged: 'That is already your email address.',
  emailChanged: 'Your email address has been changed.',
  emailCodeSent: 'We sent a code to your new email address.',
} as const;
