import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveDesignRequestSchema,
  changeDesignRequestSchema,
  designViewSchema,
  linkTokenSchema,
  stylePreviewsSchema,
} from '../../shared/api/card-design.js';
import { creationMessages } from '../../shared/creation-messages.js';
import { requireUser } from '../auth/auth-plugin.js';
import { AppError } from '../http/app-error.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';
import type { CardDeps } from './card-deps.js';
import { cardFileKey } from './card-file-store.js';
import { resolveViewer } from './design-access.js';
import { designView } from './design-view.js';
import { fileSignatureValid } from './review-links.js';
import { approveDesign, requestDesignChange } from './review-actions.js';
import { openSourcePicture } from './source-picture.js';
import { renderStylePreviews } from './style-previews.js';

const orderParams = z.object({ orderId: z.uuid() });
const fileNames = ['front.webp', 'insideLeft.webp', 'insideRight.webp', 'back.webp', 'card.pdf'] as const;

/** POST /api/style-previews: the `memory` file streams to a checked temp file; `front` is optional text. */
async function readStylePreviewForm(request: FastifyRequest, deps: CardDeps) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  let upload: ReceivedUpload | undefined;
  let front: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'front' && typeof part.value === 'string') front = part.value.slice(0, 120);
        continue;
      }
      if (part.fieldname !== 'memory' || upload || part.filename === '') {
        part.file.resume();
        continue;
      }
      upload = await receiveUpload(part.file, { limits: deps.limits });
    }
  } catch (error) {
    await upload?.dispose();
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', creationMessages.processingError);
  }
  if (!upload) throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  return { upload, front };
}

/** The card room's HTTP: the design of an order, its review actions, its files, and style previews. */
export const cardRoutes: FastifyPluginAsyncZod<{ deps: CardDeps }> = async (app, { deps }) => {
  app.get(
    '/api/orders/:orderId/design',
    {
      schema: {
        params: orderParams,
        querystring: z.object({ token: linkTokenSchema.optional() }),
        response: { 200: designViewSchema },
      },
    },
    async (request, reply) => {
      const { order, viewer } = await resolveViewer(
        deps,
        request.params.orderId,
        request.auth?.user ?? null,
        request.query.token,
      );
      void reply.header('cache-control', 'no-store');
      return designView(deps, order, viewer);
    },
  );

  app.post(
    '/api/orders/:orderId/design/approve',
    { schema: { params: orderParams, body: approveDesignRequestSchema, response: { 200: designViewSchema } } },
    async (request) => {
      const { order, viewer } = await resolveViewer(
        deps,
        request.params.orderId,
        request.auth?.user ?? null,
        request.body.token,
      );
      await approveDesign(deps, order, viewer);
      return designView(deps, { ...order, status: order.status === 'pending' ? 'processing' : order.status }, viewer);
    },
  );

  app.post(
    '/api/orders/:orderId/design/change',
    { schema: { params: orderParams, body: changeDesignRequestSchema, response: { 200: designViewSchema } } },
    async (request) => {
      const { token, ...change } = request.body;
      const { order, viewer } = await resolveViewer(deps, request.params.orderId, request.auth?.user ?? null, token);
      await requestDesignChange(deps, order, viewer, change);
      return designView(deps, order, viewer);
    },
  );

  app.get(
    '/api/card-files/:orderId/:revision/:file',
    {
      schema: {
        params: orderParams.extend({ revision: z.coerce.number().int().min(1).max(9999), file: z.enum(fileNames) }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { orderId, revision, file } = request.params;
      const path = `/api/card-files/${orderId}/${revision}/${file}`;
      if (!fileSignatureValid(deps.secret, path, request.query.exp, request.query.sig, deps.clock.now())) {
        throw new AppError('FORBIDDEN', 'This file link is not valid or has expired.');
      }
      const bytes = await deps.files.read(cardFileKey(orderId, revision, file));
      const pdf = file.endsWith('.pdf');
      return reply
        .type(pdf ? 'application/pdf' : 'image/webp')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', pdf ? `attachment; filename="keepsake-card-r${revision}.pdf"` : 'inline')
        .send(bytes);
    },
  );

  app.post('/api/style-previews', { schema: { response: { 200: stylePreviewsSchema } } }, async (request) => {
    // Before a byte of the upload is read: anonymous callers cannot make us decode media.
    requireUser(request);
    const { upload, front } = await readStylePreviewForm(request, deps);
    try {
      const type = mediaTypeOfMime(upload.mime)!;
      const source = await openSourcePicture(
        { path: upload.path, mime: type.mime, kind: type.kind },
        { ffmpegPath: deps.ffmpegPath, maxPixels: deps.limits?.imageMaxPixels, videoMaxEdge: 1024 },
      );
      return await renderStylePreviews(source, front);
    } finally {
      await upload.dispose();
    }
  });
};
