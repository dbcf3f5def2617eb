import type { FastifyInstance } from 'fastify';

const tus = { 'tus-resumable': '1.0.0' };

/**
 * Uploads `file` through the resumable upload API (create, then PATCH in chunks); returns the
 * media id. `chunks: 0` creates the upload and sends nothing.
 */
export async function uploadMedia(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: Buffer,
  options: { chunkSize?: number; sendBytes?: number } = {},
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tus,
      ...headers,
      'upload-length': String(file.length),
      'upload-metadata': 'filename c3Vuc2V0LmpwZw==',
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
