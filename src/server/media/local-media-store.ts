import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/app-error.js';
import type { MediaStore, StoredMedia } from './media-store.js';
import { mediaNotFoundMessage, newMediaKey, parseMediaKey } from './media-keys.js';

/** Media kept as files under `root` (DATA_DIR/media): the embedded MediaStore. */
export function createLocalMediaStore(root: string): MediaStore {
  const fullPath = (key: string) => {
    parseMediaKey(key);
    return path.join(root, key);
  };

  async function moveInto(target: string, sourcePath: string): Promise<void> {
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system (the OS temp folder): copy beside the target, then rename into place.
      const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, target);
      } catch (copyError) {
        await rm(partial, { force: true });
        throw copyError;
      }
      await unlink(sourcePath);
    }
  }

  async function writeInto(target: string, source: Readable): Promise<void> {
    const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    async put(source, mime) {
      const key = newMediaKey(mime);
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Checked in this order because a file read stream has a `path` too, and must not be moved.
      if (source instanceof Readable) await writeInto(target, source);
      else await moveInto(target, source.path);
      return key;
    },

    async open(key): Promise<StoredMedia> {
      const { mime } = parseMediaKey(key);
      const handle = await open(fullPath(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new AppError('NOT_FOUND', mediaNotFoundMessage);
        throw error;
      });
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), mime, size };
    },

    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}
