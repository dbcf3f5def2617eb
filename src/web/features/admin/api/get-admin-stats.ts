import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema, type AdminStats } from '@shared/api/admin';
import { apiFetch, readJson } from '@/lib/api';
import { adminKeys, adminOrdersPath } from './admin-query-keys';

/** GET /api/orders/stats: the four tiles, computed by the database. */
export async function fetchAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await readJson<unknown>(await apiFetch(`${adminOrdersPath}/stats`)));
}

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: fetchAdminStats,
    refetchOnMount: 'always',
    enabled: options.enabled,
  });
}
