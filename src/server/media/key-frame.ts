import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { MediaStore } from './media-store.js';

/** The longest edge of a video's preview: a thumbnail beside the description, not the writer's picture. */
export const previewEdge = 320;

/**
 * Keeps a finished video's key frame (the writer's JPEG, already upright and scaled) and a small
 * preview of it in the MediaStore, so later steps neither decode the video again nor send it
 * back to show it. The preview is the same frame, smaller: not a moving clip.
 */
export async function storeKeyFrame(
  mediaStore: MediaStore,
  frame: Buffer,
): Promise<{ frameKey: string; previewKey: string }> {
  const preview = await sharp(frame)
    .resize({ width: previewEdge, height: previewEdge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  const frameKey = await mediaStore.put(Readable.from([frame]), 'image/jpeg');
  try {
    const previewKey = await mediaStore.put(Readable.from([preview]), 'image/jpeg');
    return { frameKey, previewKey };
  } catch (error) {
    await mediaStore.remove(frameKey);
    throw error;
  }
}
