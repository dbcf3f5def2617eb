import type { FastifyRequest } from 'fastify';
import { cleanText, isSafeText, unsafeTextMessage } from '../../shared/api/text.js';
import { creationMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { translateMultipartError } from '../media/multipart-errors.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';
import type { CardDeps } from './card-deps.js';

/**
 * The card room's uploads (style previews, a new picture for a failed card): the `memory` file
 * streams to a checked temp file (415 not media, 413 too large); `front` is optional text for
 * the style previews. Parser errors are the shared 400. The caller disposes of the upload.
 */
export async function readMemoryForm(
  request: FastifyRequest,
  deps: Pick<CardDeps, 'limits'>,
): Promise<{ upload: ReceivedUpload; front: string | undefined; fileName: string | null }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  let upload: ReceivedUpload | undefined;
  let front: string | undefined;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'front' && typeof part.value === 'string') {
          front = part.value.slice(0, 120);
          if (!isSafeText(front, { multiLine: true })) throw new AppError('BAD_REQUEST', `front: ${unsafeTextMessage}`);
        }
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
