import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { uploadsPath } from './uploads.js';

/**
 * A finished upload shown back to its owner after a reload (issue 16): the tab keeps only the
 * media id, so the options page asks for a picture to show and draw the style previews from.
 * The file itself stays on the server; generation and the order name it by its media id.
 */
export const uploadPreviewSchema = z.object({
  mediaId: z.string(),
  kind: z.enum(['photo', 'video']),
  /** The checked type of the stored file (not the preview's). */
  mime: z.string(),
  /** The name the browser gave, for showing back only; null when it sent none. */
  name: z.string().nullable(),
  size: z.number().int().nonnegative(),
  /** The photo, or a frame of the video, upright and scaled down: a `data:image/jpeg;base64,` URL. */
  preview: z.string().startsWith('data:image/jpeg;base64,'),
  /** A video's first seconds, silent and small (`data:video/mp4;base64,`); null for a photo or an older upload. */
  clip: z.string().startsWith('data:video/mp4;base64,').nullable(),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

export const uploadEndpoints = {
  // Same ownership rule as the tus routes: another caller's id, an expired one or a made-up one
  // is the same 404; still arriving is a 409. Sends the client key header as the upload did.
  preview: endpoint({
    method: 'GET',
    path: `${uploadsPath}/:mediaId/preview`,
    params: z.object({ mediaId: z.string().max(64) }),
    response: uploadPreviewSchema,
  }),
};
