import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '../../shared/api/health.js';
import type { Database } from '../db/database.js';

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Load balancers poll this: 200 while the database answers, 503 as soon as it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const started = performance.now();
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const body: HealthResponse = { status: 'ok', database: { status: 'up', kind: database.kind, latencyMs } };
        return reply.header('cache-control', 'no-store').send(body);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        const body: HealthResponse = { status: 'unavailable', database: { status: 'down', kind: database.kind } };
        return reply.status(503).header('cache-control', 'no-store').send(body);
      }
    },
  );
};
