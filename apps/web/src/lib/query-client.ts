import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The api client already refreshed the token on a 401 and toasted the failure.
        retry: false,
        refetchOnWindowFocus: false,
      },
      // Offline, a change is not held back to run unseen later: it goes to the api client, which
      // refuses it at once with a message (api-client's request interceptor). Reads pause offline
      // and show what the cache holds.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
