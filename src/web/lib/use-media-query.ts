import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether a media query matches now, updated when it changes. A page the browser renders alone
 * knows at the first render; a prerendered one is hydrated with `fallback` first. Either way a
 * phone never renders what is meant for wide screens, and so never downloads it.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  // jsdom (the component tests) has no matchMedia, the build's prerendering no window: there
  // the caller's fallback answers.
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => {};
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported ? mediaList(query).matches : fallback),
    // Prerendered HTML (and its hydration) takes the fallback: a phone's choice, which never
    // names a video; the browser's own answer follows right after hydration.
    () => fallback,
  );
}

/** The mobile breakpoint is under 768 px. */
export const wideScreenQuery = '(min-width: 768px)';
/** Tailwind's `lg`: from here the editor shows its pages beside the fields. */
export const largeScreenQuery = '(min-width: 1024px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
