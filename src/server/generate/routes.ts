import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateEndpoints } from '../../shared/api/generate-endpoints.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import type { MediaUploads } from '../media/media.js';
import { enforceRateLimits, type RateLimiter } from '../security/rate-limiter.js';
import { generateMessages, type GenerateDeps } from './generate-messages.js';
import { readGenerateForm } from './read-generate-form.js';

/**
 * Card options for a memory: multipart memory + memoryDescription + tone (+ previousOptions),
 * or the same fields as JSON with the mediaId of a finished resumable upload instead of the file.
 */
export const generateRoutes: FastifyPluginAsyncZod<
  GenerateDeps & { limiter: RateLimiter; uploads: MediaUploads }
> = async (app, deps) => {
  route(app, generateEndpoints.generateMessages, async (request) => {
    // Before a byte of the upload is read: anonymous callers cannot make us decode media.
    const user = requireUser(request);
    // Each call decodes media and may spend model tokens: a person needs a few, a script many.
    await enforceRateLimits({ limiter: deps.limiter }, [
      { key: `generate:user:${user.id}`, rule: rateLimits.generatePerUser },
    ]);
    const form = await readGenerateForm(request, { limits: deps.limits, uploads: deps.uploads });
    try {
      return await generateMessages(deps, form, request.log);
    } finally {
      await form.upload.dispose();
    }
  });
};
