import { z } from 'zod';
import { addressBookMessages } from '../address-book-texts.js';
import { addressFieldNames, type AddressFieldName } from '../addresses/address-format.js';
import { addressSchema } from '../addresses/address-schema.js';
import { isCountryCode, type CountryCode } from '../addresses/countries.js';
import type { Address } from '../addresses/validate-address.js';
import { singleLine } from './text.js';

export const maxRelationLength = 50;

/** Digits with the usual separators and an optional leading +; at least 5 digits, as couriers need a real one. */
const phonePattern = /^\+?[\d\s().-]*$/;

export const relationField = singleLine()
  .trim()
  .max(maxRelationLength, { message: addressBookMessages.relationTooLong(maxRelationLength) });
export const phoneField = singleLine()
  .trim()
  .max(30, { message: addressBookMessages.invalidPhone })
  .refine((value) => value === '' || (phonePattern.test(value) && value.replace(/\D/g, '').length >= 5), {
    message: addressBookMessages.invalidPhone,
  });

/**
 * POST /api/account/recipients. The address's name line is the recipient's name (the one on the
 * envelope); a refused field is reported at its own path (address.postalCode, phone). A blank
 * relation or phone is stored as none.
 */
export const recipientInputSchema = z.object({
  address: addressSchema,
  relation: relationField.optional(),
  phone: phoneField.optional(),
});
export type RecipientInput = z.input<typeof recipientInputSchema>;

/** PATCH /api/account/recipients/:id: what is sent is replaced (an address as a whole), the rest kept. */
export const recipientUpdateSchema = recipientInputSchema.partial();
export type RecipientUpdate = z.input<typeof recipientUpdateSchema>;

const countryCode = z.custom<CountryCode>((value) => typeof value === 'string' && isCountryCode(value));
const storedField = z.string().optional();
const storedFields = Object.fromEntries(addressFieldNames.map((name) => [name, storedField])) as Record<
  AddressFieldName,
  typeof storedField
>;
/** An address as stored: what addressSchema returned. */
export const storedAddressSchema = z.object({ country: countryCode, ...storedFields }) satisfies z.ZodType<Address>;

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.string().nullable(),
  phone: z.string().nullable(),
  address: storedAddressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** GET: the caller's recipients by name, and how many they may keep. */
export const recipientListSchema = z.object({
  recipients: z.array(recipientSchema),
  limit: z.number().int(),
});
export type RecipientList = z.infer<typeof recipientListSchema>;

export const recipientResponseSchema = z.object({ recipient: recipientSchema });

/**
 * Any text is taken as an id: one that is not a UUID is simply not found (404), like another
 * customer's, so the answer never tells which ids exist.
 */
export const recipientParamsSchema = z.object({ id: singleLine().max(100) });
