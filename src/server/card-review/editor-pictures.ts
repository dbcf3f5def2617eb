import type { Readable } from 'node:stream';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { shownPictureEdge } from '../media/derived-media.js';
import { mediaTypeOfMime } from '../media/media-types.js';
import { createSlots } from '../media/slots.js';
import { fromBuffer, openSourcePicture, type SourcePicture } from '../card-renderer/card-renderer.js';
import type { CardDeps } from './card-deps.js';
import { withTempCopy } from './temp-copy.js';

interface PictureSize {
  width: number;
  height: number;
}

/** A memory as the editor draws it: a small upright copy, and the size the print judges it by. */
export interface EditorPicture {
  /** The upright copy to draw from, at most `shownPictureEdge` px: a settled crop decodes only this. */
  source: SourcePicture;
  /** The upright source's pixels as the order's render opens it (a photo's original, a video's 2400 px frame). */
  picture: PictureSize;
}

/** A stored memory, and the upright copy its upload kept (none for an order's memory). */
export interface StoredMemory {
  key: string;
  mime: string;
  shown?: () => Promise<Buffer | undefined>;
}

interface Prepared {
  jpeg: Buffer;
  picture: PictureSize;
}

/** A memory's pictures are a few hundred KB; this many covers the customers editing at once. */
const cacheSize = 64;

/**
 * Misses prepared at once: each may copy a 250 MB original, decode a HEIC or run ffmpeg, and
 * the requests need the cores too. The rest wait their turn.
 */
const preparesAtOnce = 2;

/** JPEG, PNG and WebP keep their size and EXIF orientation in the first few KB; this is ample. */
const headerBytes = 512 * 1024;
const headerTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The start of a stored file, at most `limit` bytes; the rest is never read. */
async function readHead(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      chunks.push(bytes);
      length += bytes.length;
      if (length >= limit) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/**
 * The editor's pictures, made once per stored file and kept in a small in-process cache (a
 * stored key never changes its bytes), least recently used out first: the editor asks again
 * for every settled crop and style, and a HEIC or a video would otherwise be decoded each time.
 * The print's size is the one the render opens the original with (its header's size, upright),
 * so the editor's dpi check is the print's.
 */
export function createEditorPictures(deps: Pick<CardDeps, 'mediaStore' | 'ffmpegPath' | 'limits'>) {
  const cache = new Map<string, Promise<Prepared>>();
  const withSlot = createSlots(preparesAtOnce);
  const maxPixels = deps.limits?.imageMaxPixels;

  /** A photo whose upright copy was kept: its header alone gives the print's size. */
  async function fromHeader(memory: StoredMemory, shown: Buffer): Promise<Prepared | undefined> {
    const head = await readHead((await deps.mediaStore.open(memory.key)).stream, headerBytes);
    // fromBuffer reads only the header (no decode) and turns the size by the EXIF orientation,
    // as openSourcePicture does for the file; a header it cannot find here takes the full path.
    const original = await fromBuffer(head, maxPixels).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') throw error;
      return undefined;
    });
    return original && { jpeg: shown, picture: { width: original.width, height: original.height } };
  }

  async function prepare(memory: StoredMemory): Promise<Prepared> {
    const type = mediaTypeOfMime(memory.mime);
    if (!type) throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
    const shown = await memory.shown?.();
    if (shown && headerTypes.has(type.mime)) {
      const prepared = await fromHeader(memory, shown);
      if (prepared) return prepared;
    }
    const stored = await deps.mediaStore.open(memory.key);
    return withTempCopy(stored, type.ext, async (file) => {
      const original = await openSourcePicture(
        { path: file, mime: type.mime, kind: type.kind },
        { ffmpegPath: deps.ffmpegPath, maxPixels },
      );
      const picture = { width: original.width, height: original.height };
      if (shown) return { jpeg: shown, picture };
      const jpeg = await original
        .open()
        .resize({ width: shownPictureEdge, height: shownPictureEdge, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
      return { jpeg, picture };
    });
  }

  return {
    async open(memory: StoredMemory): Promise<EditorPicture> {
      let prepared = cache.get(memory.key);
      if (prepared) {
        // Moved to the back: the map's order is then least recently used first.
        cache.delete(memory.key);
      } else {
        prepared = withSlot(() => prepare(memory));
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        // A failure is not kept: the next ask tries again (a store that was briefly away).
        const pending = prepared;
        pending.catch(() => {
          if (cache.get(memory.key) === pending) cache.delete(memory.key);
        });
      }
      cache.set(memory.key, prepared);
      const { jpeg, picture } = await prepared;
      return { source: await fromBuffer(jpeg), picture };
    },
  };
}

export type EditorPictures = ReturnType<typeof createEditorPictures>;
