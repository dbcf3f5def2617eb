import { CreditCard } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { cardBrand, cvcLength } from '@shared/card-numbers';
import { cn } from '@/lib/cn';
import { confirmLocalPayment } from '../api/confirm-local-payment';
import type { FieldBinding } from '../lib/card-payment';
import {
  brandLabels,
  caretAfterDigits,
  checkCard,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardInput,
} from '../lib/card-input';

const empty: CardInput = { number: '', expiry: '', cvc: '' };

/** Errors worth showing while the customer is still typing: only what more typing cannot fix. */
function liveError(input: CardInput): string | null {
  const check = checkCard(input);
  if (check.ok) return null;
  const digits = digitsOf(input.number);
  const brand = cardBrand(digits);
  const numberFull = digits.length >= (brand === 'amex' ? 15 : 16);
  if (check.field === 'number') return numberFull ? check.message : null;
  if (check.field === 'expiry') return digitsOf(input.expiry).length === 4 ? check.message : null;
  return null;
}

/**
 * The local test processor's card field: number (spaced as typed, brand shown), MM / YY and
 * CVC in one box, like Stripe's. The number lives only in this component's state while the
 * page is open; it is sent once, to confirm the payment, and never stored.
 */
export function LocalCardField({
  binding,
  invalid,
  describedBy,
}: {
  binding: FieldBinding;
  invalid: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const [input, setInput] = useState<CardInput>(empty);
  const [touched, setTouched] = useState(false);
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  }, [input]);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  const brand = cardBrand(digitsOf(input.number));

  useEffect(() => {
    binding.register({
      async prepare() {
        const check = checkCard(latest.current);
        return check.ok ? { ok: true } : { ok: false, message: check.message };
      },
      async confirm(clientSecret) {
        const check = checkCard(latest.current);
        if (!check.ok) return { status: 'failed', message: check.message };
        return confirmLocalPayment({ clientSecret, card: check.card });
      },
    });
    binding.update({ ready: true });
    return () => binding.register(null);
  }, [binding]);

  useEffect(() => {
    const check = checkCard(input);
    const blank = !input.number && !input.expiry && !input.cvc;
    binding.update({
      complete: check.ok,
      error: check.ok || blank ? null : touched ? check.message : liveError(input),
    });
  }, [binding, input, touched]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !numberRef.current) return;
    numberRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const number = formatCardNumber(value);
    const caretDigits = digitsOf(value.slice(0, selectionStart ?? value.length)).length;
    pendingCaret.current = selectionStart === value.length ? number.length : caretAfterDigits(number, caretDigits);
    setInput((previous) => ({ ...previous, number, cvc: formatCvc(previous.cvc, cardBrand(digitsOf(number))) }));
    const digits = digitsOf(number);
    const nextBrand = cardBrand(digits);
    if (selectionStart === value.length && digits.length === (nextBrand === 'amex' ? 15 : 16))
      expiryRef.current?.focus();
  };

  const onExpiry = (event: ChangeEvent<HTMLInputElement>) => {
    const deleting = event.target.value.length < input.expiry.length;
    const expiry = formatExpiry(event.target.value);
    setInput((previous) => ({ ...previous, expiry }));
    if (!deleting && digitsOf(expiry).length === 4) cvcRef.current?.focus();
  };

  const onCvc = (event: ChangeEvent<HTMLInputElement>) => {
    const cvc = formatCvc(event.target.value, brand);
    setInput((previous) => ({ ...previous, cvc }));
  };

  // Incomplete parts are only pointed out once the customer leaves the whole card box.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTouched(true);
  };

  const inputClass =
    'h-11 min-w-0 bg-transparent px-3 text-base tabular-nums outline-none placeholder:text-muted-foreground sm:text-sm';
  return (
    <div
      onBlur={onBlur}
      onFocus={() => setTouched(false)}
      data-testid="card-field"
      className={cn(
        'grid grid-cols-2 overflow-hidden rounded-md border border-input bg-card transition-shadow focus-within:border-ring focus-within:ring-2 focus-within:ring-secondary sm:grid-cols-[1fr_5.5rem_4.5rem]',
        invalid && 'border-destructive focus-within:border-destructive',
      )}
    >
      <div className="col-span-2 flex items-center border-b sm:col-span-1 sm:border-b-0">
        <CreditCard className="ml-3 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <input
          ref={numberRef}
          id={`${id}-number`}
          aria-label={texts.cardNumber}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={input.number}
          onChange={onNumber}
          className={cn(inputClass, 'flex-1')}
        />
        {brand !== 'unknown' ? (
          <span
            data-testid="card-brand"
            className="mr-3 rounded bg-secondary px-1.5 py-0.5 text-[11px] font-bold tracking-wider text-secondary-foreground"
          >
            {brandLabels[brand]}
          </span>
        ) : null}
      </div>
      <input
        ref={expiryRef}
        id={`${id}-expiry`}
        aria-label={texts.cardExpiry}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        value={input.expiry}
        onChange={onExpiry}
        className={cn(inputClass, 'border-r sm:border-l')}
      />
      <input
        ref={cvcRef}
        id={`${id}-cvc`}
        aria-label={texts.cardCvc}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={brand === 'amex' ? 'CVC (4)' : 'CVC'}
        maxLength={cvcLength(brand === 'unknown' ? 'amex' : brand)}
        value={input.cvc}
        onChange={onCvc}
        className={inputClass}
      />
    </div>
  );
}
