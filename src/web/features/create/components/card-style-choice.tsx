import { Check, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { designScreenTexts as designTexts } from '@shared/card-design-texts';
import { cardStyles, type CardStyleId } from '@shared/creation-rules';
import { cn } from '@/lib/cn';
import { styleTastes } from '@/features/card-design/lib/style-tastes';

/** Where the server's drawings of the card front stand; until 'drawn' the tiles approximate. */
export type DrawnFronts =
  { state: 'none' | 'drawing' | 'failed' } | { state: 'drawn'; images: Partial<Record<CardStyleId, string>> };

const statusText: Record<DrawnFronts['state'], string> = {
  none: '',
  drawing: designTexts.stylePreviewsLoading,
  failed: designTexts.stylePreviewsFailed,
  drawn: designTexts.stylePreviewsHint,
};

export function CardStyleChoice({
  legend,
  value,
  previewUrl,
  drawnFronts,
  onChange,
}: {
  legend: string;
  value: CardStyleId;
  previewUrl: string | null;
  /** The card front in each style, drawn by the server's renderer on this picture. */
  drawnFronts: DrawnFronts;
  onChange: (style: CardStyleId) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-xl font-semibold tracking-tight">{legend}</legend>
      <p className="mb-4 flex items-center gap-2 text-sm text-muted-foreground" role="status">
        {drawnFronts.state === 'drawing' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
        {statusText[drawnFronts.state]}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cardStyles.map((style) => {
          const look = styleTastes[style.id];
          const selected = value === style.id;
          const drawn = drawnFronts.state === 'drawn' ? drawnFronts.images[style.id] : undefined;
          return (
            <label
              key={style.id}
              className={cn(
                'relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-card transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                selected ? 'border-primary ring-4 ring-secondary' : 'border-border hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={style.id}
                checked={selected}
                onChange={() => onChange(style.id)}
                aria-label={style.name}
                aria-describedby={`${name}-${style.id}`}
                className="sr-only"
              />
              <span className="block aspect-[5/7] overflow-hidden bg-muted">
                {drawn ? (
                  <img
                    src={drawn}
                    alt={designTexts.styleFrontAlt(style.name)}
                    width={360}
                    height={504}
                    className="h-full w-full object-cover"
                    data-testid={`drawn-front-${style.id}`}
                  />
                ) : previewUrl ? (
                  <img src={previewUrl} alt="" className="h-full w-full object-cover" style={{ filter: look.filter }} />
                ) : (
                  <span aria-hidden className="block h-full w-full" style={{ background: look.swatch }} />
                )}
              </span>
              <span className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold">{style.name}</span>
                <span id={`${name}-${style.id}`} className="text-xs text-muted-foreground">
                  {style.description}
                </span>
              </span>
              {selected ? (
                <span
                  aria-hidden
                  className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded-full bg-primary text-primary-foreground"
                >
                  <Check className="h-3.5 w-3.5" strokeWidth={3} />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
