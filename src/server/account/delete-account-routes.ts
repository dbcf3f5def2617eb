import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionEndpoints } from '../../shared/api/account-deletion.js';
import type { AppServices } from '../app-services.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { deleteAccount } from './delete-account.js';

/** DELETE /api/account: the signed-in customer deletes their own account (see delete-account.ts). */
export const deleteAccountRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppServices, 'db' | 'clock'> }> = async (
  app,
  { deps },
) => {
  route(app, accountDeletionEndpoints.remove, async (request, reply) => {
    await deleteAccount(deps, requireUser(request), request.body.email);
    return reply.status(204).send();
  });
};
