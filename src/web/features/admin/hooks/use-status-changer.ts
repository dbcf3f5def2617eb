import { useMutationState } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminMessages } from '@shared/admin-messages';
import type { UpdateOrderStatus } from '@shared/api/admin';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { updateStatusKey, useUpdateOrderStatus } from '../api/update-order-status';
import type { ShipDetails } from '../components/ship-dialog';
import type { StatusTarget } from '../components/status-menu';

type Change = UpdateOrderStatus & { orderId: string };

/** Why a change failed, when the server said something an admin can act on (e.g. unpaid). */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.message : undefined;
}

/**
 * Status changes from the table or an order's page: shipped goes through the carrier dialog,
 * the others are sent at once; each answers with the spec's toast.
 */
export function useStatusChanger() {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState<StatusTarget | null>(null);
  const pending = useMutationState({
    filters: { mutationKey: updateStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as Change | undefined,
  });

  // The last failure's toast: a new attempt takes it away, so it is never read as that attempt's outcome.
  const failure = useRef<{ dismiss: () => void } | null>(null);

  function send(change: Change) {
    failure.current?.dismiss();
    failure.current = null;
    update.mutate(change, {
      onSuccess: () => toast(adminMessages.statusUpdated),
      onError: (error) => {
        failure.current = toast({
          variant: 'destructive',
          title: adminMessages.statusUpdateFailed,
          description: failureDetail(error),
        });
      },
    });
  }

  return {
    choose(order: StatusTarget, status: string) {
      if (status === order.status) return;
      if (status === 'shipped') setShipping(order);
      else send({ orderId: order.id, status: status as Change['status'] });
    },
    pendingStatus(orderId: string): string | undefined {
      return pending.findLast((change) => change?.orderId === orderId)?.status;
    },
    shipDialog: {
      orderNumber: shipping?.orderNumber ?? null,
      onCancel: () => setShipping(null),
      onConfirm: (details: ShipDetails) => {
        if (shipping) send({ orderId: shipping.id, status: 'shipped', ...details });
        setShipping(null);
      },
    },
  };
}
