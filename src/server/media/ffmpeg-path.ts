import { createRequire } from 'node:module';

/**
 * The ffmpeg binary from @ffmpeg-installer/ffmpeg (a 2018 static build installed by npm), or
 * `ffmpeg` on the PATH when that package is absent (npm ci --omit=dev). Production should set
 * FFMPEG_PATH to a maintained ffmpeg (Debian's) rather than feed customer video to the old build.
 */
export function bundledFfmpegPath(): string {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return installer.path;
  } catch {
    return 'ffmpeg';
  }
}
