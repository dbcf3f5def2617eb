import { cardBrand, cvcLength, luhnValid, type CardBrand } from '../../../../shared/card-numbers.js';
import { orderServerMessages } from '../../../../shared/checkout-messages.js';

/**
 * Stripe's documented test cards (docs.stripe.com/testing), the ones the local processor
 * honours. Any other number is refused the way Stripe's test mode refuses a real card.
 */
const outcomes: Record<string, { ok: true; declinesOffSession?: true } | { ok: false; message: string }> = {
  '4242424242424242': { ok: true },
  '4000000000000341': { ok: true, declinesOffSession: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '2223003122003222': { ok: true },
  '378282246310005': { ok: true },
  '6011111111111117': { ok: true },
  '4000000000000002': { ok: false, message: orderServerMessages.cardDeclined },
  '4000000000009995': { ok: false, message: orderServerMessages.insufficientFunds },
  '4000000000000069': { ok: false, message: orderServerMessages.expiredCard },
  '4000000000000127': { ok: false, message: orderServerMessages.invalidCvc },
};

const nonTestCardMessage = 'Your card was declined. Your request was in test mode, but used a non test card.';

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; expMonth: number; expYear: number; declinesOffSession: boolean }
  | { ok: false; message: string };

/** Checks a card the way a processor would, in the order it would: number, expiry, security code, outcome. */
export function checkTestCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, message: orderServerMessages.incorrectNumber };
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12 || expYear > now.getUTCFullYear() + 20) {
    return { ok: false, message: orderServerMessages.invalidExpiry };
  }
  const endOfExpiryMonth = Date.UTC(expYear, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return { ok: false, message: orderServerMessages.expiredCard };
  const brand = cardBrand(digits);
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc)) {
    return { ok: false, message: orderServerMessages.invalidCvc };
  }
  const outcome = outcomes[digits];
  if (!outcome) return { ok: false, message: nonTestCardMessage };
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    digits,
    brand,
    expMonth: card.expMonth,
    expYear,
    declinesOffSession: Boolean(outcome.declinesOffSession),
  };
}
