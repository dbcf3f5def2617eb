import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { eq } from 'drizzle-orm';
import { cleanText } from '../../shared/api/text.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { defaultMediaLimits, type MediaLimits } from './media-limits.js';
import type { MediaStore } from './media-store.js';
import type { PartialUploads } from './partial-uploads.js';
import { mediaTypeOfMime, sniffBytes, sniffMediaType, type MediaType } from './media-types.js';
import { removeDerivedMedia, shownPictureEdge, storeDerivedMedia } from './derived-media.js';
import { keyFrameEdge, preparePicture, type PreparedPicture } from './prepare-picture.js';
import { makePreviewClip } from './video-clip.js';
import { mediaUploads, type MediaUploadRow } from './schema.js';
import type { UploadCaller } from './upload-owner.js';

export interface UploadStoreDeps {
  db: Db;
  clock: Clock;
  mediaStore: MediaStore;
  /** Where unfinished uploads grow (a file under DATA_DIR/media/partial, or the bucket). */
  partials: PartialUploads;
  limits?: MediaLimits;
  ffmpegPath: string;
  /** Told when a video's preview clip could not be made (the upload is kept without it). */
  onClipFailure?: (error: unknown) => void;
}

/**
 * The client's Upload-Metadata, kept only as far as it is shown back: the file name and type,
 * without control characters (PostgreSQL's jsonb refuses NUL) and of sane length.
 */
function keptMetadata(metadata: Upload['metadata']): Record<string, string> | null {
  const kept: Record<string, string> = {};
  for (const name of ['filename', 'filetype'] as const) {
    const value = metadata?.[name];
    if (typeof value === 'string' && cleanText(value).trim()) kept[name] = cleanText(value).slice(0, 255);
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** Refuses a size too large for the type the first bytes named. */
function sizeRefusal(type: MediaType, size: number, limits: MediaLimits): AppError | undefined {
  if (type.kind === 'photo' && size > limits.imageMaxBytes)
    return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.imageTooLarge);
  if (type.kind === 'video' && size > limits.videoMaxBytes)
    return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooLarge);
  return undefined;
}

/**
 * Holds back the first few kilobytes of an upload until file-type has named them, so a renamed
 * executable is refused with the first chunk, before anything past its head reaches the disk.
 * Later bytes pass straight through and are counted.
 */
class HeadGate extends Transform {
  type: MediaType | undefined;
  /** The refusal of the head, as the request's stream may end with another error after it. */
  refusal: AppError | undefined;
  bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly check: (head: Buffer) => Promise<MediaType | undefined>,
    private readonly needed: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type || this.needed === 0) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < this.needed) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.head.length === 0) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.check(head).then(
      (type) => {
        this.type = type;
        callback(null, head);
      },
      (error: unknown) => {
        if (error instanceof AppError) this.refusal = error;
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }
}

/**
 * The tus DataStore: upload state lives in media_uploads (so any app instance can answer HEAD
 * and PATCH), bytes grow in PartialUploads (a file, or objects in the bucket), and a complete
 * upload is checked (pixels, a decodable frame) and handed to the MediaStore with `put`, which is where every reader of media looks.
 * See docs/decisions/007-resumable-uploads.md.
 */
export class MediaUploadStore extends DataStore {
  /** Who made the next upload; the route sets it for the request that creates one. */
  private readonly creators = new Map<string, UploadCaller>();

