import { z } from 'zod';
import { orderDetailSchema } from './account.js';
import {
  adminGuaranteeClaimResponseSchema,
  adminGuaranteeClaimsSchema,
  guaranteeClaimRequestSchema,
} from './after-sale.js';
import { endpoint } from './endpoint.js';

const orderParams = z.object({ orderId: z.uuid({ message: 'Order not found' }) });
const claimParams = z.object({ id: z.uuid({ message: 'Claim not found' }) });
const orderResponse = z.object({ order: orderDetailSchema });

/** The customer's (owner only) and the admin's after-sale routes. */
export const afterSaleEndpoints = {
  cancelOrder: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/cancel',
    params: orderParams,
    response: orderResponse,
  }),
  claimGuarantee: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/guarantee-claim',
    params: orderParams,
    body: guaranteeClaimRequestSchema,
    response: orderResponse,
    status: 201,
  }),
  /** Open claims first, then the refunded ones (newest first). */
  adminClaims: endpoint({ method: 'GET', path: '/api/admin/guarantee-claims', response: adminGuaranteeClaimsSchema }),
  refundClaim: endpoint({
    method: 'POST',
    path: '/api/admin/guarantee-claims/:id/refund',
    params: claimParams,
    response: adminGuaranteeClaimResponseSchema,
  }),
};
