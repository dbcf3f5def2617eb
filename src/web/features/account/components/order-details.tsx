import { CreditCard, Image as ImageIcon, MapPin, Palette, PenLine, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import type { OrderDetail } from '@shared/api/account';
import { isAddressCorrectable, isCancellable } from '@shared/api/order-progress';
import { afterSaleTexts } from '@shared/after-sale-texts';
import { transitLabel } from '@shared/arrive-by-texts';
import { cardStyles } from '@shared/creation-rules';
import { formatDate } from '@shared/format-date';
import { formatUsd, shippingOptions } from '@shared/pricing';
import { orderBadgeStatus, statusLabel } from '@/lib/status-display';
import { OrderPayment } from './order-payment';
import { OrderTexts } from './order-texts';
import { StatusBadge } from '@/components/ui/status-badge';
import { Detail, SectionCard } from '@/components/section-card';
import { OrderMemory } from '@/features/orders/components/order-memory';
import { ShipTo } from '@/features/orders/components/ship-to';
import { CancelOrder } from '@/features/orders/components/cancel-order';
import { GuaranteeClaim } from '@/features/orders/components/guarantee-claim';
import { OrderProgress } from '@/features/orders/components/order-progress';

function styleName(id: string): string {
  return cardStyles.find((style) => style.id === id)?.name ?? statusLabel(id);
}

/** The order at a glance: when, its status and what it cost. */
export function OrderHeadline({ order }: { order: OrderDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <StatusBadge status={orderBadgeStatus({ status: order.status, cancelledAt: order.progress.cancelledAt })} />
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
  const facts = { ...order, ...order.progress };
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {order.paidAt ? (
        <SectionCard title={afterSaleTexts.progressHeading} icon={MapPin} testId="order-progress">
          <OrderProgress order={order} />
          {isCancellable(facts) ? <CancelOrder orderId={order.id} /> : null}
          <GuaranteeClaim order={order} />
        </SectionCard>
      ) : null}
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
            {order.memoryUrl ? (
              <OrderMemory url={order.memoryUrl} kind={order.memoryKind} label={texts.memoryOf(order.orderNumber)} />
            ) : null}
            <div className="flex flex-col gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.description}</p>
              <p className="text-sm break-words whitespace-pre-line">{order.memoryDescription}</p>
            </div>
          </SectionCard>
        </div>
        <div className="flex flex-col gap-4 sm:gap-6">
          <SectionCard title={texts.shipping} icon={Truck}>
            <ShipTo
              shipping={order.shipping}
              awaitingApproval={order.status === 'pending'}
              {...(isAddressCorrectable({ ...order, ...order.progress }) ? { correctable: { orderId: order.id } } : {})}
            />
            <p className="text-sm text-muted-foreground">
              {shipping.name} ({transitLabel(order.shipping.address.country, order.shippingType)})
            </p>
          </SectionCard>
          <SectionCard title={texts.payment} icon={CreditCard}>
            <OrderPayment order={order} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
