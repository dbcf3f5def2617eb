import { z } from 'zod';
import { pageViewRecordSchema, pageViewRequestSchema } from './analytics.js';
import { pageViewRoute } from './analytics-routes.js';
import { endpoint } from './endpoint.js';

export const analyticsEndpoints = {
  pageView: endpoint({ ...pageViewRoute, body: pageViewRequestSchema, status: 204 }),
  /** Development only. */
  devPageViews: endpoint({
    method: 'GET',
    path: '/api/dev/page-views',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
    response: z.object({ pageViews: z.array(pageViewRecordSchema) }),
  }),
};
