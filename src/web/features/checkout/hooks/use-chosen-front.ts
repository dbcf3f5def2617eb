import type { CardStyleId } from '@shared/creation-rules';
import { useStylePreviews } from '@/features/card-design/api/style-previews';

/**
 * The card front as it will print: the chosen style and front words on the customer's picture.
 * Without a picture (or when drawing fails) checkout shows the words alone.
 */
export function useChosenFront(
  file: File | null,
  front: string,
  style: CardStyleId,
): { state: 'drawing' | 'none' } | { state: 'drawn'; url: string } {
  const previews = useStylePreviews(file, front);
  if (!file || previews.isError) return { state: 'none' };
  if (previews.isPending) return { state: 'drawing' };
  const drawn = previews.data.previews.find((preview) => preview.style === style);
  return drawn ? { state: 'drawn', url: drawn.image } : { state: 'none' };
}
