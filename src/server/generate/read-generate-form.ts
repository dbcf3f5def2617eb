import type { FastifyRequest } from 'fastify';
import { generateByMediaSchema, generateFieldsSchema, type GenerateFields } from '../../shared/api/generate.js';
import { creationMessages, uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import type { MediaLimits } from '../media/media-limits.js';
import { copyRequestUpload, type MediaUploads } from '../media/media.js';
import { translateMultipartError } from '../media/multipart-errors.js';
import { receiveUpload, type ReceivedUpload } from '../media/receive-upload.js';

export interface GenerateForm {
  upload: ReceivedUpload;
  fields: GenerateFields;
}

function parseFields(raw: Record<string, string>): GenerateFields {
  let previousOptions: unknown = [];
  if (raw.previousOptions !== undefined && raw.previousOptions.trim() !== '') {
    try {
      previousOptions = JSON.parse(raw.previousOptions);
    } catch {
      throw new AppError('BAD_REQUEST', uploadServerMessages.previousOptionsInvalid);
    }
  }
  const parsed = generateFieldsSchema.safeParse({
    memoryDescription: raw.memoryDescription,
    tone: raw.tone,
    previousOptions,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.path[0] === 'previousOptions')
    throw new AppError('BAD_REQUEST', uploadServerMessages.previousOptionsInvalid);
  throw new AppError('BAD_REQUEST', issue.message);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The JSON form: the memory was uploaded already and is named by its media id. The caller's own
 * finished upload is copied to a private temp file (checked by its bytes again on the way), so
 * the rest of generation is the same as for a multipart file. Someone else's id is a 404.
 */
async function readGenerateJson(request: FastifyRequest, uploads: MediaUploads): Promise<GenerateForm> {
  const parsed = generateByMediaSchema.safeParse(request.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'previousOptions')
      throw new AppError('BAD_REQUEST', uploadServerMessages.previousOptionsInvalid);
    if (issue.path[0] === 'mediaId') throw new AppError('NOT_FOUND', issue.message);
    throw new AppError('BAD_REQUEST', issue.message);
  }
  const { mediaId, ...fields } = parsed.data;
  const { upload } = await copyRequestUpload(request, uploads, mediaId);
  return { upload, fields };
}

/**
 * Reads POST /api/generate-messages: the `memory` file streams to a checked temp file as it
 * arrives (never into memory), the text fields are collected, then both are validated. A body
 * without a `memory` file, or with an empty file choice, is the spec's 'No file uploaded'.
 * The caller owns the upload and must dispose of it.
 */
export async function readGenerateForm(
  request: FastifyRequest,
  options: { limits?: MediaLimits; uploads?: MediaUploads } = {},
): Promise<GenerateForm> {
  if (!request.isMultipart()) {
    if (options.uploads && isObject(request.body) && 'mediaId' in request.body) {
      return readGenerateJson(request, options.uploads);
    }
    throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
  }
  let upload: ReceivedUpload | undefined;
  const raw: Record<string, string> = {};
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') raw[part.fieldname] = part.value;
          continue;
        }
        // A file input left empty still sends a part: no name, no bytes.
        if (part.fieldname !== 'memory' || upload || part.filename === '') {
          part.file.resume();
          if (part.fieldname === 'memory' && upload)
            throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.oneFileOnly);
          continue;
        }
        upload = await receiveUpload(part.file, { limits: options.limits });
      }
    } catch (error) {
      throw translateMultipartError(error);
    }
    if (!upload) throw new AppError('BAD_REQUEST', creationMessages.noFileUploaded);
    return { upload, fields: parseFields(raw) };
  } catch (error) {
    await upload?.dispose();
    throw error;
  }
}
