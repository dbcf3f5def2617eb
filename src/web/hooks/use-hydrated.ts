import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server (the build's prerendering) and while it hydrates that
 * HTML, true afterwards; true from the start on pages the browser renders alone. What differs
 * between the build and a visitor's browser waits for it, so hydration finds the DOM it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
