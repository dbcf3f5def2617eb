import { useState } from 'react';
import type { OrderShipping } from '@shared/api/account';
import { arriveByTexts } from '@shared/arrive-by-texts';
import { formatDate, formatDay } from '@shared/format-date';
import { orderShippingTexts as texts } from '@shared/order-shipping-texts';
import { Detail } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CorrectAddressForm } from './correct-address-form';

/**
 * Where an order's card goes: whom it is for, the envelope's lines in the country's order, and
 * the arrive-by date with, while the design still waits for approval, the deadline that makes
 * it. Moments show in the viewer's own zone. The admin also sees the courier's phone and the
 * dispatch-by date.
 */
export function ShipTo({
  shipping,
  awaitingApproval,
  admin,
  correctable,
}: {
  shipping: OrderShipping;
  awaitingApproval: boolean;
  /** The owner may still correct the address (until the card is printed): its order id. */
  correctable?: { orderId: string };
  /** The admin's view: the courier's phone and the dispatch-by date as well. */
  admin?: boolean;
}) {
  const [correcting, setCorrecting] = useState(false);
  if (correcting && correctable) {
    return <CorrectAddressForm orderId={correctable.orderId} shipping={shipping} onDone={() => setCorrecting(false)} />;
  }
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="ship-to">
      <p className="font-medium">{texts.sendingTo(shipping.name)}</p>
      <address className="not-italic" aria-label={texts.sendingTo(shipping.name)}>
        {shipping.lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      {awaitingApproval && shipping.approveBy && shipping.arriveBy ? (
        <p className="rounded-md bg-muted px-3 py-2" data-testid="approve-by">
          {arriveByTexts.approveBy(new Date(shipping.approveBy), shipping.arriveBy)}
        </p>
      ) : null}
      <dl>
        {shipping.arriveBy ? <Detail label={texts.arriveBy}>{formatDay(shipping.arriveBy)}</Detail> : null}
        {admin && shipping.phone ? <Detail label={texts.phone}>{shipping.phone}</Detail> : null}
        {admin && shipping.dispatchBy ? (
          <Detail label={arriveByTexts.dispatchByLabel}>
            <time dateTime={shipping.dispatchBy}>{formatDate(shipping.dispatchBy)}</time>
          </Detail>
        ) : null}
      </dl>
      {correctable ? (
        <div className="flex flex-col items-start gap-1">
          <Button type="button" variant="outline" size="sm" onClick={() => setCorrecting(true)}>
            {texts.correct}
          </Button>
          <p className="text-xs text-muted-foreground">{texts.correctHint}</p>
        </div>
      ) : null}
    </div>
  );
}
