import { CircleDollarSign, Clock, Package, TrendingUp, type LucideIcon } from 'lucide-react';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { formatUsd } from '@shared/pricing';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminQueryFailure } from './admin-query-failure';

interface Tile {
  id: string;
  label: string;
  hint: string;
  icon: LucideIcon;
  value: string | undefined;
}

/** The four tiles: total orders, total revenue, pending count, average order value. */
export function StatTiles() {
  const stats = useAdminStats({ enabled: true });
  if (stats.isError) return <AdminQueryFailure error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const tiles: Tile[] = [
    {
      id: 'total-orders',
      label: texts.totalOrders,
      hint: texts.totalOrdersHint,
      icon: Package,
      value: data && String(data.totalOrders),
    },
    {
      id: 'total-revenue',
      label: texts.totalRevenue,
      hint: texts.totalRevenueHint,
      icon: CircleDollarSign,
      value: data && formatUsd(data.totalRevenueCents),
    },
    {
      id: 'pending-count',
      label: texts.pendingCount,
      hint: texts.pendingCountHint,
      icon: Clock,
      value: data && String(data.pendingCount),
    },
    {
      id: 'average-order-value',
      label: texts.averageOrderValue,
      hint: texts.averageOrderValueHint,
      icon: TrendingUp,
      value: data && formatUsd(data.averageOrderValueCents),
    },
  ];
  return (
    <section aria-label={texts.statsLabel} aria-busy={stats.isFetching}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.id}
            className="flex flex-col gap-1 rounded-lg border bg-card p-4 shadow-sm sm:p-5"
            data-testid={`stat-${tile.id}`}
          >
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {tile.label}
              <tile.icon className="h-4 w-4 shrink-0 text-primary" aria-hidden />
            </dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
              {tile.value ?? <span className="inline-block h-8 w-20 animate-pulse rounded bg-muted align-middle" />}
            </dd>
            <dd className="text-xs text-muted-foreground">{tile.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
