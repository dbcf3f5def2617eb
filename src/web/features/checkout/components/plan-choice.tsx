import { Check, Sparkles } from 'lucide-react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { formatUsd, planIds, plans, type PlanId } from '@shared/pricing';
import { cn } from '@/lib/cn';

/**
 * UPGRADE YOUR ORDER (spec sections 2 and 3): the two plans as cards that toggle on click; a
 * second click on the chosen plan goes back to a single card.
 */
export function PlanChoice({
  selected,
  onToggle,
  disabled,
}: {
  selected: PlanId | null;
  onToggle: (plan: PlanId) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {planIds.map((id) => {
        const plan = plans[id];
        const active = selected === id;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            data-testid={`plan-${id}`}
            onClick={() => onToggle(id)}
            className={cn(
              'relative flex flex-col gap-3 rounded-2xl border-2 bg-card p-5 pt-6 text-left transition-all disabled:cursor-not-allowed disabled:opacity-60',
              active
                ? 'border-primary shadow-md ring-4 ring-secondary'
                : 'border-border hover:-translate-y-0.5 hover:shadow-md',
            )}
          >
            <span
              className={cn(
                'absolute -top-3 left-5 rounded-full px-2.5 py-1 text-[11px] font-bold tracking-wider',
                id === 'plus' ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
              )}
            >
              {plan.badge}
            </span>
            <span className="flex items-start justify-between gap-3">
              <span className="flex flex-col">
                <span className="text-lg font-semibold">{plan.name}</span>
                <span className="text-sm text-muted-foreground">{texts.cardsPerYear(plan.cardsPerYear)}</span>
              </span>
              <span
                aria-hidden
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'border-input text-transparent',
                )}
              >
                <Check className="h-3.5 w-3.5" strokeWidth={3} />
              </span>
            </span>
            <span className="text-2xl font-bold tabular-nums">
              {formatUsd(plan.priceCents, { dropZeroCents: true })}
              <span className="text-sm font-normal text-muted-foreground">{texts.perYear}</span>
            </span>
            <ul className="flex flex-col gap-1.5 text-sm">
              {texts.planFeatures[id].map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Sparkles className="mt-0.5 h-3.5 w-3.5 shrink-0 text-primary" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <span className={cn('text-sm font-semibold', active ? 'text-primary' : 'text-muted-foreground')}>
              {active ? texts.planSelected : texts.choosePlan}
            </span>
          </button>
        );
      })}
    </div>
  );
}
