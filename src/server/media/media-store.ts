import type { Readable } from 'node:stream';
import type { MediaMime } from './media-types.js';

export interface StoredMedia {
  stream: Readable;
  mime: MediaMime;
  size: number;
}

/**
 * Where a customer's memory is kept once they order: with the order, so it outlives the
 * creation session. The embedded implementation writes files under DATA_DIR/media
 * (local-media-store.ts); with S3_BUCKET set, the same keys go to S3-compatible object storage
 * (storage/s3-media-store.ts), so app instances stay stateless.
 *
 * Typical use: `receiveUpload(part.file)` checks and spools the upload, then
 * `put({ path: upload.path }, upload.mime)` keeps it and `upload.dispose()` cleans up.
 */
export interface MediaStore {
  /**
   * Stores a file and returns its key (opaque, URL-safe, ends in the type's extension). A temp
   * file is moved when it can be, not copied. Nothing half-written is ever visible under a key.
   */
  put(source: Readable | { path: string }, mime: MediaMime): Promise<string>;
  /** Opens a stored file; throws AppError NOT_FOUND for a key it does not hold. */
  open(key: string): Promise<StoredMedia>;
  /** Deletes a stored file; removing a key that is gone already is not an error. */
  remove(key: string): Promise<void>;
}
