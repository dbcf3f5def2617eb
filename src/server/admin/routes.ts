import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrdersQuerySchema,
  planRefundRequestSchema,
  refundRequestSchema,
  updateOrderStatusSchema,
} from '../../shared/api/admin.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { toOrderDetail } from '../account/order-views.js';
import { requireAdmin } from '../auth/auth-plugin.js';
import { invoices, orders } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { AdminDeps } from './admin-deps.js';
import { orderHistory } from './audit.js';
import { listAdminOrders } from './list-orders.js';
import { computeOrderStats } from './order-stats.js';
import { refundOrder, refundPlan } from './refund-order.js';
import { updateOrderStatus } from './update-status.js';

const orderParams = z.object({ id: z.uuid({ message: 'Order not found' }) });

/** The admin's API: every route checks the admin role on the server (401 signed out, 403 others). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  app.get('/api/orders', { schema: { querystring: adminOrdersQuerySchema } }, (request) => {
    requireAdmin(request);
    return listAdminOrders(deps.db, request.query);
  });

  app.get('/api/orders/stats', (request) => {
    requireAdmin(request);
    return computeOrderStats(deps.db);
  });

  app.get('/api/orders/:id', { schema: { params: orderParams } }, async (request) => {
    requireAdmin(request);
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, request.params.id));
    if (!order) throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    const [invoice] = await deps.db
      .select({ refundedCents: invoices.refundedCents })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.paymentIntentId, order.paymentIntentId ?? '')));
    return {
      order: {
        ...toOrderDetail({ db: deps.db, secret: deps.secret, now: () => deps.clock.now() }, order),
        userId: order.userId,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        refundedAt: order.refundedAt?.toISOString() ?? null,
        refundedCents: invoice?.refundedCents ?? 0,
        memoryMime: order.memoryMime,
        memoryName: order.memoryName,
        cardOptions: order.cardOptions,
        selectedOption: order.selectedOption,
      },
      history: await orderHistory(deps.db, order.id),
    };
  });

  app.patch(
    '/api/orders/:id/status',
    { schema: { params: orderParams, body: updateOrderStatusSchema } },
    async (request) => ({
      order: await updateOrderStatus(deps, requireAdmin(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/orders/:id/refund',
    { schema: { params: orderParams, body: refundRequestSchema } },
    async (request) => ({
      order: await refundOrder(deps, requireAdmin(request), request.params.id, request.body.amountCents),
    }),
  );

  app.post('/api/admin/plan-refunds', { schema: { body: planRefundRequestSchema } }, (request) =>
    refundPlan(deps, requireAdmin(request), request.body),
  );
};
