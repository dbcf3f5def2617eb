import { CreditCard, Image as ImageIcon, Palette, PenLine, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderDetail } from '@shared/api/account';
import { cardStyles } from '@shared/creation-rules';
import { formatDate } from '@shared/format-date';
import { formatUsd, plans, shippingOptions } from '@shared/pricing';
import { statusLabel } from '../lib/account-display';
import { OrderTexts } from './order-texts';
import { StatusBadge } from './status-badge';
import { Detail, SectionCard } from '@/components/section-card';

function styleName(id: string): string {
  return cardStyles.find((style) => style.id === id)?.name ?? statusLabel(id);
}

function Memory({ order }: { order: OrderDetail }) {
  if (!order.memoryUrl) return null;
  const label = texts.memoryOf(order.orderNumber);
  return order.memoryKind === 'video' ? (
    <video
      src={order.memoryUrl}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className="w-full rounded-md bg-black"
    />
  ) : (
    <img src={order.memoryUrl} alt={label} className="max-h-96 w-full rounded-md bg-muted object-contain" />
  );
}

/** The order at a glance: when, its status and what it cost. */
export function OrderHeadline({ order }: { order: OrderDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <StatusBadge status={order.status} />
      <span>
        {texts.ordered} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </span>
      <span className="font-semibold tabular-nums">{formatUsd(order.totalCents)}</span>
    </div>
  );
}

/**
 * One order's details: the memory and the card's words, the design (the card-design feature's
 * preview and approval, passed in as `design`), where it ships, and what was paid.
 */
export function OrderDetails({ order, design }: { order: OrderDetail; design: ReactNode }) {
  const shipping = shippingOptions[order.shippingType];
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <SectionCard title={texts.designHeading} icon={Palette} testId="order-design">
        {design}
      </SectionCard>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4 sm:gap-6">
          <SectionCard title={texts.cardText} icon={PenLine}>
            <OrderTexts order={order} />
            <dl>
              <Detail label={texts.tone}>{statusLabel(order.selectedTone)}</Detail>
              <Detail label={texts.style}>{styleName(order.cardStyle)}</Detail>
            </dl>
          </SectionCard>
          <SectionCard title={texts.yourMemory} icon={ImageIcon}>
            <Memory order={order} />
            <div className="flex flex-col gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.description}</p>
              <p className="text-sm break-words whitespace-pre-line">{order.memoryDescription}</p>
            </div>
          </SectionCard>
        </div>
        <div className="flex flex-col gap-4 sm:gap-6">
          <SectionCard title={texts.shipping} icon={Truck}>
            <address className="text-sm not-italic">
              <span className="font-medium">
                {order.firstName} {order.lastName}
              </span>
              <br />
              {order.streetAddress}
              <br />
              {order.city}, {order.state} {order.zipCode}
              <br />
              <span className="text-muted-foreground">{order.email}</span>
            </address>
            <p className="text-sm text-muted-foreground">
              {shipping.name} ({shipping.days})
            </p>
          </SectionCard>
          <SectionCard title={texts.payment} icon={CreditCard}>
            <dl>
              {order.planPurchased ? (
                <Detail label={plans[order.planPurchased].name}>
                  {formatUsd(plans[order.planPurchased].priceCents)}
                </Detail>
              ) : null}
              <Detail label={texts.cardPrice}>
                {order.coveredByPlan ? texts.coveredByPlan : formatUsd(order.cardPriceCents)}
              </Detail>
              <Detail label={texts.shippingCost}>
                {order.shippingCents === 0 ? texts.free : formatUsd(order.shippingCents)}
              </Detail>
              <Detail label={texts.total}>{formatUsd(order.totalCents)}</Detail>
              <Detail label={texts.paidOn}>{order.paidAt ? formatDate(order.paidAt) : texts.notPaid}</Detail>
            </dl>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
