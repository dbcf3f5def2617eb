import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrdersQuerySchema,
  planRefundRequestSchema,
  refundRequestSchema,
  updateOrderStatusSchema,
} from '../../shared/api/admin.js';
import { requireAdmin } from '../auth/auth-plugin.js';
import { refundPlan } from '../billing/billing.js';
import {
  computeOrderStats,
  getAdminOrderDetail,
  listAdminOrders,
  refundOrder,
  updateOrderStatus,
} from '../orders/orders.js';
import type { AdminDeps } from './admin-deps.js';

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

  app.get('/api/orders/:id', { schema: { params: orderParams } }, (request) => {
    requireAdmin(request);
    return getAdminOrderDetail({ db: deps.db, secret: deps.secret, now: () => deps.clock.now() }, request.params.id);
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
