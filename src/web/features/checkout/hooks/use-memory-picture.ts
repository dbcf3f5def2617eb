import { useEffect, useState } from 'react';
import { findOrderFile, findOrderMedia } from '@/lib/creation-session/order-file';
import { restoreFromMedia } from '@/lib/creation-session/restore-from-media';

/**
 * The memory to draw the chosen front from: the file itself while this tab holds it, else
 * (after a reload) a picture of its finished upload. Null while fetching, or when neither is left.
 * The order itself names the media id; this picture is only shown.
 */
export function useMemoryPicture(): File | null {
  const [file, setFile] = useState(findOrderFile);
  useEffect(() => {
    if (file) return;
    const media = findOrderMedia();
    if (!media) return;
    let cancelled = false;
    void restoreFromMedia(media.mediaId, media.name).then((restored) => {
      if (!cancelled && restored.status === 'ok') setFile(restored.file);
    });
    return () => {
      cancelled = true;
    };
  }, [file]);
  return file;
}
