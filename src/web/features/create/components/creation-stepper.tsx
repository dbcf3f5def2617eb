import { Check } from 'lucide-react';
import { creationSteps } from '@shared/creation-screen-texts';
import { cn } from '@/lib/cn';

/** The creation flow's three steps (spec section 2); `current` is 1, 2 or 3. */
export function CreationStepper({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Card creation progress" className="mx-auto w-full max-w-xl">
      <ol className="flex items-start">
        {creationSteps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
              aria-current={active ? 'step' : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    step <= current ? 'bg-primary' : 'bg-border',
                  )}
                />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  'relative z-10 flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-card text-primary shadow-[0_0_0_4px_var(--color-secondary)]',
                  !done && !active && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="h-4 w-4" strokeWidth={3} /> : step}
              </span>
              <span
                className={cn(
                  'px-1 text-xs leading-tight font-medium sm:text-sm',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">{`Step ${step} of ${creationSteps.length}: `}</span>
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
