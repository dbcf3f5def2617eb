import { useEffect, useState } from 'react';
import { readStoredUpload } from '@/lib/creation-session/creation-storage';
import { restoreFromMedia } from '@/lib/creation-session/restore-from-media';
import { mediaKind } from '../lib/media-preview';
import { useMediaUpload } from './use-media-upload';

/**
 * The chosen video's finished upload: just sent from this tab, or (after a reload, with nothing
 * sending) the one the tab stored. Null for a photo or while the video is still on its way.
 */
function finishedVideo(upload: ReturnType<typeof useMediaUpload>): { mediaId: string; name: string } | null {
  const stored = readStoredUpload();
  if (stored.status !== 'ok' || mediaKind(stored.upload) !== 'video') return null;
  const mediaId = upload.status === 'done' ? upload.mediaId : upload.status === 'idle' ? stored.upload.mediaId : null;
  return mediaId ? { mediaId, name: stored.upload.name } : null;
}

/**
 * A video memory's short moving preview, made by the server once its upload finished: a phone's
 * HEVC video often will not play in the browser that chose it, the server's H.264 clip does.
 * Null for a photo, until the upload is done, and when the server has none.
 */
export function useMemoryClip(): string | null {
  const video = finishedVideo(useMediaUpload());
  const mediaId = video?.mediaId ?? null;
  const name = video?.name ?? '';
  const [clip, setClip] = useState<{ mediaId: string; url: string } | null>(null);

  useEffect(() => {
    if (!mediaId) return;
    let live = true;
    // One request per media id for the page's life, shared with the restore after a reload.
    void restoreFromMedia(mediaId, name).then((restored) => {
      if (live && restored.status === 'ok' && restored.clipUrl) setClip({ mediaId, url: restored.clipUrl });
    });
    return () => {
      live = false;
    };
  }, [mediaId, name]);

  return clip && clip.mediaId === mediaId ? clip.url : null;
}
