import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterSaleEndpoints } from '../../shared/api/after-sale-endpoints.js';
import { requireAdmin, requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import type { AfterSaleDeps } from './after-sale-deps.js';
import { listAdminClaims, refundClaim } from './admin-claims.js';
import { cancelOrder } from './cancel-order.js';
import { claimGuarantee } from './claim-guarantee.js';

/** Cancelling and guarantee claims (the order's owner only; another's order is a 404), and the admin's claims. */
export const afterSaleRoutes: FastifyPluginAsyncZod<{ deps: AfterSaleDeps }> = async (app, { deps }) => {
  route(app, afterSaleEndpoints.cancelOrder, async (request) => ({
    order: await cancelOrder(deps, requireUser(request), request.params.orderId),
  }));

  route(app, afterSaleEndpoints.claimGuarantee, async (request, reply) => {
    const order = await claimGuarantee(deps, requireUser(request), request.params.orderId, request.body.reason);
    void reply.status(201);
    return { order };
  });

  route(app, afterSaleEndpoints.adminClaims, async (request) => {
    requireAdmin(request);
    return { claims: await listAdminClaims(deps.db) };
  });

  route(app, afterSaleEndpoints.refundClaim, async (request) => ({
    claim: await refundClaim(deps, requireAdmin(request), request.params.id),
  }));
};
