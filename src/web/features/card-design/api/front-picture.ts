import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FrontPicture } from '@shared/api/card-design';
import { cardDesignEndpoints } from '@shared/api/card-design-endpoints';
import type { PictureCrop } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import { request, requestUrl } from '@/lib/api';

/** Whose picture: an upload on its way to an order, or a paid order's own (the change editor). */
export type FrontPictureTarget = { mediaId: string } | { orderId: string; token: string | null };

/** How long the crop must stay still before the server draws it: a drag asks once, at its end. */
const settleMs = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), settleMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const queryKey = (target: FrontPictureTarget | null, style: CardStyleId, crop: PictureCrop | null) => [
  requestUrl(cardDesignEndpoints.frontPicture),
  target,
  style,
  crop ? [crop.x, crop.y, crop.zoom] : null,
];

function fetchFrontPicture(target: FrontPictureTarget, style: CardStyleId, crop: PictureCrop | null) {
  const chosen = crop ? { crop } : {};
  if ('mediaId' in target) {
    return request(cardDesignEndpoints.frontPicture, { body: { mediaId: target.mediaId, style, ...chosen } });
  }
  return request(cardDesignEndpoints.orderFrontPicture, {
    params: { orderId: target.orderId },
    body: { style, ...chosen, ...(target.token ? { token: target.token } : {}) },
  });
}

/**
 * The server's drawing of the front's picture box in `style`, cut by `crop` once it has stayed
 * still a moment; with no crop yet, the renderer's own choice, whose crop comes back with it
 * (the editor starts there). Each answer is kept for the visit, so going back to a crop or a
 * style shows it at once.
 */
export function useFrontPicture(target: FrontPictureTarget | null, style: CardStyleId, crop: PictureCrop | null) {
  const client = useQueryClient();
  const settledCrop = useSettled(crop);
  const wanted = crop === null ? null : settledCrop;
  return useQuery({
    queryKey: queryKey(target, style, wanted),
    queryFn: async () => {
      const answer: FrontPicture = await fetchFrontPicture(target!, style, wanted);
      // The renderer's own crop is also this crop's drawing: asking for it again would redraw it.
      if (!wanted) client.setQueryData(queryKey(target, style, answer.crop), answer);
      return answer;
    },
    enabled: target !== null,
    staleTime: Infinity,
    retry: false,
    // The last drawing keeps the picture's size known while the next one is made.
    placeholderData: (previous) => previous,
  });
}
