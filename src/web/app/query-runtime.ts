import { SessionAccountArea } from './session-account-area';
import { hasStoredSignIn } from '@/lib/auth/stored-sign-in';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { createQueryClient } from '@/lib/query-client';
import type { QueryRuntime } from './query-runtime-loader';

/** Loaded on demand by query-runtime-loader.ts. */
export function createQueryRuntime(): QueryRuntime {
  const client = createQueryClient();
  // Without a token or a session, fetchCurrentUser answers null without asking the server.
  // Seeding that answer lets the header go straight from its signed-out state to the same
  // state, instead of flashing the loading placeholder in between.
  if (!hasStoredSignIn()) client.setQueryData(currentUserQueryKey, null);
  // What QueryClientProvider would do on mount: follow focus and connectivity for the visit.
  client.mount();
  return { client, AccountSession: SessionAccountArea };
}
