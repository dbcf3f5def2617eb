import { PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { accountMessages } from '@shared/account-messages';
import { accountScreenTexts, ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useOrders } from '@/features/account/api/get-orders';
import { Loading } from '@/components/ui/loading';
import { AccountShell } from '@/features/account/components/account-shell';
import { OrderListItem } from '@/features/account/components/order-list-item';
import { Pager } from '@/features/account/components/pager';
import { QueryFailure } from '@/components/ui/query-failure';
import { pageFromSearch } from '@/features/account/lib/account-display';
import { pageCount } from '@/lib/paging';

const PAGE_SIZE = 10;

function OrdersList() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const query = useOrders(page, PAGE_SIZE);
  if (query.isPending) return <Loading label={accountScreenTexts.loading} />;
  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const { orders, total } = query.data;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
        <PackageOpen className="h-10 w-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{accountMessages.noOrdersYet}</p>
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
        <Button asChild>
          <Link to={paths.create}>{accountScreenTexts.createFirstCard}</Link>
        </Button>
      </div>
    );
  }
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      {orders.length === 0 ? (
        // A page past the end (an old bookmark): say so and offer the way back.
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">{texts.pastEnd}</p>
          <Button asChild variant="outline">
            <Link to="?">{texts.firstPage}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ol className="flex flex-col gap-4" data-testid="orders-list">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderListItem order={order} />
              </li>
            ))}
          </ol>
          <Pager page={page} pages={pages} />
        </>
      )}
    </div>
  );
}

/** /account/orders (View All Orders): every order, newest first, a page at a time. */
export default function AccountOrdersPage() {
  return (
    <AccountShell
      title={texts.title}
      intro={texts.intro}
      back={{ to: paths.account, label: accountScreenTexts.backToAccount }}
    >
      {() => <OrdersList />}
    </AccountShell>
  );
}
