import { useEffect, useState } from 'react';
import type { StoredUpload } from '@shared/creation-session';
import { readStoredUpload } from '@/lib/creation-session/creation-storage';
import { restoreFromMedia } from '@/lib/creation-session/restore-from-media';
import { mediaKind, prepareMedia, releaseMedia, type ChosenMedia } from '../lib/media-preview';
import { restoreUpload } from '@/lib/creation-session/restore-upload';

interface Arrival {
  upload: StoredUpload | null;
  restorable: File | null;
  /** The file is gone from memory but its finished upload may still be on the server. */
  fromMedia: { mediaId: string; name: string } | null;
}

function storedOnArrival(): Arrival {
  const state = readStoredUpload();
  if (state.status !== 'ok') return { upload: null, restorable: null, fromMedia: null };
  const { upload } = state;
  const restored = restoreUpload(upload);
  const fromMedia =
    restored.status === 'missing' && upload.mediaId ? { mediaId: upload.mediaId, name: upload.name } : null;
  return { upload, restorable: restored.status === 'ok' ? restored.file : null, fromMedia };
}

/**
 * A picture of the stored upload, shown as the file the customer chose: its kind and size. It is
 * a JPEG even for a video (whose name still ends in .mov), so it is drawn as the image it is.
 */
function prepareFromMedia(upload: StoredUpload, picture: File): ChosenMedia {
  return { file: picture, previewUrl: URL.createObjectURL(picture), kind: mediaKind(upload), size: upload.size };
}

/**
 * The memory shown on the upload screen. Coming back to this screen shows the file chosen
 * before; a large file lost to a reload comes back from its finished upload (media id), and
 * when that is gone too it is named, so the customer knows what to pick again.
 */
export function useChosenMedia() {
  const [arrival] = useState(storedOnArrival);
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const [reuploadName, setReuploadName] = useState(
    arrival.upload && !arrival.restorable && !arrival.fromMedia ? arrival.upload.name : null,
  );

  useEffect(() => {
    const { upload, restorable, fromMedia } = arrival;
    if (!upload || (!restorable && !fromMedia)) return;
    let cancelled = false;
    const show = async (): Promise<ChosenMedia | null> => {
      if (restorable) return prepareMedia(restorable);
      const restored = fromMedia ? await restoreFromMedia(fromMedia.mediaId, fromMedia.name) : null;
      if (restored?.status !== 'ok') {
        if (!cancelled) setReuploadName(upload.name);
        return null;
      }
      return prepareFromMedia(upload, restored.file);
    };
    show().then(
      (shown) => {
        if (!shown) return;
        if (cancelled) releaseMedia(shown);
        else setMedia(shown);
      },
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
