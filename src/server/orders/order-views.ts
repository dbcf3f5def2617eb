import { accountEndpoints } from '../../shared/api/account-endpoints.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderDetail, OrderShipping, OrderSummary, OrdersPage } from '../../shared/api/account.js';
import { formatAddressLines } from '../../shared/addresses/format-address-lines.js';
import { orderAddress } from './order-address.js';
import type { AdminOrderDetail } from '../../shared/api/admin.js';
import type { GuaranteeClaim } from '../../shared/api/after-sale.js';
import { guaranteeClaimableUntil, type OrderProgress } from '../../shared/api/order-progress.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import type { Db } from '../db/database.js';
import { orderRefundedCents, orderRefunds } from '../billing/billing.js';
import { orders, type OrderRow } from './schema.js';
import { AppError } from '../http/app-error.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import { signPath } from '../security/signed-urls.js';
import { toAmountString } from '../../shared/pricing.js';
import { parcelTrackingUrl } from '../../shared/tracking.js';
import { orderHistory } from './order-history.js';

/** What an order's card says now, when the customer changed it after paying (the card room knows). */
export interface CardWording {
  style: string;
  front: string;
  inside: string;
  back: string;
}

export interface OrderViewDeps {
  db: Db;
  secret: string;
  now: () => Date;
  /**
   * The latest revision of each order's card, by order id. The orders table keeps what was
   * ordered; a change request after payment makes a new revision in the card room, and every
   * view of the order must show that one.
   */
  latestCards: (orderIds: string[]) => Promise<Map<string, CardWording>>;
  /** The order's money-back guarantee claim (the after-sale room keeps them); none when absent. */
  guaranteeClaim?: (orderId: string) => Promise<GuaranteeClaim | null>;
}

/** Signed links to an order's memory last an hour: long enough for a page, short enough to leak little. */
const LINK_LIFETIME_MS = 60 * 60 * 1000;

type MemoryVariant = 'thumb' | 'picture' | 'original';

export function memoryPath(orderId: string, variant: MemoryVariant): string {
  return endpointPath(accountEndpoints.orderMemory, { orderId, variant });
}

/** A signed link to the order's memory (an hour), or null for an order without one. */
export function memoryLink(
  deps: Pick<OrderViewDeps, 'secret' | 'now'>,
  order: Pick<OrderRow, 'id' | 'memoryKey'>,
  variant: MemoryVariant,
): string | null {
  if (!order.memoryKey) return null;
  return signPath(deps.secret, memoryPath(order.id, variant), new Date(deps.now().getTime() + LINK_LIFETIME_MS));
}

function toOrderSummary(deps: OrderViewDeps, order: OrderRow, card: CardWording | undefined): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalCents: order.amountCents,
    totalPrice: toAmountString(order.amountCents),
    coveredByPlan: order.coveredByPlan,
    planPurchased: order.planPurchased,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    selectedTone: order.tone,
    cardStyle: card?.style ?? order.cardStyle,
    front: card?.front ?? order.cardFront,
    inside: card?.inside ?? order.cardInside,
    back: card?.back ?? order.cardBack,
    thumbnailUrl: memoryLink(deps, order, 'thumb'),
    cancelledAt: instant(order.cancelledAt),
  };
}

/** Where the card goes, as the customer's and the admin's order views show it. */
export function orderShipping(order: OrderRow): OrderShipping {
  const address = orderAddress(order);
  return {
    sendTo: order.sendTo,
    name: order.shipName,
    address,
    phone: order.phone,
    lines: formatAddressLines(address),
    arriveBy: order.arriveBy,
    approveBy: order.approveBy?.toISOString() ?? null,
    dispatchBy: order.dispatchBy?.toISOString() ?? null,
  };
}

async function toOrderDetail(deps: OrderViewDeps, order: OrderRow): Promise<OrderDetail> {
  const cards = await deps.latestCards([order.id]);
  return {
    ...toOrderSummary(deps, order, cards.get(order.id)),
    shippingType: order.shippingType,
    shipping: orderShipping(order),
    streetAddress: order.streetAddress,
    city: order.city,
    state: order.state,
    zipCode: order.postalCode,
    memoryDescription: order.memoryDescription,
    memoryUrl: memoryLink(deps, order, 'original'),
    memoryKind: order.memoryMime ? (mediaTypeOfMime(order.memoryMime)?.kind ?? null) : null,
    cardPriceCents: order.cardPriceCents,
    shippingCents: order.shippingCents,
    paidAt: order.paidAt?.toISOString() ?? null,
    progress: orderProgress(order),
    refunds: await orderRefunds(deps.db, order.id, order.paymentIntentId),
    guarantee: {
      claimableUntil: instant(guaranteeClaimableUntil(order.deliveredAt)),
      claim: (await deps.guaranteeClaim?.(order.id)) ?? null,
    },
  };
}

const instant = (moment: Date | null) => moment?.toISOString() ?? null;

/** The steps after payment and the parcel's tracking, as the order page shows them. */
export function orderProgress(order: OrderRow): OrderProgress {
  return {
    approvedAt: instant(order.approvedAt),
    printStartedAt: instant(order.printStartedAt),
    printedAt: instant(order.printedAt),
    shippedAt: instant(order.shippedAt),
    deliveredAt: instant(order.deliveredAt),
    cancelledAt: instant(order.cancelledAt),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: parcelTrackingUrl(order),
  };
}

/** GET /api/user/orders: the caller's orders, newest first, a page at a time. */
export async function listUserOrders(
  deps: OrderViewDeps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<OrdersPage> {
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const cards = await deps.latestCards(rows.map((row) => row.id));
  return {
    orders: rows.map((row) => toOrderSummary(deps, row, cards.get(row.id))),
    page,
    pageSize,
    total: totals?.total ?? 0,
  };
}

/** Any order, by id (the admin, the card workflow); undefined when there is none. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** GET /api/orders/:id: everything the admin sees of one order, with its history. */
export async function getAdminOrderDetail(deps: OrderViewDeps, orderId: string): Promise<AdminOrderDetail> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
  return {
    order: {
      ...(await toOrderDetail(deps, order)),
      userId: order.userId,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      refundedCents: await orderRefundedCents(deps.db, order.id, order.paymentIntentId),
      memoryMime: order.memoryMime,
      memoryName: order.memoryName,
      cardOptions: order.cardOptions,
      selectedOption: order.selectedOption,
    },
    history: await orderHistory(deps.db, order.id),
  };
}

/** GET /api/user/orders/:id: one of the caller's orders, as their account shows it. */
export async function getUserOrderDetail(deps: OrderViewDeps, userId: string, orderId: string): Promise<OrderDetail> {
  return toOrderDetail(deps, await findUserOrder(deps.db, userId, orderId));
}

/** One of the caller's orders; another customer's is a 404, never its data. */
export async function findUserOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
  return row;
}
