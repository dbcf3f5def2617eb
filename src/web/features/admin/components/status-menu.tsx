import { ChevronDown, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { adminMessages } from '@shared/admin-messages';
import { orderStatuses } from '@shared/api/account';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { printAdminTexts } from '@shared/print-admin-texts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu-radio';
import { canMoveTo, orderStatusLabel } from '../lib/admin-display';

export interface StatusTarget {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  /** A cancelled order (by its customer, refunded) keeps its status for good. */
  cancelledAt?: string | null;
}

/** What a cancelled order shows instead of a menu: its status, greyed, and why. */
function CancelledStatus({ order }: { order: StatusTarget }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="outline"
        size="sm"
        className="w-36 justify-between"
        disabled
        aria-label={`${texts.statusOf(order.orderNumber)}: ${orderStatusLabel(order.status)}`}
        data-testid="status-menu"
        data-status={order.status}
      >
        {orderStatusLabel(order.status)}
        <ChevronDown aria-hidden />
      </Button>
      <span
        className="text-xs font-medium text-destructive"
        title={adminMessages.cancelledCannotMove}
        data-testid="order-cancelled"
      >
        {printAdminTexts.cancelled}
      </span>
    </div>
  );
}

/**
 * The status dropdown of one order: pending, processing, shipped, delivered ('completed' is
 * shown as it is, but not offered). An unpaid order can only stay pending, so the others are
 * greyed out with the reason.
 */
export function StatusMenu({
  order,
  pendingStatus,
  onChoose,
}: {
  order: StatusTarget;
  /** The status being saved, while it is. */
  pendingStatus: string | undefined;
  onChoose: (order: StatusTarget, status: string) => void;
}) {
  // Chosen in the menu, acted on once the menu has closed and given focus back to its button,
  // so a dialog opened for it (shipped) takes focus from there and gives it back there.
  const chosen = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  if (order.cancelledAt) return <CancelledStatus order={order} />;
  const saving = pendingStatus !== undefined;
  const shown = pendingStatus ?? order.status;
  const paid = order.paymentStatus === 'paid';
  return (
    // Not disabled while saving, which would drop a keyboard user's focus: it just does not open.
    <DropdownMenu open={open && !saving} onOpenChange={(next) => setOpen(next && !saving)}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="w-36 justify-between"
          aria-label={`${texts.statusOf(order.orderNumber)}: ${orderStatusLabel(shown)}`}
          data-testid="status-menu"
          data-status={shown}
          aria-busy={saving}
        >
          <span className="flex items-center gap-2">
            {pendingStatus ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {orderStatusLabel(shown)}
          </span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-44"
        onCloseAutoFocus={() => {
          const status = chosen.current;
          chosen.current = null;
          if (status && status !== order.status) onChoose(order, status);
        }}
      >
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {texts.statusOf(order.orderNumber)}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={order.status}
          onValueChange={(status) => {
            chosen.current = status;
          }}
        >
          {orderStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status} disabled={!canMoveTo(status, order.paymentStatus)}>
              {orderStatusLabel(status)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {paid ? null : (
          <p className="max-w-56 px-2 py-1.5 text-xs text-muted-foreground">{adminMessages.unpaidCannotMove}</p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
