import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/api/admin';
import { adminEndpoints } from '@shared/api/admin-endpoints';
import { request } from '@/lib/api';
import { adminKeys } from './admin-query-keys';

/** GET /api/orders/stats: the four tiles, computed by the database. */
export async function fetchAdminStats(): Promise<AdminStats> {
  return request(adminEndpoints.stats);
}

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: fetchAdminStats,
    refetchOnMount: 'always',
    enabled: options.enabled,
  });
}
