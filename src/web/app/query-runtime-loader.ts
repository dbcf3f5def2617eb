import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * TanStack Query (about 11 kB gzipped) stays off the landing page's path: a signed-out
 * visitor's first page has nothing to query. Every other page waits for this before it
 * renders (router.tsx), and so does the header of a visitor with a stored sign-in
 * (account-area.tsx). One client serves the whole visit.
 */
export interface QueryRuntime {
  client: QueryClient;
  /** The header's account area once queries can run, loaded with the client so it takes over without a placeholder flash. */
  AccountSession: ComponentType;
}

let runtime: QueryRuntime | undefined;
let loading: Promise<QueryRuntime> | undefined;
const listeners = new Set<() => void>();

export function loadQueryRuntime(): Promise<QueryRuntime> {
  loading ??= import('./query-runtime').then(
    ({ createQueryRuntime }) => {
      runtime ??= createQueryRuntime();
      for (const listener of listeners) listener();
      return runtime;
    },
    (error: unknown) => {
      // A phone that lost its connection for a moment can try again on its next page.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded runtime, or undefined until loadQueryRuntime has finished. */
export function useQueryRuntime(): QueryRuntime | undefined {
  const current = () => runtime;
  return useSyncExternalStore(subscribe, current, current);
}
