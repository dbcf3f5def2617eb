import { z } from 'zod';
import { singleLine } from '../api/text.js';
import { addressFieldNames, type AddressFieldName } from './address-format.js';
import { isCountryCode } from './countries.js';
import { normalizeAddress, validateAddress, type Address } from './validate-address.js';

// A generous bound before the per-country checks, which name the field and its own limit. The
// shared text rule (no NUL or control characters) holds here as in every request's strings.
const anyField = singleLine().max(1_000).optional();

const shape = Object.fromEntries(addressFieldNames.map((name) => [name, anyField])) as Record<
  AddressFieldName,
  typeof anyField
>;

/**
 * An address in any country, for the server's routes and the web's forms alike: each refusal is
 * reported on its own field (path ['postalCode'] etc.) in the words validateAddress uses, and the
 * parsed value is the stored form (see normalizeAddress).
 */
export const addressSchema = z
  .object({ country: singleLine().max(2), ...shape })
  .superRefine((input, ctx) => {
    const { country, ...fields } = input;
    for (const [path, message] of Object.entries(validateAddress(country, fields))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((input): Address => {
    const { country, ...fields } = input;
    // superRefine has refused any other country before a transform runs.
    if (!isCountryCode(country)) throw new Error(`unchecked country ${country}`);
    return normalizeAddress(country, fields);
  });
export type AddressPayload = z.input<typeof addressSchema>;
