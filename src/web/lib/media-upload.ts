import * as tus from 'tus-js-client';
import { clientKeyHeader, uploadsPath } from '@shared/api/uploads';
import { getAuthToken } from '@/lib/auth/token';
import { uploadClientKey } from '@/lib/creation-session/client-key';

/**
 * A photo or video's resumable upload (tus, decision 007) to a media id. A dropped connection is
 * retried by tus-js-client from the offset the server reports; a reload that brings the same
 * file back (name, type, size, modified time) resumes where it stopped. The creation flow keeps
 * one for the whole session (creation-session/media-upload.ts); a screen may keep its own.
 */
export interface MediaUploadState {
  status: 'idle' | 'uploading' | 'retrying' | 'done' | 'failed';
  fileName: string | null;
  bytesSent: number;
  bytesTotal: number;
  /** 0 to 100, whole numbers. */
  percent: number;
  /** Null until there is enough to estimate from. */
  secondsLeft: number | null;
  mediaId: string | null;
  /** The server's words for a refusal (wrong type, too large), when it said why. */
  error: string | null;
}

export const idleUpload: MediaUploadState = {
  status: 'idle',
  fileName: null,
  bytesSent: 0,
  bytesTotal: 0,
  percent: 0,
  secondsLeft: null,
  mediaId: null,
  error: null,
};

/** Chunks small enough for a phone to redo cheaply after a drop, large enough to be few. */
const chunkSize = 8 * 1024 * 1024;
/** Waits between automatic retries of a failed request (ms); the last one repeats no further. */
const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/**
 * Seconds left at the average rate since this upload (or its resumption) began; null until a
 * second and some bytes have gone by, so the first jittery moments show no wild guesses.
 */
export function estimateSecondsLeft(
  progress: { sent: number; total: number; startedAt: number; startBytes: number },
  now: number,
): number | null {
  const elapsed = (now - progress.startedAt) / 1000;
  const moved = progress.sent - progress.startBytes;
  if (elapsed < 1 || moved <= 0) return null;
  return (progress.total - progress.sent) / (moved / elapsed);
}

/** The server's `{ error }` text from a refused request, if it sent one. */
function refusalText(error: Error): string | null {
  const response = (error as tus.DetailedError).originalResponse;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** One upload at a time and its state, for useSyncExternalStore. */
export interface MediaUploader {
  subscribe(listener: () => void): () => void;
  state(): MediaUploadState;
  start(file: File): Promise<void>;
  cancel(): void;
}

/** `onDone` hears of each finished upload's media id, with its file. */
export function createMediaUploader(onDone?: (file: File, mediaId: string) => void): MediaUploader {
  let state = idleUpload;
  let current: tus.Upload | null = null;
  const listeners = new Set<() => void>();

  function update(next: Partial<MediaUploadState>): void {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  /** Starts uploading `file`, replacing (and deleting on the server) any upload under way. */
  async function start(file: File): Promise<void> {
    cancel();
    let started = { at: Date.now(), bytes: 0 };
    const upload: tus.Upload = new tus.Upload(file, {
      endpoint: uploadsPath,
      chunkSize,
      retryDelays,
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Read on every request: signing in midway makes the rest of the upload the customer's.
      onBeforeRequest(request) {
        request.setHeader(clientKeyHeader, uploadClientKey());
        const token = getAuthToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress(sent, total) {
        if (current !== upload) return;
        if (state.status === 'retrying' || sent < started.bytes) started = { at: Date.now(), bytes: sent };
        update({
          status: 'uploading',
          bytesSent: sent,
          bytesTotal: total,
          percent: total > 0 ? Math.floor((sent / total) * 100) : 0,
          secondsLeft: estimateSecondsLeft(
            { sent, total, startedAt: started.at, startBytes: started.bytes },
            Date.now(),
          ),
        });
      },
      // A network drop or a server hiccup is retried; a refusal (wrong type, too large) is not.
      onShouldRetry(error) {
        const status = (error as tus.DetailedError).originalResponse?.getStatus() ?? 0;
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry && current === upload) update({ status: 'retrying', secondsLeft: null });
        return retry;
      },
      onSuccess() {
        if (current !== upload) return;
        const mediaId = upload.url?.split('/').pop() ?? null;
        if (mediaId) onDone?.(file, mediaId);
        update({ status: 'done', percent: 100, secondsLeft: 0, mediaId });
      },
      onError(error) {
        if (current !== upload) return;
        console.error('The upload failed:', error);
        update({ status: 'failed', secondsLeft: null, error: refusalText(error) });
      },
    });
    current = upload;
    update({ ...idleUpload, status: 'uploading', fileName: file.name, bytesTotal: file.size });
    // The same file chosen again after a reload: go on from where the server has it.
    const previous = await upload.findPreviousUploads().catch(() => []);
    if (current !== upload) return;
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) upload.resumeFromPreviousUpload(latest);
    upload.start();
  }

  /** Stops the upload and deletes what the server has of it (the customer removed the file). */
  function cancel(): void {
    const upload = current;
    current = null;
    if (upload) void upload.abort(true).catch(() => {});
    update(idleUpload);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    start,
    cancel,
  };
}
