import { endpoint } from './endpoint.js';

export const healthEndpoints = {
  // No response schema: zod-checking every answer of an endpoint that monitors poll hard halved
  // its requests/s (npm run bench). The body is typed by HealthResponse instead.
  health: endpoint({ method: 'GET', path: '/api/health' }),
};
