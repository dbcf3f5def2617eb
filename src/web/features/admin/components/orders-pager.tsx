import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { changeOrdersQuery, ordersQuerySearch, pageCount, shownRange } from '../lib/orders-query';

/** Previous and Next as links to the same view one page on, so Back and bookmarks work. */
export function OrdersPager({ query, total, rows }: { query: AdminOrdersQuery; total: number; rows: number }) {
  const pages = pageCount(total, query.pageSize);
  const { from, to } = shownRange(query.page, query.pageSize, rows);
  const href = (page: number) => `?${ordersQuerySearch(changeOrdersQuery(query, { page }))}`;
  const link = (enabled: boolean) =>
    cn(buttonVariants({ variant: 'outline', size: 'sm' }), !enabled && 'pointer-events-none opacity-50');
  const hasPrevious = query.page > 1;
  const hasNext = query.page < pages;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {texts.showing(from, to, total)}
      </p>
      {pages > 1 || query.page > 1 ? (
        <div className="flex items-center gap-3">
          <Link
            to={href(query.page - 1)}
            className={link(hasPrevious)}
            aria-disabled={!hasPrevious}
            tabIndex={hasPrevious ? 0 : -1}
          >
            <ChevronLeft aria-hidden />
            {texts.previous}
          </Link>
          <span className="text-sm text-muted-foreground" aria-current="page">
            {texts.pageOf(query.page, pages)}
          </span>
          <Link
            to={href(query.page + 1)}
            className={link(hasNext)}
            aria-disabled={!hasNext}
            tabIndex={hasNext ? 0 : -1}
          >
            {texts.next}
            <ChevronRight aria-hidden />
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
