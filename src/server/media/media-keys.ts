import { randomUUID } from 'node:crypto';
import { AppError } from '../http/app-error.js';
import { mediaTypeOfExtension, mediaTypeOfMime, type MediaMime } from './media-types.js';

export const mediaNotFoundMessage = 'That file could not be found.';

/**
 * Keys look like `3f/3f2a…-….jpg`: a two-character shard keeps folders small. Every MediaStore
 * uses this one format, so rows written by one store stay readable when the store changes.
 */
const keyPattern = /^([0-9a-f]{2})\/\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{3,4})$/;

/** A fresh key for a file of type `mime`. */
export function newMediaKey(mime: MediaMime): string {
  const type = mediaTypeOfMime(mime);
  if (!type) throw new Error(`MediaStore.put: ${mime} is not an accepted media type`);
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}.${type.ext}`;
}

/** The type a key names; anything else (../, absolute paths, odd extensions) is a 404 before it reaches storage. */
export function parseMediaKey(key: string): { mime: MediaMime } {
  const match = keyPattern.exec(key);
  const type = match ? mediaTypeOfExtension(match[2]!) : undefined;
  if (!type) throw new AppError('NOT_FOUND', mediaNotFoundMessage);
  return { mime: type.mime };
}
