import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ffmpeg the server decodes with (@ffmpeg-installer/ffmpeg), so the clip is one it reads. */
function ffmpegPath(): string {
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface LargeVideo {
  path: string;
  size: number;
  /** Deletes the clip and its folder. */
  remove: () => Promise<void>;
}

/**
 * A real MP4 of `size` bytes, made in well under a second: a 2-second H.264 test pattern with its
 * index (moov) up front, then one `free` box of padding. Players and ffmpeg skip a `free` box, so
 * the browser draws it, the server's byte check names it video/mp4 and ffmpeg takes its frame,
 * while the upload still has every byte to carry. Nothing this large is kept in the repository.
 */
export async function makeLargeVideo(size: number): Promise<LargeVideo> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-video-'));
  const file = path.join(dir, 'beach-day.mp4');
  try {
    await run(ffmpegPath(), [
      ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      file,
    ]);
    const handle = await open(file, 'r+');
    try {
      const { size: clipSize } = await handle.stat();
      const padding = size - clipSize;
      // A box's size is 32 bits and counts its own 8-byte header.
      if (padding < 8 || padding > 0xffff_ffff) throw new Error(`Cannot pad a ${clipSize}-byte clip to ${size} bytes`);
      const header = Buffer.alloc(8);
      header.writeUInt32BE(padding, 0);
      header.write('free', 4, 'latin1');
      await handle.write(header, 0, 8, clipSize);
      // Extending the file fills the rest of the box with zeros without writing them from here.
      await handle.truncate(size);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { path: file, size, remove: () => rm(dir, { recursive: true, force: true }) };
}
