import { Check } from 'lucide-react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { formatUsd, plans, type PlanId } from '@shared/pricing';
import { cn } from '@/lib/cn';

/**
 * What a plan card shows wherever a plan is chosen (checkout's UPGRADE YOUR ORDER, Subscribe &
 * Save): the badge, name, cards a year, the chosen mark and the yearly price.
 */
export function PlanCardFace({ id, chosen, large }: { id: PlanId; chosen: boolean; large?: boolean }) {
  const plan = plans[id];
  return (
    <>
      <span
        className={cn(
          'absolute -top-3 rounded-full px-2.5 text-[11px] font-bold tracking-wider',
          large ? 'left-5 py-1' : 'left-4 py-0.5',
          id === 'plus' ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
        )}
      >
        {plan.badge}
      </span>
      <span className="flex items-start justify-between gap-3">
        <span className="flex flex-col">
          <span className={cn('font-semibold', large && 'text-lg')}>{plan.name}</span>
          <span className="text-sm text-muted-foreground">{texts.cardsPerYear(plan.cardsPerYear)}</span>
        </span>
        <span
          aria-hidden
          className={cn(
            'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
            chosen ? 'border-primary bg-primary text-primary-foreground' : 'border-input text-transparent',
          )}
        >
          <Check className="h-3.5 w-3.5" strokeWidth={3} />
        </span>
      </span>
      <span className="text-2xl font-bold tabular-nums">
        {formatUsd(plan.priceCents, { dropZeroCents: true })}
        <span className="text-sm font-normal text-muted-foreground">{texts.perYear}</span>
      </span>
    </>
  );
}
