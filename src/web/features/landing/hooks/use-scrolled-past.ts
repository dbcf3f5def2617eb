import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px (the header's 20 px).
 * The position is read in a passive scroll listener, never while rendering: reading scrollY
 * during React's commit forces the browser to lay out the page there and then.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
