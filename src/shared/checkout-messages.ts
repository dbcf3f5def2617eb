import type { ToastText } from './messages.js';

/** Checkout and payment texts (spec sections 5 and 8), word for word. */
export const checkoutMessages = {
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all required customer information fields.',
  },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  authenticationRequired: 'Authentication required. Please log in again.',
  fileUploadIssue: {
    title: 'File Upload Issue',
    description:
      'Your order will still be processed. Please contact support if your card is missing your photo or video.',
  },
  paymentErrorTitle: 'Payment Error',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedDefault: 'Payment failed. Please try again.',
  genericError: { title: 'Error', description: 'Something went wrong. Please try again.' },
  createOrderFailed: 'Failed to create order',
  paymentFormIncomplete: 'Payment form is incomplete',
  paymentFailed: 'Payment failed',
  unexpectedError: 'An unexpected error occurred',
  paymentSuccessful: {
    title: 'Payment Successful!',
    description: 'Your order has been confirmed and will be processed shortly.',
  },
  createIntentFailed: 'Failed to create payment intent',
  initializePaymentFailed: 'Failed to initialize payment',
  paymentSetupErrorTitle: 'Payment Setup Error',
  designNote: 'Design delivered within 24 hours for your approval.',
  orderConfirmedTitle: 'Your Order is Confirmed!',
  noOrderFound: 'No Order Found',
  itemName: 'Custom Memory Card',
} as const satisfies Record<string, string | ToastText>;

/** Texts the spec leaves to us, shared by the server's refusals and the screens. */
export const orderServerMessages = {
  totalMismatch: 'The order total has changed. Please review your order and try again.',
  invalidOrderData: 'Your order details are incomplete. Please go back and check them.',
  stateNotSupported: 'Please choose one of the 50 US states.',
  planAlreadyActive: 'You already have an active plan. Your plan cards are used automatically.',
  orderNotFound: 'Order not found',
  alreadyPaid: 'This order is already paid.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expiredCard: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  paymentNotFound: 'This payment could not be found.',
  memoryMissing: 'Please attach the photo or video for your card.',
} as const;
