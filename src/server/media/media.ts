import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cleanText } from '../../shared/api/text.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { readDerived, type DerivedMedia } from './derived-media.js';
import type { MediaStore } from './media-store.js';
import { mediaTypeOfMime, type MediaType } from './media-types.js';
import { receiveUpload, type ReceivedUpload } from './receive-upload.js';
import { mediaUploads } from './schema.js';
import { sweepMediaUploads } from './sweep-media-uploads.js';
import { claimUploads, ownedBy, requestUploadCaller, uploadNotFound, type UploadCaller } from './upload-owner.js';
import { MediaUploadStore, type UploadStoreDeps } from './upload-store.js';

/**
 * The media room's public module: resumable uploads (tus under /api/uploads) and the media ids
 * they give the creation flow. Other rooms use uploads only through these functions; the table
 * (media/schema.ts) is this room's own.
 */
export { uploadRoutes, uploadsPath } from './upload-routes.js';
export { clientKeyHeader, requestUploadCaller, uploadCaller, type UploadCaller } from './upload-owner.js';
export { MediaUploadStore } from './upload-store.js';

/** A finished, checked upload the caller owns. */
export interface UploadedMedia extends MediaType {
  mediaId: string;
  storageKey: string;
  size: number;
  /** The name the browser gave, for showing back only. */
  fileName: string | null;
  /** What was made from it when it completed (derived-media.ts); null for uploads from before. */
  derived: DerivedMedia;
}

export interface MediaUploads {
  store: MediaUploadStore;
  /** Deletes expired uploads (the scheduled job). */
  sweep(): Promise<number>;
  /** The caller's finished upload; 404 when it is not theirs (or gone), 409 while it is still arriving. */
  find(caller: UploadCaller, mediaId: string): Promise<UploadedMedia>;
  /** A private temp copy of the caller's upload, checked by its bytes again; dispose of it after use. */
  copyToTemp(
    caller: UploadCaller,
    mediaId: string,
  ): Promise<ReceivedUpload & { media: UploadedMedia; keyFrame?: Buffer }>;
  /**
   * What was kept to show the upload back: the shown picture (a photo's copy, a video's frame)
   * and a video's clip. No picture for an upload from before they were kept: decode it then.
   */
  readShown(media: UploadedMedia): Promise<{ picture?: Buffer; clip?: Buffer }>;
}

/** A finished upload copied for one request, with the name the browser gave, cleaned for showing back. */
export interface RequestUpload {
  upload: ReceivedUpload & { media: UploadedMedia; keyFrame?: Buffer };
  fileName: string | null;
}

/**
 * How a request that names its memory by media id reads it (generate, orders, the card room):
 * the caller's own finished upload, copied to a private temp file and checked by its bytes
 * again. Someone else's id is the same 404 as a made-up one; one still arriving is a 409.
 */
export async function copyRequestUpload(
  request: FastifyRequest,
  uploads: MediaUploads,
  mediaId: string,
): Promise<RequestUpload> {
  const upload = await uploads.copyToTemp(requestUploadCaller(request), mediaId);
  const fileName = upload.media.fileName ? cleanText(upload.media.fileName).slice(0, 255) || null : null;
  return { upload, fileName };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createMediaUploads(deps: UploadStoreDeps & { mediaStore: MediaStore }): MediaUploads {
  const store = new MediaUploadStore(deps);

  async function find(caller: UploadCaller, mediaId: string): Promise<UploadedMedia> {
    await claimUploads(deps.db, deps.clock, caller);
    const owner = ownedBy(caller);
    if (!owner || !uuidPattern.test(mediaId)) throw uploadNotFound();
    const [row] = await deps.db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.id, mediaId), owner));
    if (!row) throw uploadNotFound();
    const type = row.mime ? mediaTypeOfMime(row.mime) : undefined;
    if (!row.storageKey || !type) throw new AppError('CONFLICT', uploadServerMessages.uploadNotReady);
    const fileName = row.metadata?.filename ?? row.metadata?.name ?? null;
    return {
      ...type,
      mediaId,
      storageKey: row.storageKey,
      size: row.size,
      fileName,
      derived: { frameKey: row.frameKey, previewKey: row.previewKey, clipKey: row.clipKey },
    };
  }

  return {
    store,
    sweep: () => sweepMediaUploads({ db: deps.db, clock: deps.clock, store }),
    find,
    async readShown(media) {
      const { frameKey, previewKey, clipKey } = media.derived;
      const picture = await readDerived(deps.mediaStore, media.kind === 'video' ? frameKey : previewKey);
      const clip = media.kind === 'video' ? await readDerived(deps.mediaStore, clipKey) : undefined;
      return { ...(picture ? { picture } : {}), ...(clip ? { clip } : {}) };
    },
    async copyToTemp(caller, mediaId) {
      const media = await find(caller, mediaId);
      const stored = await deps.mediaStore.open(media.storageKey);
      const upload = await receiveUpload(stored.stream, { limits: deps.limits });
      try {
        // preparePicture takes the stored frame instead of decoding the video again.
        const keyFrame = await readDerived(deps.mediaStore, media.derived.frameKey);
        return { ...upload, media, ...(keyFrame ? { keyFrame } : {}) };
      } catch (error) {
        await upload.dispose();
        throw error;
      }
    },
  };
}
