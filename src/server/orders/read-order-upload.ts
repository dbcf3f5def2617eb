import type { FastifyRequest } from 'fastify';
import { orderPayloadSchema, type OrderPayload } from '../../shared/api/orders.js';
import { cleanText } from '../../shared/api/text.js';
import { orderServerMessages } from '../../shared/checkout-messages.js';
import { AppError } from '../http/app-error.js';
import { translateMultipartError } from '../media/multipart-errors.js';
import type { MediaStore } from '../media/media-store.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';
import type { StoredMemory } from './place-order.js';

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0];
  if (!first) return orderServerMessages.invalidOrderData;
  const field = first.path.map(String).join('.');
  return field ? `Invalid order: ${field}: ${first.message}` : first.message;
}

/**
 * Reads the multipart body of create-with-payment: the `memoryFile` (checked by its bytes and
 * spooled to a temp file) and the `orderData` JSON. Nothing is stored until both are valid.
 */
export async function readOrderUpload(
  request: FastifyRequest,
): Promise<{ payload: OrderPayload; upload: ReceivedUpload | null; fileName: string | null }> {
  let upload: ReceivedUpload | null = null;
  let fileName: string | null = null;
  let orderData: string | undefined;
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', orderServerMessages.invalidOrderData);
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
    const parsed = orderPayloadSchema.safeParse(json);
    if (!parsed.success) throw new AppError('BAD_REQUEST', describeIssues(parsed.error));
    return { payload: parsed.data, upload, fileName };
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
