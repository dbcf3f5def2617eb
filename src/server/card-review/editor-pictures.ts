import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import { shownPictureEdge } from '../media/derived-media.js';
import { mediaTypeOfMime } from '../media/media-types.js';
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
 * The editor's pictures, made once per stored file and kept in a small in-process cache (a
 * stored key never changes its bytes): the editor asks again for every settled crop and style,
 * and a HEIC or a video would otherwise be decoded each time. The print's size comes from the
 * very function the render opens the original with, so the editor's dpi check is the print's.
 */
export function createEditorPictures(deps: Pick<CardDeps, 'mediaStore' | 'ffmpegPath' | 'limits'>) {
  const cache = new Map<string, Promise<Prepared>>();

  async function prepare(memory: StoredMemory): Promise<Prepared> {
    const type = mediaTypeOfMime(memory.mime);
    if (!type) throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
    const stored = await deps.mediaStore.open(memory.key);
    return withTempCopy(stored, type.ext, async (file) => {
      const original = await openSourcePicture(
        { path: file, mime: type.mime, kind: type.kind },
        { ffmpegPath: deps.ffmpegPath, maxPixels: deps.limits?.imageMaxPixels },
      );
      const picture = { width: original.width, height: original.height };
      const shown = await memory.shown?.();
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
      if (!prepared) {
        prepared = prepare(memory);
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(memory.key, prepared);
        // A failure is not kept: the next ask tries again (a store that was briefly away).
        const pending = prepared;
        pending.catch(() => {
          if (cache.get(memory.key) === pending) cache.delete(memory.key);
        });
      }
      const { jpeg, picture } = await prepared;
      return { source: await fromBuffer(jpeg), picture };
    },
  };
}

export type EditorPictures = ReturnType<typeof createEditorPictures>;
