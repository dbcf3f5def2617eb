import { createMediaUploader } from '@/lib/media-upload';
import { readStoredUpload, saveStoredUpload } from './creation-storage';

/** Keeps the media id with the stored upload record, when the record is still this file's. */
function rememberMediaId(file: File, mediaId: string): void {
  const stored = readStoredUpload();
  if (stored.status !== 'ok' || stored.upload.name !== file.name || stored.upload.size !== file.size) return;
  try {
    saveStoredUpload({ ...stored.upload, mediaId });
  } catch {
    // Storage full: the later steps send the file instead, as before.
  }
}

/**
 * The memory's upload, started as soon as the file is chosen and kept here, outside any screen,
 * so it goes on while the customer writes the description; its media id joins the stored record.
 */
const sessionUpload = createMediaUploader(rememberMediaId);

export const subscribeToMediaUpload = sessionUpload.subscribe;
export const mediaUploadState = sessionUpload.state;
export const startMediaUpload = sessionUpload.start;
export const cancelMediaUpload = sessionUpload.cancel;
