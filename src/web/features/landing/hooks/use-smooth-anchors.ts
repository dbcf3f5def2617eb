import { useEffect } from 'react';
import { reducedMotionQuery } from '@/lib/use-media-query';

/**
 * In-page anchors (#examples, #pricing, #how-it-works) stay plain links, so the browser moves
 * focus and updates the address itself; while the landing page is shown the document scrolls
 * smoothly, unless the visitor asked for less motion. An address with a hash scrolls there
 * once the sections exist (`ready`).
 */
export function useSmoothAnchors(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
    const root = document.documentElement;
    if (!window.matchMedia(reducedMotionQuery).matches) root.style.scrollBehavior = 'smooth';
    return () => {
      root.style.removeProperty('scroll-behavior');
    };
  }, [ready]);
}
