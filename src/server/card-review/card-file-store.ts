import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/app-error.js';

/**
 * Where rendered card files live: page previews (WebP) and print PDFs. Embedded: files under
 * DATA_DIR/cards; with S3_BUCKET set, the same keys in S3-compatible storage
 * (storage/s3-card-file-store.ts), so app instances stay stateless.
 */
export interface CardFileStore {
  /** Writes a file whole, or not at all. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Reads a file; AppError NOT_FOUND when it is missing. */
  read(key: string): Promise<Buffer>;
}

/** `<order id>/r<revision>/<name>.<webp|pdf>` and nothing else reaches the disk. */
const keyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/r\d{1,4}\/[a-z][a-zA-Z]{0,20}\.(webp|pdf)$/;

/** Whether `key` is a card file key; every CardFileStore refuses anything else as a 404. */
export function isCardFileKey(key: string): boolean {
  return keyPattern.test(key);
}

export function cardFileKey(orderId: string, revision: number, file: string): string {
  const key = `${orderId}/r${revision}/${file}`;
  if (!keyPattern.test(key)) throw new Error(`not a card file key: ${key}`);
  return key;
}

export function createLocalCardFileStore(root: string): CardFileStore {
  const fullPath = (key: string) => {
    if (!isCardFileKey(key)) throw new AppError('NOT_FOUND', 'That file could not be found.');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
      try {
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      return readFile(fullPath(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new AppError('NOT_FOUND', 'That file could not be found.');
        throw error;
      });
    },
  };
}
