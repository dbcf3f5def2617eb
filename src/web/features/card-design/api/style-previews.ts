import { useQuery } from '@tanstack/react-query';
import { stylePreviewsSchema, type StylePreviews } from '@shared/api/card-design';
import { apiFetch, readJson } from '@/lib/api';

/** POST /api/style-previews (multipart): the card front in every style, drawn on this picture. */
export async function fetchStylePreviews(
  file: File,
  front: string | undefined,
  signal?: AbortSignal,
): Promise<StylePreviews> {
  const body = new FormData();
  if (front) body.append('front', front);
  body.append('memory', file, file.name);
  const response = await apiFetch('/api/style-previews', { method: 'POST', body, signal: signal ?? null });
  return stylePreviewsSchema.parse(await readJson<unknown>(response));
}

/** One request per picture and front text; the answer is kept for the visit. */
export function useStylePreviews(file: File | null, front?: string) {
  return useQuery({
    queryKey: ['/api/style-previews', file?.name, file?.size, file?.lastModified, front ?? ''],
    queryFn: ({ signal }) => fetchStylePreviews(file!, front, signal),
    enabled: Boolean(file),
    staleTime: Infinity,
  });
}
