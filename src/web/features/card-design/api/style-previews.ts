import { useQuery } from '@tanstack/react-query';
import type { StylePreviews } from '@shared/api/card-design';
import { cardDesignEndpoints } from '@shared/api/card-design-endpoints';
import { apiFetch, readJson, requestUrl } from '@/lib/api';

/** POST /api/style-previews (multipart): the card front in every style, drawn on this picture. */
export async function fetchStylePreviews(
  file: File,
  front: string | undefined,
  signal?: AbortSignal,
): Promise<StylePreviews> {
  const body = new FormData();
  if (front) body.append('front', front);
  body.append('memory', file, file.name);
  const contract = cardDesignEndpoints.stylePreviews;
  const response = await apiFetch(requestUrl(contract), { method: contract.method, body, signal: signal ?? null });
  return contract.response.parse(await readJson<unknown>(response));
}

/** One request per picture and front text; the answer is kept for the visit. */
export function useStylePreviews(file: File | null, front?: string) {
  return useQuery({
    queryKey: [requestUrl(cardDesignEndpoints.stylePreviews), file?.name, file?.size, file?.lastModified, front ?? ''],
    queryFn: ({ signal }) => fetchStylePreviews(file!, front, signal),
    enabled: Boolean(file),
    staleTime: Infinity,
  });
}
