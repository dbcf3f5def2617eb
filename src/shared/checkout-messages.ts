import type { ToastText } from './messages.js';

/** Checkout and payment texts, word for word. */
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
  planReplaced: 'This plan purchase was replaced by a newer one. Please pay the newer one.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expiredCard: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  paymentNotFound: 'This payment could not be found.',
  memoryMissing: 'Please attach the photo or video for your card.',
} as const;

/** Card field messages in the words Stripe's card field uses, so both processors read the same. */
export const cardFieldMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Checkout screen texts the spec leaves to us (its own wording lives in checkoutMessages). */
export const checkoutScreenTexts = {
  title: 'Checkout',
  intro: 'A few details and your card is on its way to the printer.',
  goBack: 'Go Back',
  steps: ['Your Details', 'Payment'],
  yourOrder: 'YOUR ORDER',
  customerInformation: 'CUSTOMER INFORMATION',
  paymentInformation: 'PAYMENT INFORMATION',
  upgradeYourOrder: 'UPGRADE YOUR ORDER',
  upgradeIntro: 'Love giving cards? A plan makes every one of them cost less.',
  front: 'Front',
  inside: 'Inside',
  back: 'Back',
  style: 'Style',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  includedInPlan: 'Included in your plan',
  planForcesStandard: 'Plan orders ship Standard, free.',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    streetAddress: 'Street address',
    city: 'City',
    state: 'State',
    statePlaceholder: 'Select a state',
    zipCode: 'ZIP code',
    shipping: 'Shipping method',
  },
  cardNumber: 'Card number',
  cardExpiry: 'Expiration date (MM/YY)',
  cardCvc: 'Security code (CVC)',
  trustNotes: [
    { title: 'Secure payment', text: 'Your card number is never stored.' },
    { title: '30-day money-back guarantee', text: 'Not delighted? You get a full refund.' },
    { title: 'Instant access', text: 'Your order starts the moment you pay.' },
  ],
  cardBrands: ['VISA', 'MC', 'AMEX', 'DISC'],
  perYear: '/year',
  cardsPerYear: (cards: number) => `${cards} cards per year`,
  planSelected: 'Selected',
  choosePlan: 'Choose plan',
  planFeatures: {
    essential: ['A card for every birthday that matters', 'AI-written text in every tone', 'Free standard shipping'],
    plus: ['A card for every occasion all year', 'AI-written text in every tone', 'Free standard shipping'],
  },
  planIncludesThisCard: (cards: number) => `This card is the first of your ${cards} plan cards.`,
  planCardNote: (cardsRemaining: number) => `This card uses 1 of your ${cardsRemaining} plan cards`,
  noCardNeeded: 'Nothing to pay by card: your plan covers this order.',
  processing: 'Processing...',
  completeOrder: (total: string) => `Complete Order - ${total}`,
  payOnPaymentPage: 'Prefer another card later? Finish paying on the payment page.',
  paidWithPlanToast: { title: 'Paid with your plan', description: 'This card used one of your plan cards.' },
  invalidZip: { title: 'Invalid ZIP Code', description: 'Please enter a 5-digit ZIP code.' },
  invalidState: { title: 'Invalid State', description: orderServerMessages.stateNotSupported },
} as const;

export const confirmationScreenTexts = {
  intro: 'Thank you! We have your order and we are already on it.',
  orderNumber: 'Order number',
  paidWithPlan: 'Paid with one of your plan cards.',
  emailSent: (email: string) => `Your order confirmation is on its way to ${email}.`,
  nextStepsTitle: 'What happens next',
  nextSteps: [
    'Within 24 hours we e-mail you a preview of your card design.',
    'After you approve it, we print your card and ship it to you.',
  ],
  createAnother: 'Create Another Card',
  viewOrders: 'View My Orders',
  /** The safety filter's notes on the customer's own words: printed as written, worth a second look. */
  textWarningsTitle: 'Worth a second look',
  textWarningsHint: 'You can still change the words when you review your card preview.',
} as const;

export const paymentScreenTexts = {
  title: 'Complete Your Payment',
  intro: 'Your order is saved. Pay for it here to send it to the printer.',
  loading: 'Preparing your payment...',
  orderSummary: 'Order Summary',
  amountDue: 'Amount due',
  payNow: (total: string) => `Pay ${total}`,
  tryAgain: 'Try Again',
  startOver: 'Start Over',
  noOrderText: 'There is no unpaid order waiting in this browser.',
  createCard: 'Create a Card',
  createAnother: 'Create Another Card',
  viewOrders: 'View My Orders',
  successTitle: 'Payment Successful!',
  processingTitle: 'Payment Processing',
  processingText: 'Your payment is being processed. We will e-mail you as soon as it is confirmed.',
  failedTitle: 'Payment Failed',
  noPaymentTitle: 'No Payment Found',
  noPaymentText: 'This page shows the result of a payment, and there is none to show here.',
  backHome: 'Back to the home page',
  orderFor: (plan: string | null) => (plan ? `${plan} with your Custom Memory Card` : 'Custom Memory Card'),
} as const;
