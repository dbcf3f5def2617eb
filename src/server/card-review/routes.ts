import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardDesignEndpoints } from '../../shared/api/card-design-endpoints.js';
import { rateLimits } from '../../shared/auth-rules.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { requireUser } from '../auth/auth-plugin.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { preparePicture } from '../media/prepare-picture.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import type { CardDeps } from './card-deps.js';
import { cardFileKey } from './card-file-store.js';
import { resolveViewer } from './design-access.js';
import { designView } from './design-view.js';
import { createEditorPictures } from './editor-pictures.js';
import { orderFrontPicture, uploadFrontPicture } from './front-pictures.js';
import { readMemoryForm } from './read-memory-form.js';
import { requestUploadCaller, type MediaUploads } from '../media/media.js';
import { ownedFailedOrder, replaceFailedPicture } from './replace-picture.js';
import { cardFilePath, fileSignatureValid, mintReviewToken, readReviewToken } from './review-links.js';
import { approveDesign, requestDesignChange } from './review-actions.js';
import { fromBuffer, renderStylePreviews, stylePreviewSourceEdge } from '../card-renderer/card-renderer.js';

/** The card room's HTTP: the design of an order, its review actions, its files, and style previews. */
/** The editor's front pictures: an hour's budget, and a minute's so it is not spent in one burst (separate counters). */
const frontPictureLimits = (who: string) => [
  { key: `front-pictures:${who}`, rule: rateLimits.frontPicturesPerUser },
  { key: `front-pictures-burst:${who}`, rule: rateLimits.frontPicturesBurstPerUser },
];

export const cardRoutes: FastifyPluginAsyncZod<{
  deps: CardDeps;
  limiter: RateLimiter;
  /** Finished resumable uploads the style previews may name by media id. */
  uploads?: MediaUploads;
}> = async (app, { deps, limiter, uploads }) => {
  const pictures = createEditorPictures(deps);

  route(app, cardDesignEndpoints.design, async (request, reply) => {
    const { order, viewer } = await resolveViewer(
      deps,
      request.params.orderId,
      request.auth?.user ?? null,
      request.query.token,
    );
    void reply.header('cache-control', 'no-store');
    return designView(deps, order, viewer);
  });

  route(app, cardDesignEndpoints.approve, async (request) => {
    const { order, viewer } = await resolveViewer(
      deps,
      request.params.orderId,
      request.auth?.user ?? null,
      request.body.token,
    );
    await approveDesign(deps, order, viewer);
    return designView(deps, { ...order, status: order.status === 'pending' ? 'processing' : order.status }, viewer);
  });

  route(app, cardDesignEndpoints.change, async (request) => {
    const { token, ...change } = request.body;
    const { order, viewer } = await resolveViewer(deps, request.params.orderId, request.auth?.user ?? null, token);
    const revision = await requestDesignChange(deps, order, viewer, change);
    if (viewer.via !== 'link') return designView(deps, order, viewer);
    // The link just spent asked for this revision; its holder may act on it, as the new e-mail's may.
    const now = deps.clock.now();
    const nextToken = mintReviewToken(deps.secret, order.id, revision, now);
    const next = { ...viewer, token: readReviewToken(deps.secret, nextToken, order.id, now) };
    return designView(deps, order, next, { nextToken });
  });

  route(app, cardDesignEndpoints.cardFile, async (request, reply) => {
    const { orderId, revision, file } = request.params;
    if (!fileSignatureValid(deps.secret, cardFilePath(orderId, revision, file), request.query, deps.clock.now())) {
      throw new AppError('FORBIDDEN', 'This file link is not valid or has expired.');
    }
    const bytes = await deps.files.read(cardFileKey(orderId, revision, file));
    const pdf = file.endsWith('.pdf');
    return reply
      .type(pdf ? 'application/pdf' : 'image/webp')
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-disposition', pdf ? `attachment; filename="keepsake-card-r${revision}.pdf"` : 'inline')
      .send(bytes);
  });

  // A new picture for a design whose picture could not be decoded: the owner only, the same checks
  // as checkout. The file itself, or (from the web) its finished resumable upload by media id.
  route(app, cardDesignEndpoints.replacePicture, async (request) => {
    const user = requireUser(request);
    const order = await ownedFailedOrder(deps, request.params.orderId, user.id);
    const { upload, fileName } = await readMemoryForm(request, { ...deps, uploads });
    try {
      await replaceFailedPicture(deps, order, upload, fileName);
    } finally {
      await upload.dispose();
    }
    return designView(deps, order, { via: 'account', user });
  });

  route(app, cardDesignEndpoints.stylePreviews, async (request) => {
    // Before a byte of the upload is read: anonymous callers cannot make us decode media.
    const user = requireUser(request);
    // Each call decodes media and renders four styles: a person needs a few, a script many.
    await enforceRateLimits({ limiter }, [
      { key: `style-previews:user:${user.id}`, rule: rateLimits.stylePreviewsPerUser },
    ]);
    const { upload, front } = await readMemoryForm(request, { ...deps, uploads });
    try {
      // The same decode as generate's: 413 for too many pixels, 422 for bytes that do not decode.
      const small = await preparePicture(upload, {
        ffmpegPath: deps.ffmpegPath,
        limits: deps.limits,
        maxEdge: stylePreviewSourceEdge,
      });
      return await renderStylePreviews(await fromBuffer(small.jpeg), front);
    } finally {
      await upload.dispose();
    }
  });

  route(app, cardDesignEndpoints.frontPicture, async (request) => {
    const user = requireUser(request);
    await enforceRateLimits({ limiter }, frontPictureLimits(`user:${user.id}`));
    if (!uploads) throw new AppError('NOT_FOUND', uploadServerMessages.uploadNotFound);
    return uploadFrontPicture(pictures, uploads, requestUploadCaller(request), request.body);
  });

  route(app, cardDesignEndpoints.orderFrontPicture, async (request) => {
    const { token, ...choice } = request.body;
    const { order, viewer } = await resolveViewer(deps, request.params.orderId, request.auth?.user ?? null, token);
    // A link holder has no account: the order's picture is what they may ask for, so it is counted per order.
    const who = viewer.user ? `user:${viewer.user.id}` : `order:${order.id}`;
    await enforceRateLimits({ limiter }, frontPictureLimits(who));
    return orderFrontPicture(deps, pictures, order, choice);
  });
};
