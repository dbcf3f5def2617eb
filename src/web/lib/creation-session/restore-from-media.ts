import { uploadEndpoints } from '@shared/api/upload-endpoints';
import { clientKeyHeader } from '@shared/api/uploads';
import { ApiError, apiFetch, readJson, requestUrl } from '@/lib/api';
import { uploadClientKey } from './client-key';
import { dataUrlToFile } from './file-data';

export type MediaRestore =
  /**
   * A picture of the stored upload (the photo, or a frame of the video) to show and draw from,
   * and for a video its first seconds as a playable `data:` URL when the server made them.
   */
  | { status: 'ok'; file: File; clipUrl: string | null }
  /** The server no longer has it for this customer (expired, or never theirs). */
  | { status: 'gone' }
  /** The network or the server failed; the upload may still be there. */
  | { status: 'failed' };

/** One answer per media id for this page's life: the options page and checkout share it. */
const answers = new Map<string, Promise<MediaRestore>>();
/** Which upload each restored picture shows, so requests about it can name the upload instead. */
const restoredFrom = new WeakMap<File, string>();

async function fetchPreview(mediaId: string, name: string): Promise<MediaRestore> {
  const contract = uploadEndpoints.preview;
  try {
    const response = await apiFetch(requestUrl(contract, { params: { mediaId } }), {
      // The upload may still be the browser's own (made before signing in): name the browser too.
      headers: { [clientKeyHeader]: uploadClientKey() },
    });
    const answer = contract.response.parse(await readJson<unknown>(response));
    const file = dataUrlToFile(answer.preview, name, 'image/jpeg');
    restoredFrom.set(file, mediaId);
    return { status: 'ok', file, clipUrl: answer.clip };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return { status: 'gone' };
    console.error('The stored upload could not be shown again:', error);
    return { status: 'failed' };
  }
}

/**
 * After a reload the chosen file is gone from memory, but its finished upload is on the server
 * under its media id (issue 16): fetch a picture of it instead of asking for the file again.
 * The name is the customer's own, so the page still shows what they chose.
 */
export function restoreFromMedia(mediaId: string, name: string): Promise<MediaRestore> {
  let answer = answers.get(mediaId);
  if (!answer) {
    answer = fetchPreview(mediaId, name);
    answers.set(mediaId, answer);
    // Only a picture is worth keeping; a failure is asked again next time.
    void answer.then((result) => result.status === 'ok' || answers.delete(mediaId));
  }
  return answer;
}

/** The media id a picture from restoreFromMedia stands for; undefined for any other file. */
export function restoredMediaId(file: File): string | undefined {
  return restoredFrom.get(file);
}

/** For tests: forget the answers. */
export function forgetMediaRestores(): void {
  answers.clear();
}
