import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminStatsSchema,
  planRefundRequestSchema,
  planRefundResponseSchema,
  refundRequestSchema,
  updateOrderStatusSchema,
} from './admin.js';
import { endpoint } from './endpoint.js';

const orderParams = z.object({ id: z.uuid({ message: 'Order not found' }) });
const savedOrderSchema = z.object({ order: adminOrderRowSchema });

/** The admin's API: every route checks the admin role on the server (401 signed out, 403 others). */
export const adminEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/api/orders',
    query: adminOrdersQuerySchema,
    response: adminOrdersPageSchema,
  }),
  stats: endpoint({ method: 'GET', path: '/api/orders/stats', response: adminStatsSchema }),
  order: endpoint({ method: 'GET', path: '/api/orders/:id', params: orderParams, response: adminOrderDetailSchema }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: '/api/orders/:id/status',
    params: orderParams,
    body: updateOrderStatusSchema,
    response: savedOrderSchema,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/orders/:id/refund',
    params: orderParams,
    body: refundRequestSchema,
    response: savedOrderSchema,
  }),
  planRefund: endpoint({
    method: 'POST',
    path: '/api/admin/plan-refunds',
    body: planRefundRequestSchema,
    response: planRefundResponseSchema,
  }),
};
