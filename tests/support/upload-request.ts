import type { FastifyInstance } from 'fastify';

const tus = { 'tus-resumable': '1.0.0' };

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
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tus,
      ...headers,
      'upload-length': String(file.length),
      'upload-metadata': `filename ${Buffer.from(options.filename ?? 'sunset.jpg').toString('base64')}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`upload refused: ${created.body}`);
  const mediaId = String(created.headers.location).split('/').pop()!;
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const end = options.sendBytes ?? file.length;
  for (let offset = 0; offset < end; offset += chunkSize) {
    const sent = await app.inject({
      method: 'PATCH',
      url: `/api/uploads/${mediaId}`,
      headers: {
        ...tus,
        ...headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: file.subarray(offset, Math.min(offset + chunkSize, end)),
    });
    if (sent.statusCode !== 204) throw new Error(`chunk refused: ${sent.body}`);
  }
  return mediaId;
}
