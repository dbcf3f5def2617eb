import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewRecordSchema, pageViewRequestSchema } from '../../shared/api/analytics.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { listRecentPageViews, recordPageView } from './record-page-view.js';

export const analyticsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  clock: Clock;
  limiter: RateLimiter;
}> = async (app, { database, clock, limiter }) => {
  app.post('/api/analytics/pageview', { schema: { body: pageViewRequestSchema } }, async (request, reply) => {
    // Anyone may post here without signing in: one client must not be able to fill the table.
    await enforceRateLimits({ limiter }, [{ key: `pageview:ip:${request.ip}`, rule: rateLimits.pageViewsPerClient }]);
    await recordPageView(database.db, request.body, clock.now());
    return reply.status(204).send();
  });
};

/** Development only: lets a developer (and the end-to-end tests) see what was recorded. */
export const devAnalyticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/dev/page-views',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: z.object({ pageViews: z.array(pageViewRecordSchema) }) },
      },
    },
    async (request) => ({ pageViews: await listRecentPageViews(database.db, request.query.limit) }),
  );
};
