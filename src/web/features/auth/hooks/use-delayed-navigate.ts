import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a pause (e.g. once a toast has been read); leaving the page first cancels it. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (path: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(path), delayMs);
    },
    [navigate],
  );
}
