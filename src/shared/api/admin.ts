import { z } from 'zod';
import { shippingTypes } from '../pricing.js';
import { orderDetailSchema, orderStatuses, paymentStatuses, subscriptionStatuses } from './account.js';
import { emailField } from './auth.js';
import { singleLine } from './text.js';

/** dispatchBy puts orders without a dispatch-by date last, whichever the direction. */
export const adminSortFields = ['createdAt', 'total', 'status', 'customer', 'dispatchBy'] as const;
export type AdminSortField = (typeof adminSortFields)[number];

// GET /api/orders: the admin's table, filtered, searched, sorted and paged on the server.
export const adminOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(orderStatuses).optional(),
  payment: z.enum(paymentStatuses).optional(),
  /** Name, e-mail or order number. */
  q: singleLine().trim().max(100).optional(),
  sort: z.enum(adminSortFields).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  totalCents: z.number().int(),
  /** The spec's totalPrice: dollars with 2 decimals ("12.99"). */
  totalPrice: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  selectedTone: z.string(),
  coveredByPlan: z.boolean(),
  planPurchased: z.string().nullable(),
  shippingType: z.enum(shippingTypes),
  /** When the card must leave the print site (ISO instant); null until one is known. */
  dispatchBy: z.string().nullable(),
  /** When the customer cancelled it before printing (and was refunded); its status no longer moves. */
  cancelledAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  total: z.number().int(),
  /** True when a search matched more than `total` (1,000) orders: show "1,000+". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** GET /api/orders/stats. The README defines each figure; money is in cents. */
export const adminStatsSchema = z.object({
  totalOrders: z.number().int(),
  totalRevenueCents: z.number().int(),
  pendingCount: z.number().int(),
  averageOrderValueCents: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// PATCH /api/orders/:id/status
export const updateOrderStatusSchema = z.object({
  status: z.enum(orderStatuses, { message: 'Unknown status: use pending, processing, shipped or delivered.' }),
  carrier: singleLine().trim().max(60).optional(),
  trackingNumber: singleLine().trim().max(80).optional(),
});
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  note: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// GET /api/orders/:id (admin): everything about one order.
export const adminOrderDetailSchema = z.object({
  order: orderDetailSchema.extend({
    userId: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    refundedAt: z.string().nullable(),
    /** Given back so far; the refundable rest is totalCents minus this. */
    refundedCents: z.number().int(),
    memoryMime: z.string().nullable(),
    memoryName: z.string().nullable(),
    cardOptions: z.array(z.object({ front: z.string(), inside: z.string(), back: z.string() })),
    selectedOption: z.number().int(),
  }),
  history: z.array(auditEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// POST /api/orders/:id/refund (the rest of the payment unless an amount is given)
export const refundRequestSchema = z.object({ amountCents: z.number().int().positive().optional() });

// POST /api/admin/plan-refunds: the latest payment of a plan bought on its own (no order)
export const planRefundRequestSchema = refundRequestSchema.extend({ email: emailField() });
export const planRefundResponseSchema = z.object({
  invoiceId: z.string(),
  refundedCents: z.number().int(),
  planStatus: z.enum(subscriptionStatuses),
});
export type PlanRefundResponse = z.infer<typeof planRefundResponseSchema>;
