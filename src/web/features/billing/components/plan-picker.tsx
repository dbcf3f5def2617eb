import { subscribeScreenTexts as texts } from '@shared/account-screen-texts';
import { planIds, type PlanId } from '@shared/pricing';
import { PlanCardFace } from '@/components/plan-card-face';
import { cn } from '@/lib/cn';

/** The two plans as a radio group (the plans table): name, price, cards a year, badge. */
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
              <PlanCardFace id={id} chosen={checked} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
