import { fitFilter, runFfmpeg, videoInputArgs } from './video-frame.js';

/** The moving preview: a few silent seconds, thumbnail-sized, so it is small enough to send inline. */
export const clipSeconds = 3;
export const clipEdge = 320;
/** Three seconds at 320 px come to about 100 KB; far more means the encode went wrong. */
const maxClipBytes = 2 * 1024 * 1024;

function clipArgs(file: string): string[] {
  return [
    ...videoInputArgs(file, 0),
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
 * The video's first seconds as a small, silent H.264 MP4: what the options page plays in place
 * of a still, made once when the upload completes. It only decorates: the caller keeps the
 * upload when this fails, and shows the key frame instead.
 */
export async function makePreviewClip(
  file: string,
  options: { ffmpegPath: string; timeoutMs?: number },
): Promise<Buffer> {
  const { stdout: clip } = await runFfmpeg(clipArgs(file), {
    ffmpegPath: options.ffmpegPath,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxBytes: maxClipBytes,
  });
  if (clip.length === 0) throw new Error('ffmpeg wrote an empty clip');
  return clip;
}
