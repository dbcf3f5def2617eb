import { Check } from 'lucide-react';
import { subscribeScreenTexts as texts } from '@shared/account-screen-texts';
import { formatUsd, planIds, plans, type PlanId } from '@shared/pricing';
import { cn } from '@/lib/cn';

/** The two plans as a radio group (spec section 3's table): name, price, cards a year, badge. */
export function PlanPicker({
  value,
  onChange,
  disabled,
}: {
  value: PlanId;
  onChange: (plan: PlanId) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold">{texts.choosePlan}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {planIds.map((id) => {
          const plan = plans[id];
          const checked = value === id;
          return (
            <label
              key={id}
              data-testid={`subscribe-plan-${id}`}
              className={cn(
                'relative flex cursor-pointer flex-col gap-2 rounded-lg border-2 bg-card p-4 pt-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary ring-4 ring-secondary' : 'border-border hover:bg-muted/50',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={id}
                checked={checked}
                onChange={() => onChange(id)}
                className="sr-only"
              />
              <span
                className={cn(
                  'absolute -top-3 left-4 rounded-full px-2.5 py-0.5 text-[11px] font-bold tracking-wider',
                  id === 'plus' ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
                )}
              >
                {plan.badge}
              </span>
              <span className="flex items-start justify-between gap-3">
                <span className="flex flex-col">
                  <span className="font-semibold">{plan.name}</span>
                  <span className="text-sm text-muted-foreground">{texts.cardsPerYear(plan.cardsPerYear)}</span>
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
                    checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input text-transparent',
                  )}
                >
                  <Check className="h-3.5 w-3.5" strokeWidth={3} />
                </span>
              </span>
              <span className="text-2xl font-bold tabular-nums">
                {formatUsd(plan.priceCents, { dropZeroCents: true })}
                <span className="text-sm font-normal text-muted-foreground">/year</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
