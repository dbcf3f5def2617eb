import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredMedia } from '../media/media-store.js';
import { makeTempFolder } from '../temp-folders.js';

/**
 * A stored memory as a private temp file for the time of `use` (sharp and ffmpeg read files),
 * removed afterwards whatever happens.
 */
export async function withTempCopy<T>(stored: StoredMedia, ext: string, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await makeTempFolder('card');
  try {
    const file = path.join(folder, `memory.${ext}`);
    await pipeline(stored.stream, createWriteStream(file, { mode: 0o600 }));
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
