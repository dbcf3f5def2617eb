import { Gift, House } from 'lucide-react';
import { useId } from 'react';
import type { SendTo } from '@shared/api/order-delivery';
import { deliveryScreenTexts as texts } from '@shared/delivery-texts';
import { cn } from '@/lib/cn';

const choices: readonly { value: SendTo; label: string; icon: typeof Gift }[] = [
  { value: 'me', label: texts.sendToMe, icon: House },
  { value: 'someone-else', label: texts.sendToSomeoneElse, icon: Gift },
];

/** 'Send to me' or 'Send to someone else': two native radios, side by side from 390 px up. */
export function SendToChoice({
  value,
  onChange,
  disabled,
}: {
  value: SendTo;
  onChange: (value: SendTo) => void;
  disabled: boolean;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={value === 'someone-else' ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium">{texts.sendToLegend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {choices.map(({ value: choice, label, icon: Icon }) => {
          const checked = value === choice;
          return (
            <label
              key={choice}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 bg-card px-3 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:gap-3 sm:px-4',
                checked ? 'border-primary bg-secondary/40' : 'border-border hover:border-input',
                disabled && !checked && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(choice)}
                className="h-4 w-4 shrink-0 accent-primary"
              />
              <Icon className="hidden h-5 w-5 shrink-0 text-primary min-[400px]:block" aria-hidden />
              <span>{label}</span>
            </label>
          );
        })}
      </div>
      {value === 'someone-else' ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {texts.sendToSomeoneElseHint}
        </p>
      ) : null}
    </fieldset>
  );
}
