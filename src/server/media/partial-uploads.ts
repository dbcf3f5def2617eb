import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of unfinished resumable uploads grow until the last one arrives. Embedded: one
 * file per upload under DATA_DIR/media/partial. With S3_BUCKET set, objects in the bucket
 * (storage/s3-partial-uploads.ts), because the next PATCH may reach another app instance.
 */
export interface PartialUploads {
  /** Begins upload `id`, empty. */
  create(id: string): Promise<void>;
  /** Stores the bytes of `chunk` at `offset`; rejects with the stream's error when it fails. */
  write(id: string, offset: number, chunk: Readable): Promise<void>;
  /**
   * Whether the bytes a failed write had received are kept (a file keeps them, so the client
   * resumes after them) or none are (an object is stored whole or not at all).
   */
  readonly keepsFailedWrites: boolean;
  /** The first `length` bytes (the caller knows that many are stored). */
  readHead(id: string, length: number): Promise<Buffer>;
  /**
   * The whole upload as a private file sharp and ffmpeg can read, to hand to `MediaStore.put`
   * (which may move it). `release` cleans up whatever is left of it; the stored bytes stay until
   * `remove`.
   */
  toFile(id: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Deletes the upload's bytes; an id with none is not an error. */
  remove(id: string): Promise<void>;
}

/** Each upload is one file under `dir`, written in place at each PATCH's offset. */
export function createLocalPartialUploads(dir: string): PartialUploads {
  const file = (id: string) => path.join(dir, id);
  return {
    keepsFailedWrites: true,
    async create(id) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(id), '', { flag: 'wx', mode: 0o600 });
    },
    async write(id, offset, chunk) {
      await pipeline(chunk, createWriteStream(file(id), { flags: 'r+', start: offset }));
    },
    async readHead(id, length) {
      const handle = await open(file(id), 'r');
      const head = Buffer.alloc(length);
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      return head;
    },
    // The partial file itself: the MediaStore moves it into place, and a failed completion leaves
    // it to be completed again.
    toFile: async (id) => ({ path: file(id), release: async () => {} }),
    async remove(id) {
      await rm(file(id), { force: true });
    },
  };
}
