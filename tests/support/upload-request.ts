import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const tus = { 'tus-resumable': '1.0.0' };

/** A real JPEG of noise (which does not compress), big enough (~60 kB) to send in several chunks. */
export function incompressiblePhoto(): Promise<Buffer> {
  return sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Creates a resumable upload of `size` bytes; returns its media id (throws on a refusal). */
export async function createUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  size: number,
  options: { filename?: string; remoteAddress?: string } = {},
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tus,
      ...headers,
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from(options.filename ?? 'sunset.jpg').toString('base64')}`,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (created.statusCode !== 201) throw new Error(`upload refused: ${created.body}`);
  return String(created.headers.location).split('/').pop()!;
}

/** One PATCH of an upload's bytes from `offset`; the response, whatever it says. */
export function sendChunk(
  app: FastifyInstance,
  mediaId: string,
  offset: number,
  payload: Buffer | Readable,
  headers: Record<string, string>,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/uploads/${mediaId}`,
    headers: {
      ...tus,
      ...headers,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload,
  });
}

/** The offset the server holds for an upload (HEAD), or the status code when it answers otherwise. */
export async function uploadOffset(
  app: FastifyInstance,
  mediaId: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await app.inject({
    method: 'HEAD',
    url: `/api/uploads/${mediaId}`,
    headers: { ...tus, ...headers },
  });
  return response.statusCode === 200 ? Number(response.headers['upload-offset']) : response.statusCode;
}

/**
 * Uploads `file` through the resumable upload API (create, then PATCH in chunks); returns the
 * media id. `sendBytes` stops early, leaving the upload unfinished (0: created, nothing sent).
 */
export async function uploadMedia(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: Buffer,
  options: { chunkSize?: number; sendBytes?: number; filename?: string } = {},
): Promise<string> {
  const mediaId = await createUpload(app, headers, file.length, options);
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const end = options.sendBytes ?? file.length;
  for (let offset = 0; offset < end; offset += chunkSize) {
    const sent = await sendChunk(
      app,
      mediaId,
      offset,
      file.subarray(offset, Math.min(offset + chunkSize, end)),
      headers,
    );
    if (sent.statusCode !== 204) throw new Error(`chunk refused: ${sent.body}`);
  }
  return mediaId;
}
