import { useMemo } from 'react';
import type { PictureCrop } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import type { FrontPictureView } from '@/features/card-design/components/front-picture';
import { useFrontView } from '@/features/card-design/hooks/use-front-view';
import { findOrderMediaId, mediaIdFor } from '@/lib/creation-session/order-file';

/**
 * One object URL per photo, made on first sight and kept for the page's life: checkout shows one
 * memory, and a URL revoked while React may still draw it would show a broken picture.
 */
const photoUrls = new WeakMap<File, string>();

/** The customer's photo for the browser to draw; a video is drawn by the server alone. */
function photoUrl(file: File | null): string | null {
  if (!file?.type.startsWith('image/')) return null;
  let url = photoUrls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    photoUrls.set(file, url);
  }
  return url;
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
  // Read once per file, not on each keystroke in checkout's form.
  const mediaId = useMemo(() => (file ? mediaIdFor(file) : undefined) ?? findOrderMediaId() ?? null, [file]);
  return useFrontView({ target: mediaId ? { mediaId } : null, url: photoUrl(file), style, crop });
}
