import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderSummary } from '@shared/api/account';

/** The card's three texts as the customer chose them: front, inside and back. */
export function OrderTexts({ order }: { order: Pick<OrderSummary, 'front' | 'inside' | 'back'> }) {
  const parts = [
    [texts.front, order.front],
    [texts.inside, order.inside],
    [texts.back, order.back],
  ] as const;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {parts.map(([label, text]) => (
        <div key={label} className="flex flex-col gap-0.5 rounded-md bg-muted/60 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="break-words whitespace-pre-line">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
