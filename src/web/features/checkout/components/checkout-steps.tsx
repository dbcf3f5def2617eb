import { Check } from 'lucide-react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { cn } from '@/lib/cn';

/** The checkout's two-step indicator (spec section 2): Your Details, then Payment. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-3">
        {texts.steps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn('h-0.5 w-8 rounded sm:w-14', done || active ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className={cn(
                    'flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-semibold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    active && 'border-primary bg-card text-primary shadow-[0_0_0_3px_var(--color-secondary)]',
                    !done && !active && 'border-border bg-card text-muted-foreground',
                  )}
                >
                  {done ? <Check className="h-3.5 w-3.5" strokeWidth={3} /> : step}
                </span>
                <span
                  className={cn('text-sm font-medium', active || done ? 'text-foreground' : 'text-muted-foreground')}
                >
                  <span className="sr-only">{`Step ${step} of ${texts.steps.length}: `}</span>
                  {label}
                  {done ? <span className="sr-only"> (done)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
