import { useEffect, useState } from 'react';
import { centredCrop, type PictureCrop } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import { useFrontPicture, type FrontPictureTarget } from '../api/front-picture';
import type { FrontPictureView } from '../components/front-picture';
import type { PictureSize } from '../lib/crop-gestures';

/** The natural size of an image URL (upright, as browsers apply the photo's orientation); null until known. */
function useImageSize(url: string | null): PictureSize | null {
  const [size, setSize] = useState<{ url: string; size: PictureSize } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current && image.naturalWidth > 0) {
        setSize({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
      }
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return size?.url === url ? size.size : null;
}

/**
 * Everything the front needs to draw the customer's picture: the browser's own copy (`url`) for
 * live moves, the server's treated drawing for the style and crop, and the picture's size.
 * `crop` null means none is chosen yet: the server's own crop is offered through `onCrop` (or
 * the centred one when the server cannot draw), so what is shown is always a crop the order
 * can send.
 */
export function useFrontView({
  target,
  targetPending = false,
  url,
  style,
  crop,
  onCrop,
  printSize = null,
}: {
  target: FrontPictureTarget | null;
  /** The picture's size as the print uses it, when the page knows it already (a paid order's design). */
  printSize?: PictureSize | null;
  /** The target is still being found (the upload is finishing): wait for it before choosing a crop. */
  targetPending?: boolean;
  url: string | null;
  style: CardStyleId;
  crop: PictureCrop | null;
  onCrop?: (crop: PictureCrop) => void;
}): FrontPictureView | null {
  const drawn = useFrontPicture(target, style, crop);
  const imageSize = useImageSize(url);
  // The drawing kept from the last style or crop while the next is made: its size still holds,
  // its picture and crop do not.
  const current = drawn.data && !drawn.isPlaceholderData ? drawn.data : null;
  const suggested = crop === null && current ? current.crop : null;
  const unavailable = (target === null && !targetPending) || drawn.isError;
  useEffect(() => {
    if (crop !== null || !onCrop) return;
    if (suggested) onCrop(suggested);
    else if (unavailable) onCrop(centredCrop);
  }, [crop, suggested, unavailable, onCrop]);

  const serverSize = drawn.data?.picture ?? printSize;
  if (!url && !drawn.data) return null;
  const shownCrop = crop ?? suggested ?? centredCrop;
  return {
    url,
    size: serverSize ?? imageSize,
    // The browser's copy is smaller than the print's source: its size says nothing about the dpi.
    printSize: serverSize,
    treated: current ? { url: current.image, style, crop: current.crop } : null,
    crop: shownCrop,
  };
}
