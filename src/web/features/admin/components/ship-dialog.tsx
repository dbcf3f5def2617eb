import { useId, useState, type FormEvent } from 'react';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ShipDetails {
  carrier?: string;
  trackingNumber?: string;
}

function ShipForm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (details: ShipDetails) => void }) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const carrierId = useId();
  const trackingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ carrier: carrier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={carrierId}>{texts.carrier}</Label>
        <Input
          id={carrierId}
          value={carrier}
          maxLength={60}
          autoComplete="off"
          placeholder={texts.carrierPlaceholder}
          onChange={(event) => setCarrier(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={trackingId}>{texts.trackingNumber}</Label>
        <Input
          id={trackingId}
          value={trackingNumber}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit">{texts.markShipped}</Button>
      </DialogActions>
    </form>
  );
}

/** Choosing 'shipped' asks for the carrier and tracking number first; both may stay empty. */
export function ShipDialog({
  orderNumber,
  onCancel,
  onConfirm,
}: {
  orderNumber: string | null;
  onCancel: () => void;
  onConfirm: (details: ShipDetails) => void;
}) {
  return (
    <Dialog
      open={orderNumber !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={orderNumber ? texts.shipTitle(orderNumber) : ''}
      description={texts.shipDescription}
    >
      <ShipForm onCancel={onCancel} onConfirm={onConfirm} />
    </Dialog>
  );
}
