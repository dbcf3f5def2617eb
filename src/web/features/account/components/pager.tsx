import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { PagerLinks } from '@/components/ui/pager';

function pageHref(page: number): string {
  return page <= 1 ? '?' : `?page=${page}`;
}

/** The order list's pages as links (?page=N); nothing when everything fits on one. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <PagerLinks page={page} pages={pages} href={pageHref} texts={texts} />
    </nav>
  );
}
