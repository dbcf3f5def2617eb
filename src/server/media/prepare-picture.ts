import sharp, { type Metadata, type Sharp } from 'sharp';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { decodeHeic } from './decode-heic.js';
import { defaultMediaLimits, type MediaLimits } from './media-limits.js';
import type { MediaType } from './media-types.js';
import { describeColours, orientationOf, type PictureFacts } from './picture-facts.js';
import { checkVideo } from './probe-video.js';
import { extractVideoFrame } from './video-frame.js';

/** What the card writers get: a small JPEG to look at, and facts to write from. */
export interface PreparedPicture {
  /** The photo, or a frame of the video, upright, at most `maxEdge` pixels on its longest side. */
  jpeg: Buffer;
  facts: PictureFacts;
}

/** The writer's picture size, and so the size a video's stored key frame is kept at. */
export const keyFrameEdge = 1024;

/** What can be prepared: a checked file, and for a finished video upload its stored key frame. */
export type PictureSource = Pick<MediaType, 'mime' | 'kind'> & {
  path: string;
  /** A video's frame made once when its upload completed; when present, ffmpeg is not run again. */
  keyFrame?: Buffer;
};

export interface PrepareOptions {
  ffmpegPath: string;
  limits?: MediaLimits;
  /** Longest edge of the writer's JPEG; vision models read about 1024 px anyway. */
  maxEdge?: number;
  frameTimeoutMs?: number;
}

const unreadable = () => new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
const tooManyPixels = () => new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.tooManyPixels);

/**
 * Reads only the header, so a decompression bomb is refused by its declared size before a
 * single pixel is decoded; `limitInputPixels` below is the second lock on the same door.
 */
async function checkedImageSize(file: string, maxPixels: number): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > maxPixels) throw tooManyPixels();
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function openPicture(
  upload: PictureSource,
  options: Required<PrepareOptions>,
): Promise<{ image: Sharp; width: number; height: number }> {
  const limitInputPixels = options.limits.imageMaxPixels;
  if (upload.kind === 'video') {
    if (!upload.keyFrame) await checkVideo(upload.path, { ...options, timeoutMs: options.frameTimeoutMs });
    const frame =
      upload.keyFrame ??
      (await extractVideoFrame(upload.path, {
        maxPixels: options.limits.videoMaxPixels,
        ffmpegPath: options.ffmpegPath,
        maxEdge: options.maxEdge,
        timeoutMs: options.frameTimeoutMs,
      }));
    const size = await checkedFrameSize(frame);
    return { image: sharp(frame, { limitInputPixels }), ...size };
  }
  if (upload.mime === 'image/heic' || upload.mime === 'image/heif') {
    const raw = await decodeHeic(upload.path, limitInputPixels);
    const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    return { image, width: raw.width, height: raw.height };
  }
  const size = await checkedImageSize(upload.path, limitInputPixels);
  return { image: sharp(upload.path, { limitInputPixels, failOn: 'error' }), ...size };
}

async function checkedFrameSize(frame: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(frame)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  return { width, height };
}

/**
 * Turns an accepted upload into the writer's picture: decodes it (HEIC through libheif, video
 * through one ffmpeg frame), turns it upright, scales it down, flattens transparency onto white,
 * and reads its colours, light and shape. 413 for too many pixels, 422 for bytes that do not decode.
 */
export async function preparePicture(upload: PictureSource, options: PrepareOptions): Promise<PreparedPicture> {
  const settings: Required<PrepareOptions> = {
    ffmpegPath: options.ffmpegPath,
    limits: options.limits ?? defaultMediaLimits,
    maxEdge: options.maxEdge ?? keyFrameEdge,
    frameTimeoutMs: options.frameTimeoutMs ?? 15_000,
  };
  const { image, width, height } = await openPicture(upload, settings);
  let jpeg: Buffer;
  try {
    jpeg = await image
      .rotate()
      .resize({ width: settings.maxEdge, height: settings.maxEdge, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw Object.assign(unreadable(), { cause: error });
  }
  const colours = await describeColours(jpeg);
  return {
    jpeg,
    facts: { kind: upload.kind, width, height, orientation: orientationOf(width, height), ...colours },
  };
}
