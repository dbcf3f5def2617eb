import type { CardStyleId } from '@shared/creation-rules';
import { useStylePreviews } from '@/features/card-design/api/style-previews';
import type { DrawnFronts } from '../components/card-style-choice';

/** The server's drawing of the card front in every style, on the customer's own picture. */
export function useDrawnFronts(file: File | null): DrawnFronts {
  const previews = useStylePreviews(file);
  if (!file) return { state: 'none' };
  if (previews.isPending) return { state: 'drawing' };
  if (previews.isError) return { state: 'failed' };
  const images: Partial<Record<CardStyleId, string>> = {};
  for (const preview of previews.data.previews) images[preview.style] = preview.image;
  return { state: 'drawn', images };
}
