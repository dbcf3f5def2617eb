import { creationSessionKeys, storedUploadSchema } from '@shared/creation-session';
import { restoredMediaId } from './restore-from-media';
import { restoreUpload } from './restore-upload';
import { sessionStore } from '@/lib/storage';

/**
 * The memory to send with the order: the stored data URL turned back into a file, or the large
 * file held in memory when it is the one the record names. Unlike the creation steps, checkout
 * does not apply the 10-minute expiry: choosing and typing may take longer, and the customer's
 * own file is better than none. Null when nothing usable is left (the order goes without it).
 */
export function findOrderFile(): File | null {
  const parsed = storedUploadSchema.safeParse(sessionStore.readJson(creationSessionKeys.uploadedFile));
  if (!parsed.success) return null;
  const restored = restoreUpload({ ...parsed.data, requiresReupload: false });
  return restored.status === 'ok' ? restored.file : null;
}

/** The memory's finished upload, when it has one: the order names it instead of sending the file. */
export function findOrderMediaId(): string | undefined {
  const parsed = storedUploadSchema.safeParse(sessionStore.readJson(creationSessionKeys.uploadedFile));
  return parsed.success ? parsed.data.mediaId : undefined;
}

/** The finished upload with the name the customer gave it, for drawing it again after a reload. */
export function findOrderMedia(): { mediaId: string; name: string } | null {
  const parsed = storedUploadSchema.safeParse(sessionStore.readJson(creationSessionKeys.uploadedFile));
  if (!parsed.success || !parsed.data.mediaId) return null;
  return { mediaId: parsed.data.mediaId, name: parsed.data.name };
}

/**
 * The finished upload of this very file (same name and size as the stored record), or the one a
 * picture restored after a reload stands for (a video's key frame is not the video's size).
 */
export function mediaIdFor(file: File): string | undefined {
  const restored = restoredMediaId(file);
  if (restored) return restored;
  const parsed = storedUploadSchema.safeParse(sessionStore.readJson(creationSessionKeys.uploadedFile));
  if (!parsed.success || parsed.data.name !== file.name || parsed.data.size !== file.size) return undefined;
  return parsed.data.mediaId;
}
