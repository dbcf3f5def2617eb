import { useEffect, useState } from 'react';
import type { StoredUpload } from '@shared/creation-session';
import { readStoredUpload } from '@/lib/creation-session/creation-storage';
import { prepareMedia, releaseMedia, type ChosenMedia } from '../lib/media-preview';
import { restoreUpload } from '@/lib/creation-session/restore-upload';

function storedOnArrival(): { upload: StoredUpload | null; restorable: File | null } {
  const state = readStoredUpload();
  if (state.status !== 'ok') return { upload: null, restorable: null };
  const restored = restoreUpload(state.upload);
  return { upload: state.upload, restorable: restored.status === 'ok' ? restored.file : null };
}

/**
 * The memory shown on the upload screen. Coming back to this screen shows the file chosen
 * before; a large file lost to a reload is named, so the customer knows what to pick again.
 */
export function useChosenMedia() {
  const [arrival] = useState(storedOnArrival);
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const reuploadName = arrival.upload && !arrival.restorable ? arrival.upload.name : null;

  useEffect(() => {
    if (!arrival.restorable) return;
    let cancelled = false;
    prepareMedia(arrival.restorable).then(
      (restored) => (cancelled ? releaseMedia(restored) : setMedia(restored)),
      (error: unknown) => console.error('Could not show the stored memory:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [arrival]);

  // Each preview's object URL is let go once another replaces it, or the screen closes.
  useEffect(() => () => releaseMedia(media), [media]);

  return { media, setMedia, reuploadName };
}
