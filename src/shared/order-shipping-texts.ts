/**
 * How an order's page, its admin view and its e-mails say where the card goes (issue 19). None
 * of these are the spec's; the arrive-by sentences themselves are in arrive-by-texts.ts.
 */
export const orderShippingTexts = {
  sendingTo: (name: string) => `Sending to ${name}`,
  arriveBy: 'Arrives by',
  phone: 'Phone for the courier',
  correct: 'Correct the address',
  correctHint: 'You can change it until your card is printed.',
  save: 'Save address',
  saving: 'Saving…',
  cancel: 'Cancel',
  corrected: 'The address was corrected.',
  /**
   * E-mail has no reader's zone, so its moments are given in the print site's zone and say so.
   * (Screens show the visitor's own zone and need no note.)
   */
  timesInZone: 'Times are New York time (ET).',
} as const;
