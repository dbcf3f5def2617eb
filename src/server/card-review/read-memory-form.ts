import type { FastifyRequest } from 'fastify';
import { cleanText, isSafeText, unsafeTextMessage } from '../../shared/api/text.js';
import { mediaIdSchema } from '../../shared/api/uploads.js';
import { creationMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { copyRequestUpload, type MediaUploads } from '../media/media.js';
import { translateMultipartError } from '../media/multipart-errors.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';
import type { CardDeps } from './card-deps.js';

interface MemoryForm {
  upload: ReceivedUpload;
  front: string | undefined;
  fileName: string | null;
}

function checkedFront(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const front = value.slice(0, 120);
  if (!isSafeText(front, { multiLine: true })) throw new AppError('BAD_REQUEST', `front: ${unsafeTextMessage}`);
  return front;
}

/** JSON `{ mediaId, front? }`: the caller's finished resumable upload instead of the file. */
async function readMemoryJson(
  request: FastifyRequest,
  uploads: MediaUploads,
  body: Record<string, unknown>,
): Promise<MemoryForm> {
  const front = checkedFront(body.front);
  const mediaId = mediaIdSchema.safeParse(body.mediaId);
  if (!mediaId.success) throw new AppError('NOT_FOUND', mediaId.error.issues[0]!.message);
  const { upload, fileName } = await copyRequestUpload(request, uploads, mediaId.data);
  return { upload, front, fileName };
}

/**
 * The card room's uploads (style previews, a new picture for a failed card): the `memory` file
 * streams to a checked temp file (415 not media, 413 too large); `front` is optional text for
 * the style previews. Parser errors are the shared 400. Or JSON naming a finished upload by its
 * mediaId (someone else's is a 404). The caller disposes of the upload.
 */
export async function readMemoryForm(
  request: FastifyRequest,
  deps: Pick<CardDeps, 'limits'> & { uploads?: MediaUploads },
): Promise<MemoryForm> {
  if (!request.isMultipart()) {
    if (deps.uploads && typeof request.body === 'object' && request.body !== null && 'mediaId' in request.body) {
      return readMemoryJson(request, deps.uploads, request.body as Record<string, unknown>);
    }
    throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  }
  let upload: ReceivedUpload | undefined;
  let front: string | undefined;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'front') front = checkedFront(part.value);
        continue;
      }
      if (part.fieldname !== 'memory' || upload || part.filename === '') {
        part.file.resume();
        continue;
      }
      upload = await receiveUpload(part.file, { limits: deps.limits });
      fileName = cleanText(part.filename).slice(0, 255) || null;
    }
  } catch (error) {
    await upload?.dispose();
    throw translateMultipartError(error);
  }
  if (!upload) throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  return { upload, front, fileName };
}
