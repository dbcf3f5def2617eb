import { useState } from 'react';
import { afterSaleTexts as texts } from '@shared/after-sale-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useCancelOrder } from '../api/after-sale';

/**
 * 'Cancel order' while the card is not yet printing, behind a confirmation that says the money
 * goes back in full: a cancellation is not undone.
 */
export function CancelOrder({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(orderId);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: texts.cancelledToast });
      },
      onError: (error) => {
        setOpen(false);
        toast({ variant: 'destructive', title: error instanceof ApiError ? error.message : texts.cancelButton });
      },
    });
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        {texts.cancelButton}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!cancel.isPending) setOpen(next);
        }}
        title={texts.cancelConfirmTitle}
        description={texts.cancelConfirmBody}
      >
        <DialogActions>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            {texts.cancelKeep}
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {texts.cancelConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
