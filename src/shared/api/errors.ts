import { z } from 'zod';

/** Every error the API returns has this body; the spec's screens read `error` first. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
