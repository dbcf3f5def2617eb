/**
 * What a card number says about itself, the same in the browser's card field and in the local
 * processor: its brand (by issuer prefix) and whether its check digit is right (Luhn).
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Amex prints a four-digit code on the front; the others three on the back. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn check digit: from the right, every second digit doubled, the sum a multiple of 10. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
