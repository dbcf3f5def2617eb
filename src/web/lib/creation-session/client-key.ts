import { localStore } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

/**
 * Names this browser to the upload API before sign-in, so its uploads are its own; the first
 * signed-in request that carries it claims them. Apart from the uploader, so the requests that
 * send it (generate, order) do not load tus-js-client.
 */
let memoryClientKey: string | null = null;

/** This browser's upload key: random, kept in local storage (in memory where storage is blocked). */
export function uploadClientKey(): string {
  const stored = localStore.read(localKeys.uploadClientKey);
  if (stored) return stored;
  if (!memoryClientKey) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    memoryClientKey = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }
  try {
    localStore.write(localKeys.uploadClientKey, memoryClientKey);
  } catch {
    // Blocked storage: the key lives as long as this page; the upload still works.
  }
  return memoryClientKey;
}
