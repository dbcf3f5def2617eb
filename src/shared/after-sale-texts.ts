/**
 * The words of cancelling an order and claiming the 30-day money-back guarantee (issue 20), on
 * the order page, in the API's refusals and in the admin's notice.
 */
export const afterSaleMessages = {
  notCancellable: 'This card is already being printed, so it can no longer be cancelled.',
  alreadyCancelled: 'This order was already cancelled.',
  notPaid: 'Only a paid order can be cancelled.',
  planInUse:
    'This order bought your plan, and other cards of that plan are already made, so it can no longer be cancelled here. Write to us and we will sort it out.',
  cancelledNotApprovable: 'This order was cancelled, so its card can no longer be approved.',
  cancelledNotChangeable: 'This order was cancelled, so its card can no longer be changed.',
  notClaimable: 'The 30-day money-back guarantee can be claimed only within 30 days of delivery.',
  alreadyClaimed: 'You have already claimed the money-back guarantee for this order.',
  claimNotFound: 'Claim not found',
  claimAlreadyRefunded: 'This claim was already refunded.',
} as const;

/** What the customer's order page says about its steps, its parcel and what can still be done. */
export const afterSaleTexts = {
  progressHeading: 'Where your card is',
  steps: {
    ordered: 'Ordered',
    approved: 'Approved',
    printed: 'Printed',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  upcoming: 'Not yet',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackLink: 'Track your card',
  cancelledOn: (date: string) => `Cancelled on ${date} — refunded in full`,
  cancelledBadge: 'Cancelled',
  cancelButton: 'Cancel order',
  cancelConfirmTitle: 'Cancel this order?',
  cancelConfirmBody: 'The card will not be printed, and what you paid will be refunded in full to your card.',
  cancelConfirm: 'Yes, cancel and refund',
  cancelKeep: 'Keep my order',
  cancelledToast: 'Your order was cancelled and will be refunded in full.',
  guaranteeOffer: 'Not happy? Claim our 30-day money-back guarantee',
  guaranteeReasonLabel: 'What went wrong?',
  guaranteeSubmit: 'Send my claim',
  guaranteeEnded: (date: string) => `The 30-day money-back guarantee ended on ${date}.`,
  claimReceived: "Claim received — we'll refund you within 2 business days",
  claimRefunded: (date: string) => `Your guarantee claim was refunded on ${date}.`,
} as const;

/** The admin's notice of a new claim. */
export const guaranteeClaimNotice = {
  subject: (orderNumber: string) => `Guarantee claim on order ${orderNumber}`,
  heading: 'A customer claimed the money-back guarantee',
  button: 'Open the order',
} as const;

/** The admin order page's guarantee claim section. */
export const adminClaimTexts = {
  heading: 'Guarantee claim',
  claimedOn: 'Claimed',
  reason: 'Reason',
  refundedOn: 'Refunded',
  refund: 'Refund claim',
  confirmTitle: 'Refund this guarantee claim?',
  confirmBody: 'The rest of the payment goes back to the customer’s card, and the claim closes.',
  confirm: 'Refund in full',
  keep: 'Not now',
  refunded: 'Claim refunded',
  failed: 'The claim could not be refunded',
} as const;
