import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEndpoints } from '../../shared/api/analytics-endpoints.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { route } from '../http/route.js';
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
  route(app, analyticsEndpoints.pageView, async (request, reply) => {
    // Anyone may post here without signing in: one client must not be able to fill the table.
    await enforceRateLimits({ limiter }, [{ key: `pageview:ip:${request.ip}`, rule: rateLimits.pageViewsPerClient }]);
    await recordPageView(database.db, request.body, clock.now());
    return reply.status(204).send();
  });
};

/** Development only: lets a developer (and the end-to-end tests) see what was recorded. */
export const devAnalyticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  route(app, analyticsEndpoints.devPageViews, async (request) => ({
    pageViews: await listRecentPageViews(database.db, request.query.limit),
  }));
};
