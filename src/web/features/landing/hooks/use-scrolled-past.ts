import { useSyncExternalStore } from 'react';

/** True once the page is scrolled more than `threshold` px (spec section 9: the header's 20 px). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    // A boolean snapshot: React re-renders only when the threshold is crossed, not per scroll event.
    () => window.scrollY > threshold,
  );
}
