/**
 * Session storage, tolerant of browsers that block it (some private modes throw on access):
 * reads then see nothing, and writes report failure to the caller instead of crashing the page.
 */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The parsed JSON of an item; `undefined` when absent, `invalid` when it is not JSON. */
export function readJsonItem(key: string): unknown {
  const raw = sessionStore()?.getItem(key) ?? null;
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return invalidItem;
  }
}

export const invalidItem = Symbol('invalid session item');

/** Throws when storage is unavailable or full, so the caller can tell the customer. */
export function writeItem(key: string, value: string): void {
  const store = sessionStore();
  if (!store) throw new Error('Session storage is not available');
  store.setItem(key, value);
}

export function readItem(key: string): string | null {
  return sessionStore()?.getItem(key) ?? null;
}

export function removeItem(key: string): void {
  sessionStore()?.removeItem(key);
}
