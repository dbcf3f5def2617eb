import { BadgeCheck, Lock, Zap } from 'lucide-react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';

const icons = [Lock, BadgeCheck, Zap];

/** The card brands shown at payment. */
export function CardBrands() {
  return (
    <ul aria-label="Cards we accept" className="flex flex-wrap gap-1.5">
      {texts.cardBrands.map((brand) => (
        <li
          key={brand}
          className="rounded border bg-card px-2 py-0.5 text-[11px] font-bold tracking-wider text-muted-foreground"
        >
          {brand}
        </li>
      ))}
    </ul>
  );
}

/** Secure payment, the 30-day money-back guarantee and instant access. */
export function TrustNotes() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {texts.trustNotes.map((note, index) => {
        const Icon = icons[index] ?? Lock;
        return (
          <li key={note.title} className="flex items-start gap-2.5 rounded-lg bg-muted/70 p-3">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span className="flex flex-col">
              <span className="text-sm font-medium">{note.title}</span>
              <span className="text-xs text-muted-foreground">{note.text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
