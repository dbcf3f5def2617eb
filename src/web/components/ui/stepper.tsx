import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A flow's progress: the steps before `current` are done, `current` is the step shown. Screen
 * readers hear 'Step N of M: label', and '(done)' after a finished one.
 * `inline`: a compact row (checkout); `columns`: labels under evenly spread circles (creation).
 */
export function Stepper({
  label,
  steps,
  current,
  layout,
  className,
}: {
  label: string;
  steps: readonly string[];
  current: number;
  layout: 'inline' | 'columns';
  className?: string;
}) {
  const inline = layout === 'inline';
  return (
    <nav aria-label={label} className={className}>
      <ol className={inline ? 'flex items-center gap-3' : 'flex items-start'}>
        {steps.map((stepLabel, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          const circle = (
            <span
              aria-hidden
              className={cn(
                inline
                  ? 'flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-semibold'
                  : 'relative z-10 flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                done && 'border-primary bg-primary text-primary-foreground',
                active &&
                  (inline
                    ? 'border-primary bg-card text-primary shadow-[0_0_0_3px_var(--color-secondary)]'
                    : 'border-primary bg-card text-primary shadow-[0_0_0_4px_var(--color-secondary)]'),
                !done && !active && 'border-border bg-card text-muted-foreground',
              )}
            >
              {done ? <Check className={inline ? 'h-3.5 w-3.5' : 'h-4 w-4'} strokeWidth={3} /> : step}
            </span>
          );
          const text = (
            <span
              className={
                inline
                  ? cn('text-sm font-medium', active || done ? 'text-foreground' : 'text-muted-foreground')
                  : cn(
                      'px-1 text-xs leading-tight font-medium sm:text-sm',
                      active ? 'text-foreground' : 'text-muted-foreground',
                    )
              }
            >
              <span className="sr-only">{`Step ${step} of ${steps.length}: `}</span>
              {stepLabel}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          );
          return (
            <li
              key={stepLabel}
              className={
                inline ? 'flex items-center gap-3' : 'relative flex flex-1 flex-col items-center gap-2 text-center'
              }
              aria-current={active ? 'step' : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={
                    inline
                      ? cn('h-0.5 w-8 rounded sm:w-14', done || active ? 'bg-primary' : 'bg-border')
                      : cn(
                          'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                          step <= current ? 'bg-primary' : 'bg-border',
                        )
                  }
                />
              ) : null}
              {inline ? (
                <span className="flex items-center gap-2">
                  {circle}
                  {text}
                </span>
              ) : (
                <>
                  {circle}
                  {text}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
