import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { occasionEndpoints } from '../../shared/api/occasions-endpoints.js';
import type { AppServices } from '../app-services.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import { readOccasionCard } from './occasion-cards.js';
import { addOccasion, deleteOccasion, listAllOccasions, listOccasions, updateOccasion } from './occasions.js';

/** A recipient's occasions: each route reads and writes the caller's recipients' only. */
export const occasionRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppServices, 'db' | 'clock' | 'secret'> }> = async (
  app,
  { deps },
) => {
  route(app, occasionEndpoints.listAll, (request) => listAllOccasions(deps, requireUser(request).id));

  route(app, occasionEndpoints.list, (request) => listOccasions(deps, requireUser(request).id, request.params.id));

  route(app, occasionEndpoints.create, async (request, reply) => {
    const occasion = await addOccasion(deps, requireUser(request).id, request.params.id, request.body);
    void reply.status(201);
    return { occasion };
  });

  route(app, occasionEndpoints.update, async (request) => ({
    occasion: await updateOccasion(
      deps,
      requireUser(request).id,
      request.params.id,
      request.params.occasionId,
      request.body,
    ),
  }));

  route(app, occasionEndpoints.remove, async (request, reply) => {
    await deleteOccasion(deps, requireUser(request).id, request.params.id, request.params.occasionId);
    return reply.status(204).send();
  });

  // Public: the signed token from the reminder e-mail is the proof.
  route(app, occasionEndpoints.card, (request) => readOccasionCard(deps, request.query.token));
};
