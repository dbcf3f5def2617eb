import { spawn } from 'node:child_process';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';

interface FrameOptions {
  ffmpegPath: string;
  /** The longest edge of the frame; ffmpeg scales it down so no full-size frame reaches us. */
  maxEdge: number;
  timeoutMs: number;
}

/** A JPEG frame is far smaller than this; more means something is wrong, so stop reading. */
const maxFrameBytes = 16 * 1024 * 1024;

interface RunOptions {
  ffmpegPath: string;
  timeoutMs: number;
  /** Stop reading (and fail) past this many bytes of output. */
  maxBytes: number;
}

/** What ffmpeg said on stderr is kept up to this much: enough for a probe's stream list. */
const maxStderrChars = 16_000;

/** Runs ffmpeg with a time limit and returns what it wrote to stdout, and the start of its stderr. */
export function runFfmpeg(args: string[], options: RunOptions): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    // No shell: the file path and every argument reach ffmpeg as they are.
    const child = spawn(options.ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    const chunks: Buffer[] = [];
    let length = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new Error(`ffmpeg took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > options.maxBytes) stop(new Error(`ffmpeg wrote more than ${options.maxBytes} bytes`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < maxStderrChars) stderr += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().slice(0, 2000)}`));
      else resolve({ stdout: Buffer.concat(chunks), stderr });
    });
  });
}

/** How every ffmpeg run opens a customer's video: quietly, as MOV/MP4 only, from one local file. */
export function videoInputArgs(file: string, seekSeconds: number, logLevel: 'error' | 'info' = 'error'): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    logLevel,
    // Only the local file: a crafted MOV cannot make ffmpeg open URLs or other files.
    '-protocol_whitelist',
    'file',
    // The bytes were sniffed as MP4 or QuickTime; never let ffmpeg probe for another demuxer.
    '-f',
    'mov',
    '-ss',
    String(seekSeconds),
    '-i',
    file,
  ];
}

/** Scales down to fit `maxEdge` inside, never up; `even` rounds to even sides, as H.264 needs. */
export function fitFilter(maxEdge: number, even = false): string {
  const fit = `scale=w='min(${maxEdge},iw)':h='min(${maxEdge},ih)':force_original_aspect_ratio=decrease`;
  return even ? `${fit},scale=trunc(iw/2)*2:trunc(ih/2)*2` : fit;
}

function frameArgs(file: string, seekSeconds: number, maxEdge: number): string[] {
  return [
    ...videoInputArgs(file, seekSeconds),
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    fitFilter(maxEdge),
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
      const { stdout: frame } = await runFfmpeg(frameArgs(file, seek, options.maxEdge), {
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
