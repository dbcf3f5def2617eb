import { Badge } from '@/components/ui/badge';
import { statusBadgeVariant, statusLabel } from '@/lib/status-display';

/** An order's, plan's or invoice's status, styled by the one badge rule. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} data-testid="status-badge" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
