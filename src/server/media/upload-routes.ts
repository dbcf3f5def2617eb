import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeForStatus } from '../../shared/api/errors.js';
import { uploadsPath } from '../../shared/api/uploads.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { checkUploadRoom } from './upload-caps.js';
import { assertOwnsUpload, claimUploads, requestUploadCaller, type UploadCaller } from './upload-owner.js';
import { createUploadLocker } from './upload-locker.js';
import type { MediaUploadStore, UploadStoreDeps } from './upload-store.js';
import { defaultMediaLimits } from './media-limits.js';

export { uploadsPath };

/** The tus protocol's body type for a chunk. */
const chunkType = 'application/offset+octet-stream';

interface UploadRoutesDeps extends Pick<UploadStoreDeps, 'db' | 'clock' | 'limits'> {
  store: MediaUploadStore;
  limiter: RateLimiter;
}

/** tus's own refusals (a wrong offset, a missing header) in the spec's error shape. */
function tusRefusal(status: number, body: string): AppError {
  if (status === 404 || status === 410) return new AppError('NOT_FOUND', uploadServerMessages.uploadNotFound);
  if (status === 409) return new AppError('CONFLICT', uploadServerMessages.uploadOffsetMismatch);
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooLarge);
  if (status >= 500) return new AppError('INTERNAL', 'The upload could not be saved. It will resume shortly.');
  return new AppError(errorCodeForStatus(status), body.trim() || uploadServerMessages.incompleteUpload);
}

function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // Only a chunk is streamed on; any other body was read by Fastify's own parsers already.
  const hasBody =
    headers.get('content-type') === chunkType && (request.method === 'PATCH' || request.method === 'POST');
  return new Request(`http://${request.hostname}${request.url}`, {
    method: request.method,
    headers,
    // The body streams from the socket to the partial file; Fastify's parser left it unread.
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The tus protocol under /api/uploads (decision 007): POST creates an upload and answers its
 * media id in Location, HEAD tells the offset to resume from, PATCH appends, DELETE cancels.
 * Every request names its caller (a signed-in customer, and/or an anonymous browser's client
 * key); another caller's media id is a 404 exactly like one that never existed.
 */
export async function uploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps): Promise<void> {
  const { store } = deps;
  const limits = deps.limits ?? defaultMediaLimits;
  /** Our own refusals, by request, so they reach the client in the spec's shape rather than tus's text. */
  const refusals = new WeakMap<Request, AppError>();
  /** The caller of each request tus sees, and the media id a POST is about to create. */
  const callers = new WeakMap<Request, UploadCaller>();

  const options: ServerOptions & { datastore: MediaUploadStore } = {
    path: uploadsPath,
    datastore: store,
    relativeLocation: true,
    maxSize: limits.videoMaxBytes,
    locker: createUploadLocker(deps.db),
    // Same-origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    namingFunction: (req) => {
      const id = randomUUID();
      const caller = callers.get(req);
      if (caller) store.expectCreation(id, caller);
      return id;
    },
    async onIncomingRequest(req, id) {
      const caller = callers.get(req);
      if (req.method === 'POST' || !caller) return;
      await assertOwnsUpload(deps.db, caller, id);
    },
    onResponseError(req, error) {
      if (error instanceof AppError) {
        refusals.set(req, error);
        return { status_code: error.statusCode, body: error.message };
      }
      return undefined;
    },
  };
  const tus = new Server(options);

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const caller = requestUploadCaller(request);
    if (!caller.userId && !caller.clientKeyHash) {
      throw new AppError('UNAUTHORIZED', 'Sign in, or send the client key your browser keeps, to upload.');
    }
    await claimUploads(deps.db, deps.clock, caller);
    if (request.method === 'POST') {
      await checkUploadRoom(deps, caller, Number(request.headers['upload-length']), limits);
    }
    const req = webRequest(request);
    callers.set(req, caller);
    const response = await tus.handleWeb(req);
    for (const [name, value] of response.headers) {
      if (name !== 'content-length') void reply.header(name, value);
    }
    const refusal = refusals.get(req);
    if (refusal) throw refusal;
    if (response.status >= 400) throw tusRefusal(response.status, await response.text());
    return reply.code(response.status).send(response.status === 204 ? undefined : await response.text());
  }

  await app.register(async (scope) => {
    // The chunk is the body: leave it unread for tus to stream to disk.
    scope.addContentTypeParser(chunkType, (_request, _payload, done) => done(null));
    scope.route({ method: ['POST', 'OPTIONS'], url: uploadsPath, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${uploadsPath}/:mediaId`, handler: handle });
  });
}
