import sharp, { type Sharp } from 'sharp';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { decodeHeic } from '../media/decode-heic.js';
import { defaultMediaLimits } from '../media/media-limits.js';
import type { MediaType } from '../media/media-types.js';
import { extractVideoFrame } from '../media/video-frame.js';

/**
 * The customer's picture, decoded once and ready to be cropped for any box. JPEG, PNG and WebP
 * stay files that sharp reads with shrink-on-load (a 12-megapixel JPEG decodes at a fraction
 * of its size when the print needs less); HEIC and video frames are decoded to memory.
 */
export interface SourcePicture {
  /** Upright size in pixels: what the print resolution is judged on. */
  width: number;
  height: number;
  open(): Sharp;
}

interface SourceOptions {
  ffmpegPath: string;
  maxPixels?: number;
  /** A video's frame is taken at this longest edge; 2400 px covers a 7 in print at 300 dpi. */
  videoMaxEdge?: number;
}

const unreadable = () => new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);

/**
 * The pixels of `source` that `read` decodes (a pipeline from `source.open()`). A header that
 * reads can still hide bytes that do not decode (a truncated or damaged file): that failure is
 * the picture's, 422 as at checkout, so a render job marks the design as waiting for a new
 * picture instead of retrying what no retry cures.
 */
export async function decodedPixels<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(unreadable(), { cause: error });
  }
}

export async function openSourcePicture(
  file: Pick<MediaType, 'mime' | 'kind'> & { path: string },
  options: SourceOptions,
): Promise<SourcePicture> {
  const limitInputPixels = options.maxPixels ?? defaultMediaLimits.imageMaxPixels;
  if (file.kind === 'video') {
    const frame = await extractVideoFrame(file.path, {
      ffmpegPath: options.ffmpegPath,
      maxEdge: options.videoMaxEdge ?? 2400,
      timeoutMs: 20_000,
      maxPixels: defaultMediaLimits.videoMaxPixels,
    });
    return fromBuffer(frame, limitInputPixels);
  }
  if (file.mime === 'image/heic' || file.mime === 'image/heif') {
    const decoded = await decodeHeic(file.path, limitInputPixels);
    const rawOptions = { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } };
    return { width: decoded.width, height: decoded.height, open: () => sharp(decoded.data, rawOptions) };
  }
  const metadata = await sharp(file.path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > limitInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.tooManyPixels);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    open: () => sharp(file.path, { limitInputPixels, failOn: 'error' }).rotate(),
  };
}

export async function fromBuffer(
  buffer: Buffer,
  limitInputPixels = defaultMediaLimits.imageMaxPixels,
): Promise<SourcePicture> {
  const metadata = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > limitInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.tooManyPixels);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    open: () => sharp(buffer, { limitInputPixels, failOn: 'error' }).rotate(),
  };
}
