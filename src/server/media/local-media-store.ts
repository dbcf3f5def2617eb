import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/app-error.js';
import type { MediaStore, StoredMedia } from './media-store.js';
import { mediaTypeOfExtension, mediaTypeOfMime, type MediaMime } from './media-types.js';

const mediaNotFoundMessage = 'That file could not be found.';

/** Keys look like `3f/3f2a…-….jpg`: a two-character shard keeps folders small. */
const keyPattern = /^([0-9a-f]{2})\/\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{3,4})$/;

function parseKey(key: string): { relative: string; mime: MediaMime } {
  const match = keyPattern.exec(key);
  const type = match ? mediaTypeOfExtension(match[2]!) : undefined;
  // Anything else (../, absolute paths, odd extensions) is refused before it touches the disk.
  if (!type) throw new AppError('NOT_FOUND', mediaNotFoundMessage);
  return { relative: key, mime: type.mime };
}

/** Media kept as files under `root` (DATA_DIR/media): the embedded MediaStore. */
export function createLocalMediaStore(root: string): MediaStore {
  const fullPath = (key: string) => path.join(root, parseKey(key).relative);

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
      const type = mediaTypeOfMime(mime);
      if (!type) throw new Error(`MediaStore.put: ${mime} is not an accepted media type`);
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}.${type.ext}`;
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Checked in this order because a file read stream has a `path` too, and must not be moved.
      if (source instanceof Readable) await writeInto(target, source);
      else await moveInto(target, source.path);
      return key;
    },

    async open(key): Promise<StoredMedia> {
      const { mime } = parseKey(key);
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
