import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '../../shared/api/account-endpoints.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { requireUser } from '../auth/auth-plugin.js';
import type { AuthContext } from '../auth/auth.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { verifySignedPath } from '../security/signed-urls.js';
import type { MemoryFiles } from './memory-files.js';
import { getUserOrderDetail, listUserOrders, memoryPath } from '../orders/orders.js';
import { customerOrderViews } from '../after-sale/after-sale.js';
import { confirmEmailChange, requestEmailChange, updateProfile } from './profile.js';

/** The customer's own area: only ever the caller's data (another's order is a 404). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext; memoryFiles: MemoryFiles }> = async (
  app,
  { ctx, memoryFiles },
) => {
  const views = customerOrderViews(ctx);

  route(app, accountEndpoints.orders, (request) =>
    listUserOrders(views, requireUser(request).id, request.query.page, request.query.pageSize),
  );

  route(app, accountEndpoints.order, async (request) => ({
    order: await getUserOrderDetail(views, requireUser(request).id, request.params.orderId),
  }));

  // Reached from <img>/<video> tags, which cannot send a Bearer token: the signed link is the key.
  route(app, accountEndpoints.orderMemory, async (request, reply) => {
    const { orderId, variant } = request.params;
    if (!verifySignedPath(ctx.secret, memoryPath(orderId, variant), request.query, ctx.clock.now())) {
      throw new AppError('NOT_FOUND', orderServerMessages.orderNotFound);
    }
    void reply.header('cache-control', 'private, max-age=3600');
    if (variant === 'thumb') return reply.type('image/jpeg').send(await memoryFiles.thumbnail(orderId));
    if (variant === 'picture') return reply.type('image/jpeg').send(await memoryFiles.picture(orderId));
    const file = await memoryFiles.original(orderId);
    return reply.type(file.mime).header('content-length', String(file.size)).send(file.stream);
  });

  route(app, accountEndpoints.updateProfile, async (request) => ({
    user: await updateProfile(ctx, requireUser(request).id, request.body),
  }));

  route(app, accountEndpoints.requestEmailChange, (request) =>
    requestEmailChange(ctx, requireUser(request), request.body.newEmail, request.ip),
  );

  route(app, accountEndpoints.confirmEmailChange, (request) =>
    confirmEmailChange(ctx, requireUser(request), request.body.newEmail, request.body.code, request.ip),
  );
};
