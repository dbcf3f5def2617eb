import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipientEndpoints } from '../../shared/api/recipients-endpoints.js';
import type { AppServices } from '../app-services.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { addRecipient, deleteRecipient, listRecipients, updateRecipient } from './recipients.js';

/** The address book at /account/addresses: each route reads and writes the caller's recipients only. */
export const recipientRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppServices, 'db' | 'clock'> }> = async (
  app,
  { deps },
) => {
  route(app, recipientEndpoints.list, (request) => listRecipients(deps, requireUser(request).id));

  route(app, recipientEndpoints.create, async (request, reply) => {
    const recipient = await addRecipient(deps, requireUser(request).id, request.body);
    void reply.status(201);
    return { recipient };
  });

  route(app, recipientEndpoints.update, async (request) => ({
    recipient: await updateRecipient(deps, requireUser(request).id, request.params.id, request.body),
  }));

  route(app, recipientEndpoints.remove, async (request, reply) => {
    await deleteRecipient(deps, requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
};
