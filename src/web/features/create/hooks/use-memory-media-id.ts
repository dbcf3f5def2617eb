import { useEffect, useMemo, useState } from 'react';
import { uploadedMediaId } from '@/lib/creation-session/media-upload';
import { mediaIdFor } from '@/lib/creation-session/order-file';

/**
 * The media id of the memory's upload: at once when it has finished, else once the upload under
 * way does. `pending` while it is still uploading; null when it has none (it failed or expired).
 */
export function useMemoryMediaId(file: File | null): { mediaId: string | null; pending: boolean } {
  const [found, setFound] = useState<{ file: File; mediaId: string | null } | null>(null);
  // A finished upload is named in the session at once; only one under way is waited for.
  // Read once per file: the composer renders on every keystroke in the editor.
  const known = useMemo(() => (file ? mediaIdFor(file) : undefined), [file]);
  useEffect(() => {
    if (!file || known) return;
    let current = true;
    uploadedMediaId(file).then(
      (mediaId) => current && setFound({ file, mediaId }),
      () => current && setFound({ file, mediaId: null }),
    );
    return () => {
      current = false;
    };
  }, [file, known]);
  if (!file) return { mediaId: null, pending: false };
  if (known) return { mediaId: known, pending: false };
  if (found?.file !== file) return { mediaId: null, pending: true };
  return { mediaId: found.mediaId, pending: false };
}
