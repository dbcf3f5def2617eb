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
export function useMediaQuery(query: string, fallback = false): boolean {
  // jsdom (the component tests) has no matchMedia: there the caller's fallback answers.
  const supported = typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => {};
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported ? mediaList(query).matches : fallback),
  );
}

/** The mobile breakpoint is under 768 px. */
export const wideScreenQuery = '(min-width: 768px)';
/** Tailwind's `lg`: from here the editor shows its pages beside the fields. */
export const largeScreenQuery = '(min-width: 1024px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
