import * as tus from 'tus-js-client';
import { clientKeyHeader, uploadsPath } from '@shared/api/uploads';
import { getAuthToken } from '@/lib/auth/token';
import { uploadClientKey } from './client-key';
import { readStoredUpload, saveStoredUpload } from './creation-storage';

/**
 * The memory's resumable upload (tus, decision 007), started as soon as the file is chosen and
 * kept here, outside any screen, so it goes on while the customer writes the description. A
 * dropped connection is retried by tus-js-client from the offset the server reports; a reload
 * that brings the same file back (name, type, size, modified time) resumes where it stopped.
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

const idle: MediaUploadState = {
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

let state = idle;
let current: tus.Upload | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<MediaUploadState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeToMediaUpload(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function mediaUploadState(): MediaUploadState {
  return state;
}

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

/** Keeps the media id with the stored upload record, when the record is still this file's. */
function rememberMediaId(file: File, mediaId: string): void {
  const stored = readStoredUpload();
  if (stored.status !== 'ok' || stored.upload.name !== file.name || stored.upload.size !== file.size) return;
  try {
    saveStoredUpload({ ...stored.upload, mediaId });
  } catch {
    // Storage full: the later steps send the file instead, as before.
  }
}

/** Starts uploading `file`, replacing (and deleting on the server) any upload under way. */
export async function startMediaUpload(file: File): Promise<void> {
  cancelMediaUpload();
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
        secondsLeft: estimateSecondsLeft({ sent, total, startedAt: started.at, startBytes: started.bytes }, Date.now()),
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
      if (mediaId) rememberMediaId(file, mediaId);
      update({ status: 'done', percent: 100, secondsLeft: 0, mediaId });
    },
    onError(error) {
      if (current !== upload) return;
      console.error('The upload failed:', error);
      update({ status: 'failed', secondsLeft: null, error: refusalText(error) });
    },
  });
  current = upload;
  update({ ...idle, status: 'uploading', fileName: file.name, bytesTotal: file.size });
  // The same file chosen again after a reload: go on from where the server has it.
  const previous = await upload.findPreviousUploads().catch(() => []);
  if (current !== upload) return;
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
}

/**
 * The media id of `file`'s upload: at once when it is finished, after its last byte when it is
 * still under way (the customer went on before it was done), and null when this file is not
 * uploading here or its upload fails or is cancelled. Waiting spares the file a second trip:
 * sending it as well as uploading it doubles the bytes on the customer's slow line.
 */
export function uploadedMediaId(file: File): Promise<string | null> {
  const settled = (): { mediaId: string | null } | null => {
    if (state.fileName !== file.name || state.bytesTotal !== file.size) return { mediaId: null };
    if (state.status === 'done') return { mediaId: state.mediaId };
    if (state.status === 'failed' || state.status === 'idle') return { mediaId: null };
    return null;
  };
  const now = settled();
  if (now) return Promise.resolve(now.mediaId);
  return new Promise((resolve) => {
    const stop = subscribeToMediaUpload(() => {
      const outcome = settled();
      if (!outcome) return;
      stop();
      resolve(outcome.mediaId);
    });
  });
}

/** Stops the upload and deletes what the server has of it (the customer removed the file). */
export function cancelMediaUpload(): void {
  const upload = current;
  current = null;
  if (upload) void upload.abort(true).catch(() => {});
  update(idle);
}
