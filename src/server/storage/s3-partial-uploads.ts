import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { PartialUploads } from '../media/partial-uploads.js';
import { makeTempFolder } from '../temp-folders.js';
import { uploadObject, type Bucket } from './s3-objects.js';

const uploadsPrefix = 'uploads/';
/** Offsets are zero-padded so the bucket lists an upload's parts in byte order. */
const offsetDigits = 15;

interface Part {
  key: string;
  offset: number;
  size: number;
}

/**
 * Unfinished uploads in the bucket: each PATCH's bytes become one object
 * `uploads/<id>/<offset>`, so the next PATCH may reach any app instance. An object is stored
 * whole or not at all: a dropped PATCH leaves nothing for its chunk, and the upload's offset
 * (media_uploads.received) stays at what the bucket really holds.
 */
export function createS3PartialUploads(bucket: Bucket): PartialUploads {
  const folder = (id: string) => `${uploadsPrefix}${id}/`;

  async function parts(id: string): Promise<Part[]> {
    const found: Part[] = [];
    let token: string | undefined;
    do {
      const page = await bucket.client.send(
        new ListObjectsV2Command({ Bucket: bucket.name, Prefix: folder(id), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const offset = Number(object.Key!.slice(folder(id).length));
        if (Number.isSafeInteger(offset)) found.push({ key: object.Key!, offset, size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.offset - b.offset);
  }

  /** Part `part`'s bytes, the first `length` of them when given. */
  async function readPart(part: Part, length?: number) {
    const range = length === undefined ? undefined : `bytes=0-${length - 1}`;
    const object = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.name, Key: part.key, ...(range ? { Range: range } : {}) }),
    );
    // In Node.js the SDK's body is an http.IncomingMessage, a Readable.
    return object.Body as NodeJS.ReadableStream;
  }

  return {
    keepsFailedWrites: false,
    // Nothing to make: an upload with no parts is an empty one.
    async create() {},

    async write(id, offset, chunk) {
      const key = `${folder(id)}${String(offset).padStart(offsetDigits, '0')}`;
      try {
        await uploadObject(bucket, key, chunk);
      } catch (error) {
        // A failed upload may have stopped reading; the request must not hang on a full buffer.
        chunk.destroy();
        throw error;
      }
    },

    async readHead(id, length) {
      const head = Buffer.alloc(length);
      for (const part of await parts(id)) {
        if (part.offset >= length || part.size === 0) continue;
        const wanted = Math.min(part.size, length - part.offset);
        let at = part.offset;
        for await (const chunk of await readPart(part, wanted)) {
          const bytes = chunk as Buffer;
          at += bytes.copy(head, at);
        }
      }
      return head;
    },

    async toFile(id) {
      const dir = await makeTempFolder('upload');
      const file = path.join(dir, 'upload');
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await writeFile(file, '', { mode: 0o600 });
        // Each part at its own offset, in order: a byte sent again (the last one, when completing
        // was retried) overwrites the earlier copy, as it does in the local partial file.
        for (const part of await parts(id)) {
          if (part.size === 0) continue;
          await pipeline(await readPart(part), createWriteStream(file, { flags: 'r+', start: part.offset }));
        }
      } catch (error) {
        await release();
        throw error;
      }
      return { path: file, release };
    },

    async remove(id) {
      const found = await parts(id);
      // DeleteObjects takes at most 1,000 keys at a time.
      for (let start = 0; start < found.length; start += 1000) {
        const result = await bucket.client.send(
          new DeleteObjectsCommand({
            Bucket: bucket.name,
            Delete: { Objects: found.slice(start, start + 1000).map(({ key }) => ({ Key: key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
  };
}
