import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';

/**
 * Every multipart route's parser errors, as the customer reads them. @fastify/multipart's own
 * limits are 413s; anything else busboy throws (a body cut short, a missing or unknown
 * boundary, a malformed part header, an aborted upload) means the body did not arrive whole,
 * which is a 400, never a 500. AppErrors (our own checks on the parts) pass through unchanged.
 */
export function translateMultipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.oneFileOnly);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.incompleteUpload);
  }
  return Object.assign(new AppError('BAD_REQUEST', uploadServerMessages.incompleteUpload), { cause: error });
}
