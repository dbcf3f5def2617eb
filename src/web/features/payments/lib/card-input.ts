import { cardBrand, cvcLength, luhnValid, type CardBrand } from '@shared/card-numbers';
import { cardFieldMessages as messages } from '@shared/checkout-messages';

/**
 * Our own card field's rules (the local test processor): formatting as the customer types,
 * and the completeness checks Stripe's card field makes before it lets a payment go. The
 * server checks the card again; these only spare the customer a round trip.
 */
export const brandLabels: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
};

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Longest number each brand issues; unknown cards may have up to 19 digits. */
function maxNumberLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'unknown') return 19;
  return 16;
}

/** "4242 4242 4242 4242", or Amex's "3782 822463 10005". */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(digitsOf(value));
  const digits = digitsOf(value).slice(0, maxNumberLength(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs after reformatting: just after the same count of digits it
 * followed before, so typing in the middle of a number does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** "MM / YY" as typed: a first digit above 1 can only be a month, so "4" becomes "04". */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string, brand: CardBrand): string {
  return digitsOf(value).slice(0, cvcLength(brand === 'unknown' ? 'amex' : brand));
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; field: keyof CardInput; message: string };

function numberComplete(digits: string, brand: CardBrand): boolean {
  if (brand === 'unknown') return digits.length >= 12;
  // Visa also issues 13 and 19 digit numbers, but Stripe's test cards are 16; 16 is enough here.
  return digits.length === maxNumberLength(brand);
}

/** The first problem with the card, in the order a processor checks: number, expiry, code. */
export function checkCard(input: CardInput, now: Date = new Date()): CardCheck {
  const digits = digitsOf(input.number);
  const brand = cardBrand(digits);
  if (!numberComplete(digits, brand)) return { ok: false, field: 'number', message: messages.numberIncomplete };
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: messages.numberInvalid };

  const expiry = digitsOf(input.expiry);
  if (expiry.length < 4) return { ok: false, field: 'expiry', message: messages.expiryIncomplete };
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expMonth < 1 || expMonth > 12) return { ok: false, field: 'expiry', message: messages.expiryInvalid };
  const thisYear = now.getFullYear();
  if (expYear < thisYear) return { ok: false, field: 'expiry', message: messages.expiryPast };
  if (expYear === thisYear && expMonth < now.getMonth() + 1) {
    return { ok: false, field: 'expiry', message: messages.expiryInvalid };
  }

  const cvc = digitsOf(input.cvc);
  if (cvc.length !== cvcLength(brand)) return { ok: false, field: 'cvc', message: messages.cvcIncomplete };
  return { ok: true, card: { number: digits, expMonth, expYear, cvc } };
}
