import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { fitFilter, runFfmpeg, videoInputArgs } from './run-ffmpeg.js';

interface FrameOptions {
  ffmpegPath: string;
  /** The longest edge of the frame; ffmpeg scales it down so no full-size frame reaches us. */
  maxEdge: number;
  timeoutMs: number;
  /** The decoder refuses frames larger than this (the header check's limit, held by ffmpeg too). */
  maxPixels: number;
}

/** A JPEG frame is far smaller than this; more means something is wrong, so stop reading. */
const maxFrameBytes = 16 * 1024 * 1024;

function frameArgs(file: string, seekSeconds: number, options: FrameOptions): string[] {
  return [
    ...videoInputArgs(file, { seekSeconds, maxPixels: options.maxPixels }),
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    fitFilter(options.maxEdge),
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    'pipe:1',
  ];
}

/**
 * One frame of the video as a JPEG, for the writer to look at: the frame at one second (past
 * fade-ins and the blur of pressing record), or the first frame of a shorter clip. Runs the
 * ffmpeg binary as a child process with a time limit; a video it cannot read is a 422.
 */
export async function extractVideoFrame(file: string, options: FrameOptions): Promise<Buffer> {
  try {
    for (const seek of [1, 0]) {
      const { stdout: frame } = await runFfmpeg(frameArgs(file, seek, options), {
        ...options,
        maxBytes: maxFrameBytes,
      });
      if (frame.length > 0) return frame;
    }
  } catch (error) {
    // A missing or unrunnable binary is our fault (a 500 with the details in the log), not the video's.
    if ((error as NodeJS.ErrnoException).syscall?.startsWith('spawn')) throw error;
    throw Object.assign(new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia), { cause: error });
  }
  throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
}
