import type { FastifyRequest } from 'fastify';
import { orderPayloadSchema, type OrderPayload } from '../../shared/api/orders.js';
import { cleanText } from '../../shared/api/text.js';
import { editedTextIssue } from '../../shared/card-text-rules.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { copyRequestUpload, type MediaUploads } from '../media/media.js';
import { translateMultipartError } from '../media/multipart-errors.js';
import type { MediaStore } from '../media/media-store.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';
import type { StoredMemory } from './place-order.js';

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0];
  if (!first) return orderServerMessages.invalidOrderData;
  // The editor shows this beside the text, so it reads as a sentence, not a field path.
  const edited = editedTextIssue(first);
  if (edited) return edited;
  const field = first.path.map(String).join('.');
  return field ? `Invalid order: ${field}: ${first.message}` : first.message;
}

/** The first message for each refused field by dotted path, as the error handler names a body's. */
function issueFields(error: {
  issues: { path: PropertyKey[]; message: string }[];
}): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

type OrderUpload = { payload: OrderPayload; upload: ReceivedUpload | null; fileName: string | null };

function parsePayload(json: unknown): OrderPayload {
  const parsed = orderPayloadSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', describeIssues(parsed.error), {}, issueFields(parsed.error));
  }
  return parsed.data;
}

/**
 * An order that names its memory by media id: the caller's finished upload is copied to a temp
 * file (checked by its bytes again), so the order keeps its own copy and the upload's expiry
 * cannot take the order's file with it. Someone else's media id is a 404.
 */
async function withUploadedMemory(
  request: FastifyRequest,
  uploads: MediaUploads,
  payload: OrderPayload,
): Promise<OrderUpload> {
  if (!payload.mediaId) return { payload, upload: null, fileName: null };
  return { payload, ...(await copyRequestUpload(request, uploads, payload.mediaId)) };
}

/**
 * Reads the body of create-with-payment: multipart with the `memoryFile` (checked by its bytes
 * and spooled to a temp file) and the `orderData` JSON, or (no file at all) the order as JSON,
 * or `orderData` alone, naming a finished upload by its `mediaId`. Nothing is stored until all
 * is valid.
 */
export async function readOrderUpload(request: FastifyRequest, uploads: MediaUploads): Promise<OrderUpload> {
  let upload: ReceivedUpload | null = null;
  let fileName: string | null = null;
  let orderData: string | undefined;
  if (!request.isMultipart()) {
    if (typeof request.body !== 'object' || request.body === null)
      throw new AppError('BAD_REQUEST', orderServerMessages.invalidOrderData);
    return withUploadedMemory(request, uploads, parsePayload(request.body));
  }
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'memoryFile' || upload) {
            part.file.resume();
            throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}"`);
          }
          upload = await receiveUpload(part.file);
          // Only shown back to people: a control character in it is dropped rather than refused.
          fileName = cleanText(part.filename).slice(0, 255) || null;
        } else if (part.fieldname === 'orderData') {
          orderData = String(part.value);
        }
      }
    } catch (error) {
      throw translateMultipartError(error);
    }
    if (orderData === undefined) throw new AppError('BAD_REQUEST', orderServerMessages.invalidOrderData);
    let json: unknown;
    try {
      json = JSON.parse(orderData);
    } catch {
      throw new AppError('BAD_REQUEST', 'orderData must be JSON text');
    }
    const payload = parsePayload(json);
    if (!payload.mediaId) return { payload, upload, fileName };
    if (upload) throw new AppError('BAD_REQUEST', uploadServerMessages.oneFileOnly);
    return await withUploadedMemory(request, uploads, payload);
  } catch (error) {
    await upload?.dispose();
    throw error;
  }
}

/** Moves a checked upload into the media store for good. */
export async function keepMemory(
  store: MediaStore,
  upload: ReceivedUpload,
  fileName: string | null,
): Promise<StoredMemory> {
  const key = await store.put({ path: upload.path }, upload.mime);
  return { key, mime: upload.mime, name: fileName ?? `memory.${upload.ext}`, size: upload.size };
}
