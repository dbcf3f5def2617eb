import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';

/**
 * A refund button behind a confirmation that says what goes back to whom: money is not undone.
 * The toasts hang on the promise, not on per-call mutate callbacks, because a successful refund
 * usually replaces the button (and with it this component) before those callbacks would run.
 */
export function RefundConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending,
  onConfirm,
  refunded,
  failedTitle,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  /** Starts the refund; typically a mutation's mutateAsync. */
  onConfirm: () => Promise<unknown>;
  refunded: { title: string; description?: string };
  failedTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const confirm = () =>
    void onConfirm().then(
      () => {
        setOpen(false);
        toast(refunded);
      },
      (error: unknown) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: failedTitle,
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!pending) setOpen(next);
        }}
        title={title}
        description={description}
      >
        <DialogActions>
          <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
