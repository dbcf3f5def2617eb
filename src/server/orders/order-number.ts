import { randomInt } from 'node:crypto';

// Crockford's base32 without I, L, O, U: nothing to misread when a customer reads it out.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "KS-7F3K9Q2M": random, so numbers reveal nothing about order volume. */
export function newOrderNumber(): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1) suffix += alphabet[randomInt(alphabet.length)];
  return `KS-${suffix}`;
}
