import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PagerTexts {
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * Previous, 'Page N of M' and Next, as links to the same view one page on, so a page can be
 * bookmarked and Back works. A link that leads nowhere stays in place, dimmed and unfocusable.
 */
export function PagerLinks({
  page,
  pages,
  href,
  texts,
  labelAs: Label = 'p',
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  texts: PagerTexts;
  labelAs?: 'p' | 'span';
}) {
  const link = (enabled: boolean) =>
    cn(buttonVariants({ variant: 'outline', size: 'sm' }), !enabled && 'pointer-events-none opacity-50');
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  return (
    <>
      <Link
        to={href(page - 1)}
        className={link(hasPrevious)}
        aria-disabled={!hasPrevious}
        tabIndex={hasPrevious ? 0 : -1}
      >
        <ChevronLeft aria-hidden />
        {texts.previous}
      </Link>
      <Label className="text-sm text-muted-foreground" aria-current="page">
        {texts.pageOf(page, pages)}
      </Label>
      <Link to={href(page + 1)} className={link(hasNext)} aria-disabled={!hasNext} tabIndex={hasNext ? 0 : -1}>
        {texts.next}
        <ChevronRight aria-hidden />
      </Link>
    </>
  );
}
