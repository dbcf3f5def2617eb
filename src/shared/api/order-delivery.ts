import { z } from 'zod';
import { addressSchema } from '../addresses/address-schema.js';
import { parseIsoDate } from '../delivery/calendar.js';
import { deliveryMessages } from '../delivery-texts.js';
import { phoneField, relationField } from './recipients.js';
import { singleLine } from './text.js';

export const sendToChoices = ['me', 'someone-else'] as const;
export type SendTo = (typeof sendToChoices)[number];

/** A calendar day, 'YYYY-MM-DD', that exists. */
export const isoDateField = singleLine().refine((value) => parseIsoDate(value) !== null, {
  message: deliveryMessages.invalidArriveBy,
});

/**
 * Where the card goes (issue 19), sent beside the spec's customerDetails. Without it an order
 * goes to the buyer's US address in customerDetails, as the spec has it; with it, customerDetails
 * needs only the buyer's name and e-mail, and this address is the one printed on the envelope.
 */
export const orderDeliverySchema = z.object({
  sendTo: z.enum(sendToChoices),
  /** The envelope's address in any country; its name line is the recipient's (for 'me', the buyer's). */
  address: addressSchema,
  /** For couriers that ask for one; someone else only. */
  phone: phoneField.optional(),
  /** The saved recipient this address was chosen from; must be the buyer's own. */
  recipientId: singleLine().max(100).optional(),
  /** Someone else only: add them to the buyer's address book with this order. */
  saveRecipient: z.boolean().optional(),
  relation: relationField.optional(),
  /** The day the card should arrive, in the recipient's country. */
  arriveBy: isoDateField.optional(),
});
export type OrderDelivery = z.output<typeof orderDeliverySchema>;
export type OrderDeliveryInput = z.input<typeof orderDeliverySchema>;
