import { Sparkles } from 'lucide-react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { planIds, type PlanId } from '@shared/pricing';
import { PlanCardFace } from '@/components/plan-card-face';
import { cn } from '@/lib/cn';

/**
 * UPGRADE YOUR ORDER: the two plans as cards that toggle on click; a
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
            <PlanCardFace id={id} chosen={active} large />
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
