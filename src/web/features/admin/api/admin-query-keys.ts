import type { AdminOrdersQuery } from '@shared/api/admin';

/**
 * Every admin query starts with 'admin', so one invalidation after a change (a status, a
 * refund) refreshes the table, the tiles and the open order together.
 */
export const adminKeys = {
  all: ['admin'] as const,
  orders: (query: AdminOrdersQuery) => ['admin', 'orders', query] as const,
  stats: ['admin', 'stats'] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  printQueue: ['admin', 'print-queue'] as const,
  printBatches: ['admin', 'print-batches'] as const,
  guaranteeClaims: ['admin', 'guarantee-claims'] as const,
};
