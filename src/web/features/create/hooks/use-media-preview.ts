import { useEffect, useState } from 'react';
import { prepareMedia, releaseMedia, type ChosenMedia } from '../lib/media-preview';

/** A thumbnail of a file that is already chosen; null until drawn, or when it cannot be. */
export function useMediaPreview(file: File | null): ChosenMedia | null {
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    let prepared: ChosenMedia | null = null;
    prepareMedia(file).then(
      (result) => {
        prepared = result;
        if (cancelled) releaseMedia(result);
        else setMedia(result);
      },
      (error: unknown) => console.error('Could not draw the memory:', error),
    );
    return () => {
      cancelled = true;
      releaseMedia(prepared);
    };
  }, [file]);
  return media;
}
