import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated when it changes. The app renders only in the
 * browser, so the first render already knows: a phone never renders what is meant for wide
 * screens, and so never downloads it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Spec section 9: the mobile breakpoint is under 768 px. */
export const wideScreenQuery = '(min-width: 768px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
