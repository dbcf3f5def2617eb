import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cardPageNames, type CardExample } from '../examples';
import { reducedMotionQuery } from '@/lib/use-media-query';
import { CardPage } from './card-page';

const lastPage = cardPageNames.length - 1;
const navButton =
  'flex h-10 w-10 items-center justify-center rounded-full border bg-card shadow-sm transition-colors hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-card';

/**
 * The printed card, page by page (spec: 4 pages; previous and next are disabled at the ends).
 * The end buttons are aria-disabled rather than disabled, so keyboard focus stays on them.
 */
export function Flipbook({ example }: { example: CardExample }) {
  const [page, setPage] = useState(0);
  const sheet = useRef<HTMLDivElement>(null);
  const direction = useRef(0);

  useEffect(() => {
    // A page turn, not on first render; the Web Animations API needs no CSS keyframes.
    if (direction.current === 0 || window.matchMedia(reducedMotionQuery).matches) return;
    sheet.current?.animate(
      [
        { transform: `perspective(1400px) rotateY(${direction.current * -70}deg)`, opacity: 0.3 },
        { transform: 'perspective(1400px) rotateY(0)', opacity: 1 },
      ],
      { duration: 380, easing: 'cubic-bezier(.2,.7,.3,1)' },
    );
  }, [page]);

  const turn = (step: number) => {
    const next = page + step;
    if (next < 0 || next > lastPage) return;
    direction.current = step;
    setPage(next);
  };

  const name = cardPageNames[page];
  return (
    <div role="group" aria-label={`Card pages: ${example.front}`}>
      <div className="relative aspect-[4/5] w-full [perspective:1400px]">
        <div
          ref={sheet}
          data-page={name}
          className="absolute inset-0 origin-left overflow-hidden rounded-lg bg-[#fffaf3] shadow-xl ring-1 shadow-stone-900/15 ring-stone-900/5"
        >
          <CardPage example={example} page={page} />
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          className={navButton}
          onClick={() => turn(-1)}
          aria-disabled={page === 0}
          aria-label="Previous page"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <p className="text-sm font-medium" aria-live="polite">
          <span>{name}</span>
          <span className="text-muted-foreground">
            {' '}
            &middot; page {page + 1} of {cardPageNames.length}
          </span>
        </p>
        <button
          type="button"
          className={navButton}
          onClick={() => turn(1)}
          aria-disabled={page === lastPage}
          aria-label="Next page"
        >
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
