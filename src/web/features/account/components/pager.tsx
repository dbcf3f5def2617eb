import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

function pageHref(page: number): string {
  return page <= 1 ? '?' : `?page=${page}`;
}

/** Previous and Next as links (?page=N), so a page of orders can be bookmarked and Back works. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const link = (enabled: boolean) =>
    cn(buttonVariants({ variant: 'outline', size: 'sm' }), !enabled && 'pointer-events-none opacity-50');
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Link to={pageHref(page - 1)} className={link(page > 1)} aria-disabled={page <= 1} tabIndex={page > 1 ? 0 : -1}>
        <ChevronLeft aria-hidden />
        {texts.previous}
      </Link>
      <p className="text-sm text-muted-foreground" aria-current="page">
        {texts.pageOf(page, pages)}
      </p>
      <Link
        to={pageHref(page + 1)}
        className={link(page < pages)}
        aria-disabled={page >= pages}
        tabIndex={page < pages ? 0 : -1}
      >
        {texts.next}
        <ChevronRight aria-hidden />
      </Link>
    </nav>
  );
}
