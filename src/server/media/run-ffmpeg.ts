import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createSlots } from './slots.js';

interface RunOptions {
  ffmpegPath: string;
  timeoutMs: number;
  /** Stop reading (and fail) past this many bytes of output. */
  maxBytes: number;
}

/** What ffmpeg said on stderr is kept up to this much: enough for a probe's stream list. */
const maxStderrChars = 16_000;

/**
 * How many ffmpeg runs go at once in this process: half the cores, at least one. Each finished
 * video costs three runs (header, frame, clip); without a cap a burst of small 8K uploads
 * would take every core from the requests.
 */
const withSlot = createSlots(Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * Runs ffmpeg with a time limit (from when it starts, not while it waits for a slot) and
 * returns what it wrote to stdout, and the start of its stderr.
 */
export function runFfmpeg(args: string[], options: RunOptions): Promise<{ stdout: Buffer; stderr: string }> {
  return withSlot(() => spawnFfmpeg(args, options));
}

function spawnFfmpeg(args: string[], options: RunOptions): Promise<{ stdout: Buffer; stderr: string }> {
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

interface InputOptions {
  seekSeconds?: number;
  /** 'info' prints the input's summary (the header check reads it). */
  logLevel?: 'error' | 'info';
  /** Frames larger than this are refused by the decoder itself, whatever the header claims. */
  maxPixels: number;
}

/**
 * The decoder pads a frame's sides to its block size (160x120 is decoded as 192x120), so its
 * own limit leaves room above ours; the header check holds the exact limit.
 */
const decoderPixelSlack = 1.25;

/** How every ffmpeg run opens a customer's video: quietly, as MOV/MP4 only, from one local file. */
export function videoInputArgs(file: string, options: InputOptions): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    options.logLevel ?? 'error',
    // One thread per run: several runs share the cores (see `ffmpegSlots`), each stays small.
    '-threads',
    '1',
    '-max_pixels',
    String(Math.ceil(options.maxPixels * decoderPixelSlack)),
    // Only the local file: a crafted MOV cannot make ffmpeg open URLs or other files.
    '-protocol_whitelist',
    'file',
    // The bytes were sniffed as MP4 or QuickTime; never let ffmpeg probe for another demuxer.
    '-f',
    'mov',
    '-ss',
    String(options.seekSeconds ?? 0),
    '-i',
    file,
  ];
}

/** Scales down to fit `maxEdge` inside, never up; `even` rounds to even sides, as H.264 needs. */
export function fitFilter(maxEdge: number, even = false): string {
  const fit = `scale=w='min(${maxEdge},iw)':h='min(${maxEdge},ih)':force_original_aspect_ratio=decrease`;
  return even ? `${fit},scale=trunc(iw/2)*2:trunc(ih/2)*2` : fit;
}
