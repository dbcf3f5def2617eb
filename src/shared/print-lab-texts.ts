/**
 * The print lab's words (issue 20): refusals on its two public routes, the admin's alert when a
 * card could not be handed over, and the lines it leaves in an order's history.
 */
export const printLabMessages = {
  fileLinkInvalid: 'This print file link is not valid or has expired.',
  fileNotReady: 'This card has no approved print file.',
  signatureInvalid: 'The callback signature is missing, does not match, or is too old.',
  bodyInvalid: 'The callback is not a print lab event.',
} as const;

/** History notes: who moved the order, when the lab did. */
export const printLabNotes = {
  submitted: (labOrderId: string) => `Print lab order ${labOrderId}`,
  received: 'Accepted by the print lab',
  labFailed: (status: string) => `The print lab reported the card ${status}`,
} as const;

/** The e-mail to every admin when a card stays with in-house printing because the lab would not take it. */
export const printLabAlertTexts = {
  subject: (orderNumber: string) => `Print lab: order ${orderNumber} needs in-house printing`,
  heading: (orderNumber: string) => `Order ${orderNumber} is back in the print queue`,
  gaveUp: (attempts: number) =>
    `The print lab did not take this card after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}. It is back in the in-house print queue.`,
  labFailed: (status: string) =>
    `The print lab reported this card ${status}. It is back in the in-house print queue if it was not printed.`,
  lastError: (error: string) => `Last answer from the lab: ${error}`,
  button: 'Open the order',
} as const;
