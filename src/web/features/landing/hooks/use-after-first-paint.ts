import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true, switched inside a transition. What waits on it is
 * rendered in React's time slices after the first paint, so a phone draws the header and
 * hero (and starts the hero photo) without first building the whole page in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
