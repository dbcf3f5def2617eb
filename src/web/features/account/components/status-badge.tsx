import { Badge } from '@/components/ui/badge';
import { statusBadgeVariant, statusLabel } from '../lib/account-display';

/** An order's, plan's or invoice's status, styled by the spec's badge rule. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} data-testid="status-badge" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
