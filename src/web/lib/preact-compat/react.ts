/**
 * What `react` means in the landing page's browser build (vite.config.ts, `--mode landing`):
 * Preact's compatibility layer (~4 kB gzipped instead of React DOM's ~60 kB), with the two
 * things of React 19 that the landing page relies on and preact/compat 10 does not give.
 * The prerender keeps React's own renderer. docs/decisions/020-prerendered-pages.md.
 */
import compat from 'preact/compat';
import { useContext, useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import type { Context } from 'preact';
import { isHydrating } from './hydration';
import './hoisted-title';

// @ts-expect-error -- preact/compat's types say `export =`; its module has named exports.
export * from 'preact/compat';

/**
 * React 19's `use`, for contexts only (nothing on '/' passes it a promise). A promise fails
 * loudly: read as a context it would quietly give `undefined`.
 */
export function use<T>(context: Context<T>): T {
  if (typeof (context as { then?: unknown }).then === 'function') {
    throw new Error("use(promise) is not available on '/' (preact/compat): see decision 020");
  }
  return useContext(context);
}

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

function snapshotChanged<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/**
 * preact/compat's own, plus React's server snapshot: while the prerendered HTML is hydrated it
 * returns `getServerSnapshot()` (what the build rendered), then renders again with the browser's
 * value, as React does. Without it useHydrated() would be true during hydration, and a stored
 * sign-in would swap the header's signed-out actions for the session while Preact (which does
 * not patch attributes when it hydrates) adopts the prerendered elements.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const value = isHydrating() && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const storeRef = useRef<Store<T>>({ value, getSnapshot });
  const [, forceUpdate] = useReducer((renders: number) => renders + 1, 0);

  useLayoutEffect(() => {
    storeRef.current = { value, getSnapshot };
    if (snapshotChanged(storeRef.current)) forceUpdate(undefined);
  }, [subscribe, value, getSnapshot]);

  useEffect(() => {
    if (snapshotChanged(storeRef.current)) forceUpdate(undefined);
    return subscribe(() => {
      if (snapshotChanged(storeRef.current)) forceUpdate(undefined);
    });
  }, [subscribe]);

  return value;
}

// Libraries that `import React from 'react'` read the same two from the default export.
export default { ...compat, use, useSyncExternalStore };
