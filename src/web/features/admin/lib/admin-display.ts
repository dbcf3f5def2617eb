import { orderStatusLabels } from '@shared/admin-messages';
import type { AuditEntry } from '@shared/api/admin';
import { adminScreenTexts as texts, paymentStatusLabels } from '@shared/admin-screen-texts';
import { printAdminTexts } from '@shared/print-admin-texts';
import { paths } from '@shared/routes';
import { statusLabel as capitalise } from '@/lib/status-display';

/** 'shipped' -> 'Shipped'; 'completed' reads 'Completed'; unknown words are capitalised. */
export function orderStatusLabel(status: string): string {
  return orderStatusLabels[status] ?? capitalise(status);
}

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? capitalise(status);
}

export function paymentStatusVariant(status: string): 'default' | 'secondary' | 'outline' | 'warning' {
  if (status === 'paid') return 'secondary';
  if (status === 'unpaid') return 'outline';
  return 'warning';
}

export function customerName(order: { firstName: string; lastName: string; email: string }): string {
  return [order.firstName.trim(), order.lastName.trim()].filter(Boolean).join(' ') || order.email;
}

/** /admin/orders/:orderId for one order. */
export function adminOrderDetailsPath(orderId: string): string {
  return paths.adminOrder.replace(':orderId', encodeURIComponent(orderId));
}

/** Only a paid order moves on from pending (the server says the same with a 409). */
export function canMoveTo(status: string, paymentStatus: string): boolean {
  return status === 'pending' || paymentStatus === 'paid';
}

/**
 * One history line in words: 'Status: Pending → Shipped', 'Payment: Paid → Refunded', and the
 * print steps on their own ('In a print batch', 'Printed', 'Back in the print queue').
 */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'fromValue' | 'toValue'>): string {
  if (entry.action === 'print') {
    const step = entry.toValue ?? '';
    return printAdminTexts.printSteps[step] ?? `${printAdminTexts.historyPrint}: ${capitalise(step)}`;
  }
  const label =
    entry.action === 'status' ? orderStatusLabel : entry.action === 'refund' ? paymentStatusLabel : capitalise;
  const what =
    entry.action === 'status'
      ? texts.historyStatus
      : entry.action === 'refund'
        ? texts.historyRefund
        : capitalise(entry.action);
  const from = entry.fromValue ? label(entry.fromValue) : null;
  const to = entry.toValue ? label(entry.toValue) : null;
  if (from && to) return `${what}: ${from} → ${to}`;
  if (to) return `${what}: ${to}`;
  return what;
}
