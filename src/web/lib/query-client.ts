import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Data stays fresh until we say otherwise, is never refetched on focus or by
 * polling, and a failed call is not retried. Failures are logged here, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error('Query failed:', error) }),
    mutationCache: new MutationCache({ onError: (error) => console.error('Mutation failed:', error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
