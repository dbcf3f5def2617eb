import { Badge } from '@/components/ui/badge';
import { paymentStatusLabel, paymentStatusVariant } from '../lib/admin-display';

/** Whether the order was paid, refunded or failed; money problems stand out. */
export function PaymentBadge({ status }: { status: string }) {
  return (
    <Badge variant={paymentStatusVariant(status)} data-testid="payment-badge" data-status={status}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
