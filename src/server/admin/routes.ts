import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints } from '../../shared/api/admin-endpoints.js';
import { requireAdmin } from '../auth/auth-plugin.js';
import { refundPlan } from '../billing/billing.js';
import { route } from '../http/route.js';
import {
  computeOrderStats,
  getAdminOrderDetail,
  listAdminOrders,
  refundOrder,
  updateOrderStatus,
} from '../orders/orders.js';
import { customerOrderViews } from '../after-sale/after-sale.js';
import type { AdminDeps } from './admin-deps.js';

/** The admin's API: every route checks the admin role on the server (401 signed out, 403 others). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  route(app, adminEndpoints.orders, (request) => {
    requireAdmin(request);
    return listAdminOrders(deps.db, request.query);
  });

  route(app, adminEndpoints.stats, (request) => {
    requireAdmin(request);
    return computeOrderStats(deps.db);
  });

  route(app, adminEndpoints.order, (request) => {
    requireAdmin(request);
    return getAdminOrderDetail(customerOrderViews(deps), request.params.id);
  });

  route(app, adminEndpoints.updateStatus, async (request) => ({
    order: await updateOrderStatus(deps, requireAdmin(request), request.params.id, request.body),
  }));

  route(app, adminEndpoints.refund, async (request) => ({
    order: await refundOrder(deps, requireAdmin(request), request.params.id, {
      amountCents: request.body.amountCents,
    }),
  }));

  route(app, adminEndpoints.planRefund, (request) => refundPlan(deps, requireAdmin(request), request.body));
};
