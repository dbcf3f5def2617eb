/**
 * Whether a toast has been shown yet. Kept apart from the toast store (hooks/use-toast.ts) so
 * that the app shell's LazyToaster can wait for the first toast without the store and its
 * timings on the landing page, where nothing toasts.
 */
let needed = false;
const listeners = new Set<() => void>();

export function markToasterNeeded(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls back once a toast has been shown (at once if one has); returns an unsubscribe. */
export function onToasterNeeded(callback: () => void): () => void {
  if (needed) {
    callback();
    return () => {};
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
  };
}
