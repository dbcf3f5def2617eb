import { fitFilter, runFfmpeg, videoInputArgs } from './run-ffmpeg.js';

/** The moving preview: a few silent seconds, thumbnail-sized, so it is small enough to send inline. */
export const clipSeconds = 3;
export const clipEdge = 320;
/** Three seconds at 320 px come to about 100 KB; far more means the encode went wrong. */
const maxClipBytes = 2 * 1024 * 1024;

function clipArgs(file: string, maxPixels: number): string[] {
  return [
    ...videoInputArgs(file, { maxPixels }),
    '-t',
    String(clipSeconds),
    '-map',
    '0:v:0',
    '-an',
    '-vf',
    `${fitFilter(clipEdge, true)},fps=24`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    // Baseline-compatible pixels and a fragmented MP4, so every phone's browser plays it from a pipe.
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    'frag_keyframe+empty_moov+default_base_moof',
    '-f',
    'mp4',
    'pipe:1',
  ];
}

/**
 * The video's first seconds as a small, silent H.264 MP4: what the options page plays once in place
 * of a still, made once when the upload completes. It only decorates: the caller keeps the
 * upload when this fails, and shows the key frame instead.
 */
export async function makePreviewClip(
  file: string,
  options: { ffmpegPath: string; maxPixels: number; timeoutMs?: number },
): Promise<Buffer> {
  const { stdout: clip } = await runFfmpeg(clipArgs(file, options.maxPixels), {
    ffmpegPath: options.ffmpegPath,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: maxClipBytes,
  });
  if (clip.length === 0) throw new Error('ffmpeg wrote an empty clip');
  return clip;
}
