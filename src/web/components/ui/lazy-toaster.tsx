import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterNeeded } from './toaster-signal';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Most visits never show a toast, so the toast UI (Radix) downloads with the first one
 * instead of with the landing page.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
