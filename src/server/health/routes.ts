import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthResponse } from '../../shared/api/health.js';
import { healthEndpoints } from '../../shared/api/health-endpoints.js';
import { route } from '../http/route.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createDatabaseProbe } from './database-probe.js';

/** Load balancers poll this: 200 while the database answers, 503 as soon as it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; clock: Clock }> = async (
  app,
  { database, clock },
) => {
  const probe = createDatabaseProbe(database, clock);
  // The contract has no response schema on purpose (see there): HealthResponse types the body.
  route(app, healthEndpoints.health, async (request, reply) => {
    const result = await probe();
    void reply.header('cache-control', 'no-store');
    if (result.up) {
      const body: HealthResponse = {
        status: 'ok',
        database: { status: 'up', kind: database.kind, latencyMs: result.latencyMs },
      };
      return reply.send(body);
    }
    request.log.warn({ err: result.error }, 'health check: database unreachable');
    const body: HealthResponse = { status: 'unavailable', database: { status: 'down', kind: database.kind } };
    return reply.status(503).send(body);
  });
};
