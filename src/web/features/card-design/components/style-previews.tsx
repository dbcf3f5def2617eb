import { Loader2 } from 'lucide-react';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import type { CardStyleId } from '@shared/creation-rules';
import { cn } from '@/lib/cn';
import { useStylePreviews } from '../api/style-previews';

/**
 * The options page's true look at each style: the card's front drawn by the server's renderer
 * (the print's own treatment and typeface) on the customer's picture. Pass `selected` and
 * `onSelect` to make the previews choose the style too.
 */
export function StylePreviews({
  file,
  front,
  selected,
  onSelect,
}: {
  file: File | null;
  front?: string;
  selected?: CardStyleId;
  onSelect?: (style: CardStyleId) => void;
}) {
  const previews = useStylePreviews(file, front);
  if (!file) return null;
  return (
    <section aria-labelledby="style-previews-heading" className="flex flex-col gap-3" data-testid="style-previews">
      <div>
        <h2 id="style-previews-heading" className="text-xl font-semibold tracking-tight">
          {texts.stylePreviewsHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.stylePreviewsHint}</p>
      </div>
      {previews.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {texts.stylePreviewsLoading}
        </p>
      ) : previews.isError ? (
        <p className="text-sm text-muted-foreground">{texts.stylePreviewsFailed}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {previews.data.previews.map((preview) => {
            const image = (
              <>
                <img
                  src={preview.image}
                  alt={`Your card front in the ${preview.name} style`}
                  width={360}
                  height={504}
                  className="aspect-[5/7] h-auto w-full rounded-md border bg-card shadow-sm"
                />
                <span className="text-center text-sm font-medium">{preview.name}</span>
              </>
            );
            return (
              <li key={preview.style}>
                {onSelect ? (
                  <button
                    type="button"
                    aria-pressed={selected === preview.style}
                    onClick={() => onSelect(preview.style)}
                    className={cn(
                      'flex w-full flex-col gap-1.5 rounded-lg p-1 outline-offset-2',
                      selected === preview.style && 'ring-4 ring-secondary',
                    )}
                  >
                    {image}
                  </button>
                ) : (
                  <figure className="flex flex-col gap-1.5">{image}</figure>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
