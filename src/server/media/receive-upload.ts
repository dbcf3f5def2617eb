import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { defaultMediaLimits, type MediaLimits } from './media-limits.js';
import { sniffBytes, sniffMediaType, type MediaType } from './media-types.js';
import { makeTempFolder } from '../temp-folders.js';

/** An upload that passed the byte and size checks, waiting in a private temp folder. */
export interface ReceivedUpload extends MediaType {
  path: string;
  size: number;
  /** Deletes the temp file. Safe to call twice; call it in a `finally`. */
  dispose(): Promise<void>;
}

interface ReceiveOptions {
  limits?: MediaLimits;
  /** Where the temp folder is made; defaults to the OS temp folder. */
  tmpDir?: string;
}

/**
 * Sits between the upload and the temp file. It holds back only the first few kilobytes until
 * file-type has named them, refuses anything that is not a photo or video (415) at that point,
 * then counts bytes against the limit for that kind (413), so neither a renamed executable nor
 * an oversized video is read further than needed, and memory stays flat whatever the file size.
 */
class UploadGate extends Transform {
  bytes = 0;
  type: MediaType | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly limits: MediaLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type) {
      callback(this.overLimit() ?? null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < sniffBytes) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) {
      callback();
      return;
    }
    if (this.headLength === 0) {
      callback(new AppError('BAD_REQUEST', uploadServerMessages.emptyFile));
      return;
    }
    this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    sniffMediaType(head).then(
      (type) => {
        if (!type) return callback(new AppError('UNSUPPORTED_MEDIA_TYPE', uploadServerMessages.notMedia));
        this.type = type;
        callback(this.overLimit() ?? null, head);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private overLimit(): AppError | undefined {
    if (this.type?.kind === 'photo' && this.bytes > this.limits.imageMaxBytes) {
      return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.imageTooLarge);
    }
    if (this.type?.kind === 'video' && this.bytes > this.limits.videoMaxBytes) {
      return new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooLarge);
    }
    return undefined;
  }
}

/**
 * Streams one uploaded file to a temp file, checking its bytes and size on the way. Throws an
 * AppError (400 empty, 413 too large, 415 not media) and leaves nothing behind when it refuses.
 */
export async function receiveUpload(source: Readable, options: ReceiveOptions = {}): Promise<ReceivedUpload> {
  const folder = await makeTempFolder('upload', options.tmpDir);
  const dispose = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload');
  const gate = new UploadGate(options.limits ?? defaultMediaLimits);
  try {
    await pipeline(source, gate, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    // @fastify/multipart ends a file early, without an error event, at its own size limit.
    if ((source as Readable & { truncated?: boolean }).truncated) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        gate.type?.kind === 'photo' ? uploadServerMessages.imageTooLarge : uploadServerMessages.videoTooLarge,
      );
    }
    if (!gate.type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadServerMessages.notMedia);
    return { ...gate.type, path: file, size: gate.bytes, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
