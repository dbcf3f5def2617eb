import { fileTypeFromBuffer } from 'file-type';
import type { acceptedMimeTypes } from '../../shared/creation-rules.js';

export type MediaMime = (typeof acceptedMimeTypes)[number];
export type MediaKind = 'photo' | 'video';

export interface MediaType {
  mime: MediaMime;
  kind: MediaKind;
  /** The extension a stored copy gets, whatever the customer named the file. */
  ext: string;
}

const byMime: Record<MediaMime, MediaType> = {
  'image/jpeg': { mime: 'image/jpeg', kind: 'photo', ext: 'jpg' },
  'image/png': { mime: 'image/png', kind: 'photo', ext: 'png' },
  'image/webp': { mime: 'image/webp', kind: 'photo', ext: 'webp' },
  'image/heic': { mime: 'image/heic', kind: 'photo', ext: 'heic' },
  'image/heif': { mime: 'image/heif', kind: 'photo', ext: 'heif' },
  'video/mp4': { mime: 'video/mp4', kind: 'video', ext: 'mp4' },
  'video/quicktime': { mime: 'video/quicktime', kind: 'video', ext: 'mov' },
};

/** How many leading bytes file-type needs to recognise every format it knows. */
export const sniffBytes = 4100;

/**
 * The media type the bytes say, or undefined when they are not a photo or video we accept.
 * The name and the Content-Type the browser sent are never consulted: both are the customer's to choose.
 */
export async function sniffMediaType(head: Uint8Array): Promise<MediaType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return undefined;
  return Object.hasOwn(byMime, detected.mime) ? byMime[detected.mime as MediaMime] : undefined;
}

export function mediaTypeOfMime(mime: string): MediaType | undefined {
  return Object.hasOwn(byMime, mime) ? byMime[mime as MediaMime] : undefined;
}

export function mediaTypeOfExtension(ext: string): MediaType | undefined {
  return Object.values(byMime).find((type) => type.ext === ext);
}
