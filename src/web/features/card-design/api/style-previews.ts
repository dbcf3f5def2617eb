import { useQuery } from '@tanstack/react-query';
import type { StylePreviews } from '@shared/api/card-design';
import { cardDesignEndpoints } from '@shared/api/card-design-endpoints';
import { clientKeyHeader } from '@shared/api/uploads';
import { ApiError, apiFetch, readJson, requestUrl } from '@/lib/api';
import { uploadClientKey } from '@/lib/creation-session/client-key';
import { uploadedMediaId } from '@/lib/creation-session/media-upload';
import { mediaIdFor } from '@/lib/creation-session/order-file';

/**
 * POST /api/style-previews: the card front in every style, drawn on this picture. By media id
 * (JSON, no file) when the picture is uploaded already or once its upload under way is; else,
 * or when that upload has expired or failed, with the file (multipart).
 */
export async function fetchStylePreviews(
  file: File,
  front: string | undefined,
  signal?: AbortSignal,
  mediaId?: string,
): Promise<StylePreviews> {
  const contract = cardDesignEndpoints.stylePreviews;
  if (mediaId) {
    try {
      const response = await apiFetch(requestUrl(contract), {
        method: contract.method,
        headers: { 'content-type': 'application/json', [clientKeyHeader]: uploadClientKey() },
        body: JSON.stringify({ mediaId, ...(front ? { front } : {}) }),
        signal: signal ?? null,
      });
      return contract.response.parse(await readJson<unknown>(response));
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
    }
  }
  const body = new FormData();
  if (front) body.append('front', front);
  body.append('memory', file, file.name);
  const response = await apiFetch(requestUrl(contract), { method: contract.method, body, signal: signal ?? null });
  return contract.response.parse(await readJson<unknown>(response));
}

/** One request per picture and front text; the answer is kept for the visit. */
export function useStylePreviews(file: File | null, front?: string) {
  return useQuery({
    queryKey: [requestUrl(cardDesignEndpoints.stylePreviews), file?.name, file?.size, file?.lastModified, front ?? ''],
    // An upload still under way is waited for: the file would otherwise travel twice.
    queryFn: async ({ signal }) =>
      fetchStylePreviews(file!, front, signal, mediaIdFor(file!) ?? (await uploadedMediaId(file!)) ?? undefined),
    enabled: Boolean(file),
    staleTime: Infinity,
  });
}
