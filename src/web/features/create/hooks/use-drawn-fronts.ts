import type { CardStyleId } from '@shared/creation-rules';
import { useStylePreviews } from '@/features/card-design/api/style-previews';
import type { DrawnFronts } from '../components/card-style-choice';

/**
 * The server's drawing of the card front in every style, on the customer's own picture, with
 * `front` as its words (each style's name before an option is chosen).
 */
export function useDrawnFronts(file: File | null, front?: string): DrawnFronts {
  const previews = useStylePreviews(file, front);
  if (!file) return { state: 'none' };
  if (previews.isPending) return { state: 'drawing' };
  if (previews.isError) return { state: 'failed' };
  const images: Partial<Record<CardStyleId, string>> = {};
  for (const preview of previews.data.previews) images[preview.style] = preview.image;
  return { state: 'drawn', images };
}
