import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '../../shared/api/upload-endpoints.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { route } from '../http/route.js';
import { enforceRateLimits, type RateLimiter } from '../security/rate-limiter.js';
import type { MediaLimits } from './media-limits.js';
import { shownPictureEdge } from './derived-media.js';
import { requestUploadCaller, type MediaUploads, type UploadCaller } from './media.js';
import { preparePicture } from './prepare-picture.js';

/** For an upload finished before its shown picture was kept: decode it, checked by its bytes again. */
async function decodeAgain(deps: PreviewDeps, caller: UploadCaller, mediaId: string): Promise<Buffer> {
  const upload = await deps.uploads.copyToTemp(caller, mediaId);
  try {
    const picture = await preparePicture(upload, {
      ffmpegPath: deps.ffmpegPath,
      limits: deps.limits,
      maxEdge: shownPictureEdge,
    });
    return picture.jpeg;
  } finally {
    await upload.dispose();
  }
}

interface PreviewDeps {
  uploads: MediaUploads;
  limiter: RateLimiter;
  ffmpegPath: string;
  limits?: MediaLimits;
}

/**
 * GET /api/uploads/:mediaId/preview: the owner's finished upload drawn as a small JPEG, with its
 * kind, name and size, so a reloaded options page shows the memory without the file (issue 16).
 * The owner is the signed-in customer or the browser's client key, as for the upload itself;
 * anyone else gets the same 404 as for an id that never existed.
 */
export const uploadPreviewRoutes: FastifyPluginAsyncZod<PreviewDeps> = async (app, deps) => {
  route(app, uploadEndpoints.preview, async (request, reply) => {
    const caller = requestUploadCaller(request);
    // Cheap now (the stored picture and clip), but an old upload's answer still copies and decodes it.
    const who = caller.userId ? `user:${caller.userId}` : `key:${caller.clientKeyHash ?? caller.ipHash}`;
    await enforceRateLimits({ limiter: deps.limiter }, [
      { key: `upload-preview:${who}`, rule: rateLimits.uploadPreviewsPerCaller },
    ]);
    const media = await deps.uploads.find(caller, request.params.mediaId);
    const shown = await deps.uploads.readShown(media);
    const picture = shown.picture ?? (await decodeAgain(deps, caller, media.mediaId));
    // The customer's own picture: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return {
      mediaId: media.mediaId,
      kind: media.kind,
      mime: media.mime,
      name: media.fileName,
      size: media.size,
      preview: `data:image/jpeg;base64,${picture.toString('base64')}`,
      clip: shown.clip ? `data:video/mp4;base64,${shown.clip.toString('base64')}` : null,
    };
  });
};