  constructor(private readonly deps: UploadStoreDeps) {
    super();
    // No 'creation-defer-length': the size must be known up front for the caps. No 'expiration':
    // expiry runs on the app clock in a sweep (sweep-media-uploads.ts), not tus's wall clock.
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private get limits(): MediaLimits {
    return this.deps.limits ?? defaultMediaLimits;
  }

  /** Remembers who creates upload `id`; create() reads it. */
  expectCreation(id: string, caller: UploadCaller): void {
    this.creators.set(id, caller);
  }

  override async create(upload: Upload): Promise<Upload> {
    const caller = this.creators.get(upload.id);
    this.creators.delete(upload.id);
    if (!caller || upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    await this.deps.partials.create(upload.id);
    const createdAt = this.deps.clock.now();
    upload.metadata = keptMetadata(upload.metadata) ?? undefined;
    await this.deps.db.insert(mediaUploads).values({
      id: upload.id,
      ownerUserId: caller.userId,
      clientKeyHash: caller.clientKeyHash,
      clientIpHash: caller.ipHash,
      size: upload.size,
      metadata: upload.metadata ?? null,
      createdAt,
      claimedAt: caller.userId ? createdAt : null,
    });
    upload.creation_date = createdAt.toISOString();
    upload.storage = { type: 'media', path: upload.id };
    return upload;
  }

  private async row(id: string): Promise<MediaUploadRow> {
    const [row] = await this.deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return row;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.row(id);
    return new Upload({
      id,
      size: row.size,
      // Every byte in but not yet checked and stored (the last request's answer was lost, or
      // completing it failed): one byte short, so the client sends the last byte again and
      // completing is tried again, instead of the client taking it for finished.
      offset: row.completedAt || row.received < row.size ? row.received : row.size - 1,
      metadata: row.metadata ?? undefined,
      creation_date: row.createdAt.toISOString(),
      storage: { type: 'media', path: id },
    });
  }

  override async remove(id: string): Promise<void> {
    // Bytes first: the sweep finds uploads by their rows, so parts left behind a deleted row
    // (a failed bucket call) would stay for good.
    await this.deps.partials.remove(id);
    const [row] = await this.deps.db.delete(mediaUploads).where(eq(mediaUploads.id, id)).returning();
    if (row?.storageKey) await this.deps.mediaStore.remove(row.storageKey);
    if (row) await removeDerivedMedia(this.deps.mediaStore, row);
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.row(id);
    const knownType = row.mime ? mediaTypeOfMime(row.mime) : undefined;
    const gate = new HeadGate(
      (head) => this.checkHead(row, head),
      knownType || offset > 0 ? 0 : Math.min(sniffBytes, row.size),
    );
    let failure: unknown;
    try {
      // pipeline() hands the request's own failure on to the gate, and so to the writer.
      await this.deps.partials.write(
        id,
        offset,
        pipeline(stream, gate, () => {}),
      );
    } catch (error) {
      failure = error;
    }
    const refusal = failure instanceof AppError ? failure : gate.refusal;
    if (refusal) {
      // A refused type or size: nothing of it stays, and the media id is gone.
      await this.remove(id);
      throw refusal;
    }
    // The client resumes from what is kept: on disk, whatever arrived before a dropped
    // connection; in the bucket, nothing of the failed request.
    const kept = !failure || this.deps.partials.keepsFailedWrites;
    const received = offset + (kept ? gate.bytes : 0);
    // The type is remembered only with the head it was read from: otherwise the next request
    // at offset 0 would skip the check and store any bytes under the named type.
    await this.deps.db
      .update(mediaUploads)
      .set({ received, ...(gate.type && kept ? { mime: gate.type.mime } : {}) })
      .where(eq(mediaUploads.id, id));
    if (failure) throw failure;
    if (!knownType && !gate.type && received >= Math.min(sniffBytes, row.size)) {
      // The head arrived across several requests: name it from the file.
      await this.checkPartialHead({ ...row, received });
    }
    if (received === row.size) await this.complete(id);
    return received;
  }

  /**
   * Names the head, or removes the upload and refuses it. The removal happens here, before the
   * error leaves: tus answers as soon as the stream fails, and the answer must find nothing left.
   */
  private async checkHead(row: MediaUploadRow, head: Buffer): Promise<MediaType | undefined> {
    const type = await sniffMediaType(head);
    // Too short to tell yet: wait for more, unless this is all there will be.
    if (!type && head.length < Math.min(sniffBytes, row.size)) return undefined;
    const refusal = type
      ? sizeRefusal(type, row.size, this.limits)
      : new AppError('UNSUPPORTED_MEDIA_TYPE', uploadServerMessages.notMedia);
    if (!refusal) return type;
    await this.remove(row.id);
    throw refusal;
  }

  private async checkPartialHead(row: MediaUploadRow): Promise<void> {
    const head = await this.deps.partials.readHead(row.id, Math.min(sniffBytes, row.received));
    const type = await this.checkHead(row, head);
    if (type) await this.deps.db.update(mediaUploads).set({ mime: type.mime }).where(eq(mediaUploads.id, row.id));
  }

  /**
   * The last byte arrived: decode it once (413 for too many pixels, 422 for a file that does not
   * decode, such as an MP4 whose index never came), then move it into the MediaStore with what
   * later steps show and read instead (derived-media.ts): a photo's shown picture, a video's key
   * frame and clip. So generating, the previews and checkout by media id never decode it again.
   */
  private async complete(id: string): Promise<void> {
    const row = await this.row(id);
    const type = row.mime ? mediaTypeOfMime(row.mime) : undefined;
    if (!type) {
      await this.remove(id);
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadServerMessages.notMedia);
    }
    const file = await this.deps.partials.toFile(id);
    try {
      await this.keep(id, type, file.path);
    } finally {
      await file.release();
    }
    // Kept: its parts in the bucket are no longer needed (a local partial file has moved already).
    // Should this fail, the sweep removes them with the upload's row.
    await this.deps.partials.remove(id).catch(() => {});
  }

  /** Checks and stores the finished upload in `file`, which the MediaStore may move. */
  private async keep(id: string, type: MediaType, file: string): Promise<void> {
    let prepared: PreparedPicture;
    try {
      prepared = await preparePicture(
        { ...type, path: file },
        {
          ffmpegPath: this.deps.ffmpegPath,
          limits: this.limits,
          maxEdge: type.kind === 'video' ? keyFrameEdge : shownPictureEdge,
        },
      );
    } catch (error) {
      // A refusal removes it; anything else (a missing ffmpeg) leaves it to be completed again.
      if (error instanceof AppError) await this.remove(id);
      throw error;
    }
    const picture = { bytes: prepared.jpeg, mime: 'image/jpeg' as const };
    const derived = await storeDerivedMedia(
      this.deps.mediaStore,
      type.kind === 'video' ? { frameKey: picture, clipKey: await this.clipOf(file) } : { previewKey: picture },
    );
    let storageKey: string | undefined;
    try {
      storageKey = await this.deps.mediaStore.put({ path: file }, type.mime);
      await this.deps.db
        .update(mediaUploads)
        .set({ storageKey, ...derived, completedAt: this.deps.clock.now() })
        .where(eq(mediaUploads.id, id));
    } catch (error) {
      await removeDerivedMedia(this.deps.mediaStore, derived);
      // The partial file moved into the store: without a row pointing at it, nothing may stay.
      if (storageKey) {
        await this.deps.mediaStore.remove(storageKey);
        await this.remove(id);
      }
      throw error;
    }
  }

  /**
   * The moving preview, or none: the frame already proved the video readable, so a failed clip
   * costs only the motion on the options page, and is logged rather than refusing the upload.
   */
  private async clipOf(file: string): Promise<{ bytes: Buffer; mime: 'video/mp4' } | undefined> {
    try {
      const clip = await makePreviewClip(file, {
        ffmpegPath: this.deps.ffmpegPath,
        maxPixels: this.limits.videoMaxPixels,
      });
      return { bytes: clip, mime: 'video/mp4' };
    } catch (error) {
      this.deps.onClipFailure?.(error);
      return undefined;
    }
  }
}
