import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import type { MediaLimits } from './media-limits.js';
import { runFfmpeg, videoInputArgs } from './run-ffmpeg.js';

export interface VideoFacts {
  width: number;
  height: number;
  /** Null when the container does not say (ffmpeg prints N/A). */
  seconds: number | null;
}

/**
 * ffmpeg's own summary of the input, as it prints it before doing anything. Only its own lines
 * count, by their indent: the file's tags (a title, a comment) are printed above them and are
 * the uploader's words, which could otherwise pose as a small, short stream.
 */
export function readVideoFacts(summary: string): VideoFacts | undefined {
  const stream = /^ {4}Stream #0:\d+\S*: Video: .*?, (\d{1,6})x(\d{1,6})/m.exec(summary);
  if (!stream) return undefined;
  const duration = /^ {2}Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/m.exec(summary);
  const seconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null;
  return { width: Number(stream[1]), height: Number(stream[2]), seconds };
}

/**
 * Reads a video's size and length from its header (about 50 ms, nothing decoded) and holds them
 * to the limits before any frame is decoded: a frame's pixels as for a photo (a decompression
 * guard), and a length fit for a memory. Runs once the file is complete: an MP4 may keep its
 * index at the end. 413 for too many pixels, 422 for too long or unreadable.
 */
export async function checkVideo(
  file: string,
  options: { ffmpegPath: string; limits: MediaLimits; timeoutMs: number },
): Promise<VideoFacts> {
  let summary: string;
  try {
    // 'info' prints the input's summary; no frame is decoded and nothing is written.
    const input = videoInputArgs(file, { logLevel: 'info', maxPixels: options.limits.videoMaxPixels });
    const args = [...input, '-map', '0:v:0', '-frames:v', '0', '-f', 'null', '-'];
    ({ stderr: summary } = await runFfmpeg(args, {
      ffmpegPath: options.ffmpegPath,
      timeoutMs: options.timeoutMs,
      maxBytes: 0,
    }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall?.startsWith('spawn')) throw error;
    throw Object.assign(new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia), { cause: error });
  }
  const facts = readVideoFacts(summary);
  if (!facts) throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
  if (facts.width * facts.height > options.limits.videoMaxPixels)
    throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.videoTooManyPixels);
  if (facts.seconds !== null && facts.seconds > options.limits.videoMaxSeconds)
    throw new AppError('UNPROCESSABLE', uploadServerMessages.videoTooLong);
  return facts;
}
