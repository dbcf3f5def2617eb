import { useId, useState, type FormEvent } from 'react';
import { shipmentSchema } from '@shared/api/print-batches';
import { commonCarriers, printAdminTexts as texts } from '@shared/print-admin-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { issuesByField, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useMarkShipped } from '../api/mark-shipped';

const other = 'other';

/** One card's shipment: order number, a common carrier or another typed in, tracking number. */
function ShipmentForm({ onDone }: { onDone: () => void }) {
  const ship = useMarkShipped();
  const [orderNumber, setOrderNumber] = useState('');
  const [carrierChoice, setCarrierChoice] = useState<string>(commonCarriers[0]);
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = { order: useId(), carrier: useId(), other: useId(), tracking: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const carrier = carrierChoice === other ? otherCarrier : carrierChoice;
    const parsed = shipmentSchema.safeParse({ orderNumber, carrier, trackingNumber });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    ship.mutate(
      { shipments: [parsed.data] },
      {
        onSuccess: (result) => {
          toast({ title: texts.shippedCount(result.shipped.length) });
          onDone();
        },
        onError: (error) => {
          // A refused row comes back keyed 'row 1'; with one card, it is this form's.
          const fields = Object.values(serverFieldErrors(error) ?? {});
          toast({
            variant: 'destructive',
            title: texts.shipFailed,
            description: fields[0] ?? (error instanceof ApiError ? error.message : undefined),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.order}>{texts.orderNumber}</Label>
        <Input
          id={ids.order}
          value={orderNumber}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(errors.orderNumber)}
          aria-describedby={errors.orderNumber ? `${ids.order}-error` : undefined}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <FieldError id={`${ids.order}-error`} error={errors.orderNumber} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.carrier}>{texts.carrier}</Label>
        <NativeSelect id={ids.carrier} value={carrierChoice} onChange={(event) => setCarrierChoice(event.target.value)}>
          {commonCarriers.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier}
            </option>
          ))}
          <option value={other}>{texts.otherCarrier}</option>
        </NativeSelect>
      </div>
      {carrierChoice === other ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.other}>{texts.otherCarrierName}</Label>
          <Input
            id={ids.other}
            value={otherCarrier}
            maxLength={60}
            autoComplete="off"
            aria-invalid={Boolean(errors.carrier)}
            aria-describedby={errors.carrier ? `${ids.other}-error` : undefined}
            onChange={(event) => setOtherCarrier(event.target.value)}
          />
          <FieldError id={`${ids.other}-error`} error={errors.carrier} />
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.tracking}>{texts.trackingNumber}</Label>
        <Input
          id={ids.tracking}
          value={trackingNumber}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(errors.trackingNumber)}
          aria-describedby={errors.trackingNumber ? `${ids.tracking}-error` : undefined}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        <FieldError id={`${ids.tracking}-error`} error={errors.trackingNumber} />
      </div>
      <DialogActions>
        <Button variant="outline" disabled={ship.isPending} onClick={onDone}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? texts.shipping : texts.markShipped}
        </Button>
      </DialogActions>
    </form>
  );
}

/** 'Mark shipped' for one printed card: the form opens in a dialog, fresh each time. */
export function MarkShippedButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.markShipped}</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={texts.markShippedTitle}
        description={texts.markShippedDescription}
      >
        {open ? <ShipmentForm onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
