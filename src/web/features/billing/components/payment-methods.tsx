import { CreditCard } from 'lucide-react';
import { billingScreenTexts as texts } from '@shared/account-screen-texts';
import type { BillingResponse } from '@shared/api/account';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { cardBrandLabel } from '../lib/card-brand';

/** Payment Methods: each saved card's brand, last 4, expiry and whether it is the default. */
export function PaymentMethods({ methods }: { methods: BillingResponse['paymentMethods'] }) {
  return (
    <SectionCard title={texts.paymentMethods} icon={CreditCard} testId="payment-methods">
      {methods.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noPaymentMethods}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {methods.map((method) => {
            const brand = cardBrandLabel(method.brand);
            return (
              <li
                key={method.id}
                className="flex items-center gap-3 rounded-md border px-3 py-2.5"
                aria-label={texts.cardEnding(brand, method.last4)}
              >
                <span className="flex h-8 w-12 shrink-0 items-center justify-center rounded bg-muted text-xs font-bold tracking-wide">
                  {brand}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium tabular-nums">•••• {method.last4}</span>
                  <span className="text-xs text-muted-foreground">
                    {texts.expires(method.expMonth, method.expYear)}
                  </span>
                </span>
                {method.isDefault ? <Badge variant="outline">{texts.defaultCard}</Badge> : null}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
