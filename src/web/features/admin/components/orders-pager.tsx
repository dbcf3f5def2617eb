import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { PagerLinks } from '@/components/ui/pager';
import { pageCount } from '@/lib/paging';
import { changeOrdersQuery, ordersQuerySearch, shownRange } from '../lib/orders-query';

/** Which rows are shown, and the links to the same view one page on. */
export function OrdersPager({ query, total, rows }: { query: AdminOrdersQuery; total: number; rows: number }) {
  const pages = pageCount(total, query.pageSize);
  const { from, to } = shownRange(query.page, query.pageSize, rows);
  const href = (page: number) => `?${ordersQuerySearch(changeOrdersQuery(query, { page }))}`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {texts.showing(from, to, total)}
      </p>
      {pages > 1 || query.page > 1 ? (
        <div className="flex items-center gap-3">
          <PagerLinks page={query.page} pages={pages} href={href} texts={texts} labelAs="span" />
        </div>
      ) : null}
    </nav>
  );
}
