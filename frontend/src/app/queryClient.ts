import { QueryClient } from '@tanstack/react-query';

/** Server-state cache of the signed-in screens (kept out of the sign-in page's bundle). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
