import { Check } from 'lucide-react';
import { useId } from 'react';
import type { CardOption } from '@shared/api/generate';
import { optionsScreenTexts as texts } from '@shared/creation-screen-texts';
import { cn } from '@/lib/cn';

/** One written option as a choosable card: a native radio, so arrow keys and screen readers just work. */
export function CardOptionTile({
  option,
  index,
  name,
  recommended,
  selected,
  onSelect,
}: {
  option: CardOption;
  index: number;
  name: string;
  recommended: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const textId = useId();
  return (
    <label
      data-testid="card-option"
      className={cn(
        'group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border-2 bg-card shadow-sm transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        selected
          ? 'border-primary shadow-md ring-4 ring-secondary'
          : 'border-border hover:-translate-y-0.5 hover:shadow-md',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={selected}
        onChange={onSelect}
        aria-label={recommended ? `${texts.optionLabel(index)}, recommended` : texts.optionLabel(index)}
        aria-describedby={textId}
        className="sr-only"
      />
      <div className="relative flex min-h-40 flex-col items-center justify-center gap-3 bg-gradient-to-br from-secondary via-card to-accent px-6 pt-10 pb-8 text-center">
        <div className="absolute top-3 right-3 left-3 flex items-center justify-between">
          <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <span
              aria-hidden
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-full border-2 transition-colors',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-transparent',
              )}
            >
              <Check className="h-3.5 w-3.5" strokeWidth={3} />
            </span>
            {texts.optionLabel(index)}
          </span>
          {recommended ? (
            <span className="rounded-full bg-primary px-2.5 py-1 text-[11px] font-bold tracking-wider text-primary-foreground">
              {texts.recommended}
            </span>
          ) : null}
        </div>
        <p className="font-serif text-2xl leading-snug text-balance text-foreground">{option.front}</p>
      </div>
      <div id={textId} className="flex flex-1 flex-col gap-4 p-5">
        <p className="sr-only">{`${texts.front}: ${option.front}.`}</p>
        <section>
          <h3 className="text-xs font-semibold tracking-wide text-primary uppercase">{texts.inside}</h3>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-foreground">{option.inside}</p>
        </section>
        <section className="mt-auto border-t pt-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.back}</h3>
          <p className="mt-1 text-sm text-muted-foreground italic">{option.back}</p>
        </section>
      </div>
    </label>
  );
}

export function CardOptionSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="card-option-skeleton"
      className="flex flex-col overflow-hidden rounded-2xl border-2 bg-card"
    >
      <div className="flex min-h-40 flex-col items-center justify-center gap-3 bg-muted/60 px-6 py-8">
        <div className="h-5 w-3/4 animate-pulse rounded bg-border" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-border" />
      </div>
      <div className="flex flex-col gap-3 p-5">
        <div className="h-3 w-16 animate-pulse rounded bg-secondary" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-11/12 animate-pulse rounded bg-muted" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
        <div className="mt-4 h-3 w-12 animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
