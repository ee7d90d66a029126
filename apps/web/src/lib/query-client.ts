/** Server state (TanStack Query). Errors are already shown by the http client, so no retries. */
import { QueryClient } from '@tanstack/react-query';
import { onSessionReset } from '@/lib/session/reset-session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onSessionReset(() => queryClient.clear());
