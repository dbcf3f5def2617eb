import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether a media query matches now, updated when it changes. The app renders only in the
 * browser, so the first render already knows: a phone never renders what is meant for wide
 * screens, and so never downloads it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaList(query).matches,
  );
}

/** The mobile breakpoint is under 768 px. */
export const wideScreenQuery = '(min-width: 768px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
