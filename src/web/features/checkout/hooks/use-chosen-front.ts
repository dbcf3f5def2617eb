import { useEffect, useState } from 'react';
import type { PictureCrop } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import type { FrontPictureView } from '@/features/card-design/components/front-picture';
import { useFrontView } from '@/features/card-design/hooks/use-front-view';
import { findOrderMediaId, mediaIdFor } from '@/lib/creation-session/order-file';

/** An object URL for a photo, for as long as it is shown; a video is drawn by the server alone. */
function usePhotoUrl(file: File | null): string | null {
  const [url, setUrl] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return;
    const made = URL.createObjectURL(file);
    setUrl({ file, url: made });
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url && url.file === file ? url.url : null;
}

/**
 * The card front's picture as the editor left it: the chosen crop in the chosen style, drawn by
 * the server's renderer, with the customer's own copy shown until that arrives.
 */
export function useChosenFront(
  file: File | null,
  style: CardStyleId,
  crop: PictureCrop | null,
): FrontPictureView | null {
  const mediaId = (file ? mediaIdFor(file) : undefined) ?? findOrderMediaId() ?? null;
  return useFrontView({ target: mediaId ? { mediaId } : null, url: usePhotoUrl(file), style, crop });
}
