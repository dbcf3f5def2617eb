/**
 * Checkout's words for where the card goes (issue 19): none are the spec's. The arrive-by
 * sentences live in arrive-by-texts.ts, the address labels in address-texts.ts.
 */
export const deliveryScreenTexts = {
  sendToLegend: 'Who should we send it to?',
  sendToMe: 'Send to me',
  sendToSomeoneElse: 'Send to someone else',
  sendToSomeoneElseHint: 'We post it straight to them. Your name and e-mail are only for the order.',
  yourDetails: 'Your details',
  recipientDetails: 'Their name and address',
  recipientName: 'Their name (on the envelope)',
  chooseSaved: 'Choose from your address book',
  newRecipient: 'Someone new',
  saveRecipient: 'Save them to my address book',
  /** The toast over an address the shared checks refused; the field's own message is its text. */
  checkAddress: 'Please check the address',
  /** The toast over an arrive-by date no shipping (or not the chosen one) can meet. */
  arriveByProblem: 'That arrive-by date will not work',
  chooseExpress: 'Choose Express',
} as const;

export const deliveryMessages = {
  invalidArriveBy: 'Please pick a day from the calendar.',
  expressNotOffered: (countryName: string) =>
    `Express shipping is not offered to ${countryName}. Standard shipping is free.`,
  recipientNotFound: 'That recipient is no longer in your address book. Please choose again.',
  phoneOnlyForSomeoneElse: 'A phone number is only taken for a card sent to someone else.',
  /** Correcting an order's address (issue 19) once the card has left. */
  addressLocked: 'This card has already been sent, so its address can no longer be changed.',
} as const;
