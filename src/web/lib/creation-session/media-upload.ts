import { ApiError } from '@/lib/api';
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

/**
 * The media id of `file`'s upload: at once when it is finished, after its last byte when it is
 * still under way (the customer went on before it was done), and null when this file is not
 * uploading here, or its upload broke off or was cancelled (then the file is sent instead).
 * Waiting spares the file a second trip: sending it as well as uploading it doubles the bytes
 * on the customer's slow line. A file the server refused (too long, not media) is refused with
 * the server's words, rather than sent again in full to be refused again.
 */
export function uploadedMediaId(file: File): Promise<string | null> {
  const settled = (): { mediaId: string | null } | { refusal: string } | null => {
    const state = sessionUpload.state();
    if (state.fileName !== file.name || state.bytesTotal !== file.size) return { mediaId: null };
    if (state.status === 'done') return { mediaId: state.mediaId };
    if (state.status === 'failed' && state.error) return { refusal: state.error };
    if (state.status === 'failed' || state.status === 'idle') return { mediaId: null };
    return null;
  };
  return new Promise((resolve, reject) => {
    const answer = (outcome: NonNullable<ReturnType<typeof settled>>) => {
      if ('refusal' in outcome) reject(new ApiError(422, outcome.refusal, { error: outcome.refusal }));
      else resolve(outcome.mediaId);
    };
    const now = settled();
    if (now) return answer(now);
    const stop = subscribeToMediaUpload(() => {
      const outcome = settled();
      if (!outcome) return;
      stop();
      answer(outcome);
    });
  });
}
