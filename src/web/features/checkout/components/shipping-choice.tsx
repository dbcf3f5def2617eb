import { Truck, Zap } from 'lucide-react';
import { useId } from 'react';
import { transitLabel } from '@shared/arrive-by-texts';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { transitFor } from '@shared/delivery/delivery-rules';
import { formatUsd, shippingOptions, shippingTypes, type ShippingType } from '@shared/pricing';
import { cn } from '@/lib/cn';

/**
 * The shipping radio, with the transit time to the card's country: Standard, free everywhere;
 * Express, $4.99, only where it is offered (issue 19).
 */
export function ShippingChoice({
  country,
  value,
  onChange,
  planForcesStandard,
  disabled,
}: {
  /** Where the card goes (ISO code): it decides the transit times and whether express is offered. */
  country: string;
  value: ShippingType;
  onChange: (value: ShippingType) => void;
  planForcesStandard: boolean;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{texts.fields.shipping}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {shippingTypes.map((type) => {
          const transit = transitFor(country, type);
          if (!transit) return null;
          const option = shippingOptions[type];
          const checked = (planForcesStandard ? 'standard' : value) === type;
          const unavailable = disabled || (planForcesStandard && type === 'express');
          const Icon = type === 'express' ? Zap : Truck;
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-card p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-secondary/40' : 'border-border hover:border-input',
                unavailable && !checked && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                disabled={unavailable}
                onChange={() => onChange(type)}
                className="h-4 w-4 accent-primary"
              />
              <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
              <span className="flex flex-1 flex-col">
                <span className="font-medium">{option.name}</span>
                <span className="text-sm text-muted-foreground">{transitLabel(country, type)}</span>
              </span>
              <span className="font-semibold tabular-nums">
                {option.priceCents === 0 ? texts.free : formatUsd(option.priceCents)}
              </span>
            </label>
          );
        })}
      </div>
      {planForcesStandard ? <p className="text-sm text-muted-foreground">{texts.planForcesStandard}</p> : null}
    </fieldset>
  );
}
