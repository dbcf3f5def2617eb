import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nonnegative().optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
