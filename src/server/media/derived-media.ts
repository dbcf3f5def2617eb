import { Readable } from 'node:stream';
import type { MediaStore } from './media-store.js';
import type { MediaMime } from './media-types.js';

/**
 * The longest edge of the picture shown back to the customer: large enough for the options
 * page's thumbnail and its drawn style previews, small enough to send inline.
 */
export const shownPictureEdge = 1200;

/** What a finished upload keeps beside the original, so nothing decodes the original twice. */
export interface DerivedMedia {
  /** A video's key frame: the writer's JPEG, upright and scaled (prepare-picture.ts). */
  frameKey: string | null;
  /** A photo's upright JPEG at `shownPictureEdge`; a video shows its frame instead. */
  previewKey: string | null;
  /** A video's few silent seconds (video-clip.ts). */
  clipKey: string | null;
}

type DerivedBytes = { [K in keyof DerivedMedia]?: { bytes: Buffer; mime: MediaMime } };

/** Puts each part in the MediaStore; all or none, so a failed put leaves nothing behind. */
export async function storeDerivedMedia(mediaStore: MediaStore, parts: DerivedBytes): Promise<DerivedMedia> {
  const stored: DerivedMedia = { frameKey: null, previewKey: null, clipKey: null };
  try {
    for (const name of ['frameKey', 'previewKey', 'clipKey'] as const) {
      const part = parts[name];
      if (part) stored[name] = await mediaStore.put(Readable.from([part.bytes]), part.mime);
    }
    return stored;
  } catch (error) {
    await removeDerivedMedia(mediaStore, stored);
    throw error;
  }
}

export async function removeDerivedMedia(mediaStore: MediaStore, derived: Partial<DerivedMedia>): Promise<void> {
  for (const key of [derived.frameKey, derived.previewKey, derived.clipKey]) {
    if (key) await mediaStore.remove(key);
  }
}

/** Derived parts are small (a frame, a clip); a bigger file is not one we wrote. */
const maxDerivedBytes = 8 * 1024 * 1024;

/** A stored part, or undefined when it is gone: each only saves work or decorates. */
export async function readDerived(mediaStore: MediaStore, key: string | null): Promise<Buffer | undefined> {
  if (!key) return undefined;
  const stored = await mediaStore.open(key).catch(() => undefined);
  if (!stored) return undefined;
  if (stored.size > maxDerivedBytes) {
    stored.stream.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
