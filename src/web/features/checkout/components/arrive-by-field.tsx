import { CalendarClock, Zap } from 'lucide-react';
import { useId } from 'react';
import { arriveByMessage, arriveByTexts } from '@shared/arrive-by-texts';
import type { ArriveByVerdict } from '@shared/delivery/arrive-by';
import { deliveryScreenTexts } from '@shared/delivery-texts';
import type { ShippingType } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { verdictAllows } from '../lib/validate-checkout';

/**
 * The optional arrive-by day (issue 19). The verdict is said as soon as a day is picked: when to
 * approve the design, or that only Express makes it (with a one-click switch), or why no
 * shipping can. A refused day's message becomes the field's error after a try to pay.
 */
export function ArriveByField({
  value,
  onChange,
  min,
  verdict,
  shippingType,
  canChooseExpress,
  onChooseExpress,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Today, 'YYYY-MM-DD'. */
  min: string;
  verdict: ArriveByVerdict | null;
  shippingType: ShippingType;
  /** Express is offered to the country and no plan forces standard. */
  canChooseExpress: boolean;
  onChooseExpress: () => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const statusId = useId();
  // Once Express is chosen, the express verdict reads as the plain approve-by sentence.
  const message =
    verdict?.kind === 'express' && shippingType === 'express'
      ? arriveByTexts.approveBy(verdict.approveBy, verdict.arriveBy)
      : verdict
        ? arriveByMessage(verdict)
        : null;
  const fine = verdictAllows(verdict, shippingType);
  const offerExpress = verdict?.kind === 'express' && shippingType !== 'express' && canChooseExpress;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        type="date"
        name="arriveBy"
        label={arriveByTexts.fieldLabel}
        hint={arriveByTexts.fieldHint}
        value={value}
        min={min}
        disabled={disabled}
        error={error}
        className="w-full sm:w-56"
        onChange={(event) => onChange(event.target.value)}
      />
      {/* Said live; after a refused try the same words are the field's error instead. */}
      <div id={statusId} role="status" aria-live="polite">
        {message && message !== error ? (
          <p
            data-testid="arrive-by-verdict"
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm',
              fine ? 'bg-muted text-foreground' : 'bg-destructive/10 text-destructive',
            )}
          >
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{message}</span>
          </p>
        ) : null}
      </div>
      {offerExpress ? (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          disabled={disabled}
          onClick={onChooseExpress}
        >
          <Zap aria-hidden />
          {deliveryScreenTexts.chooseExpress}
        </Button>
      ) : null}
    </div>
  );
}
