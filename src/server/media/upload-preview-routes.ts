import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '../../shared/api/upload-endpoints.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { route } from '../http/route.js';
import { enforceRateLimits, type RateLimiter } from '../security/rate-limiter.js';
import type { MediaLimits } from './media-limits.js';
import { requestUploadCaller, type MediaUploads } from './media.js';
import { preparePicture } from './prepare-picture.js';

interface PreviewDeps {
  uploads: MediaUploads;
  limiter: RateLimiter;
  ffmpegPath: string;
  limits?: MediaLimits;
}

/** Large enough for the options page's thumbnail and style previews, small enough for storage. */
const previewEdge = 1200;

/**
 * GET /api/uploads/:mediaId/preview: the owner's finished upload drawn as a small JPEG, with its
 * kind, name and size, so a reloaded options page shows the memory without the file (issue 16).
 * The owner is the signed-in customer or the browser's client key, as for the upload itself;
 * anyone else gets the same 404 as for an id that never existed.
 */
export const uploadPreviewRoutes: FastifyPluginAsyncZod<PreviewDeps> = async (app, deps) => {
  route(app, uploadEndpoints.preview, async (request, reply) => {
    const caller = requestUploadCaller(request);
    // Each answer copies and decodes the file (a video's frame through ffmpeg): a few per card.
    const who = caller.userId ? `user:${caller.userId}` : `key:${caller.clientKeyHash ?? caller.ipHash}`;
    await enforceRateLimits({ limiter: deps.limiter }, [
      { key: `upload-preview:${who}`, rule: rateLimits.uploadPreviewsPerCaller },
    ]);
    // Checked by its bytes again on the way, like every other reader of a media id.
    const upload = await deps.uploads.copyToTemp(caller, request.params.mediaId);
    try {
      const picture = await preparePicture(upload, {
        ffmpegPath: deps.ffmpegPath,
        limits: deps.limits,
        maxEdge: previewEdge,
      });
      // The customer's own picture: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return {
        mediaId: upload.media.mediaId,
        kind: upload.media.kind,
        mime: upload.media.mime,
        name: upload.media.fileName,
        size: upload.media.size,
        preview: `data:image/jpeg;base64,${picture.jpeg.toString('base64')}`,
      };
    } finally {
      await upload.dispose();
    }
  });
};
