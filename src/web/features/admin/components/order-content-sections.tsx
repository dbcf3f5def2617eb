import { Image as ImageIcon, PenLine, Truck } from 'lucide-react';
import { transitLabel } from '@shared/arrive-by-texts';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { shippingOptions } from '@shared/pricing';
import type { AdminOrderView } from '../api/get-admin-order';
import { customerName } from '../lib/admin-display';
import { styleName } from './order-design-section';
import { Detail, SectionCard, SubHeading } from '@/components/section-card';
import { OrderMemory } from '@/features/orders/components/order-memory';
import { ShipTo } from '@/features/orders/components/ship-to';

function capitalised(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

function ThreeTexts({ texts: card }: { texts: { front: string; inside: string; back: string } }) {
  return (
    <dl className="flex flex-col gap-3">
      {(
        [
          [texts.front, card.front],
          [texts.inside, card.inside],
          [texts.back, card.back],
        ] as const
      ).map(([label, text]) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-line">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The three texts the customer chose, the tone and the style; the other options behind a disclosure. */
export function CardTextSection({ order }: { order: AdminOrderView }) {
  const others = order.cardOptions.filter((_, index) => index !== order.selectedOption);
  return (
    <SectionCard title={texts.cardText} icon={PenLine} testId="order-texts">
      <ThreeTexts texts={order} />
      <dl>
        <Detail label={texts.tone}>{capitalised(order.selectedTone)}</Detail>
        <Detail label={texts.style}>{styleName(order.cardStyle)}</Detail>
      </dl>
      {others.length > 0 ? (
        <details className="rounded-md border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            {texts.otherOptions}{' '}
            <span className="font-normal text-muted-foreground">
              ({texts.chosenOption(order.selectedOption + 1, order.cardOptions.length)})
            </span>
          </summary>
          <ol className="mt-3 flex flex-col gap-4">
            {others.map((option, index) => (
              <li key={index}>
                <ThreeTexts texts={option} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </SectionCard>
  );
}

/** The customer's photo or video (a signed link the browser can load) and what they wrote about it. */
export function MemorySection({ order }: { order: AdminOrderView }) {
  return (
    <SectionCard title={texts.memory} icon={ImageIcon} testId="order-memory">
      {order.memoryUrl ? (
        <OrderMemory
          url={order.memoryUrl}
          kind={order.memoryKind}
          label={texts.memoryOf(order.orderNumber)}
          cappedVideo
        />
      ) : (
        <p className="text-sm text-muted-foreground">{texts.noMemory}</p>
      )}
      <div className="flex flex-col gap-1">
        <SubHeading>{texts.description}</SubHeading>
        <p className="text-sm break-words whitespace-pre-line">{order.memoryDescription}</p>
      </div>
      {order.memoryName ? (
        <dl>
          <Detail label={texts.fileName}>{order.memoryName}</Detail>
        </dl>
      ) : null}
    </SectionCard>
  );
}

/** Where it goes, how fast, and (once shipped) with whom. */
export function ShippingSection({ order }: { order: AdminOrderView }) {
  const speed = shippingOptions[order.shippingType];
  return (
    <SectionCard title={texts.shipping} icon={Truck} testId="order-shipping">
      <ShipTo shipping={order.shipping} awaitingApproval={order.status === 'pending'} admin />
      <p className="text-sm">
        <span className="font-medium">{customerName(order)}</span>
        <br />
        <a href={`mailto:${order.email}`} className="text-primary underline-offset-4 hover:underline">
          {order.email}
        </a>
      </p>
      <dl>
        <Detail label={texts.speed}>
          {speed.name} ({transitLabel(order.shipping.address.country, order.shippingType)})
        </Detail>
        {order.carrier ? <Detail label={texts.carrierLabel}>{order.carrier}</Detail> : null}
        {order.trackingNumber ? <Detail label={texts.trackingLabel}>{order.trackingNumber}</Detail> : null}
      </dl>
    </SectionCard>
  );
}
